// Delivered songs kept in IndexedDB, one row per song page token: the last view and the files it plays
// offline. No limit and no eviction: a customer keeps a handful of songs at most, and each is their own.
import { askForPersistentStorage, db, type StoredSong } from '../../core/db/database';

export type SongFileSlot = 'audio' | 'lyricsImage';

export async function findStoredSong(token: string): Promise<StoredSong | undefined> {
  return db.songs.get(token);
}

/** Reads, changes and writes one song in a single transaction, so a view and a file saved together both land. */
export async function updateStoredSong(token: string, change: (existing: StoredSong | undefined) => StoredSong): Promise<StoredSong> {
  askForPersistentStorage();
  return db.transaction('rw', db.songs, async () => {
    const next = change(await db.songs.get(token));
    await db.songs.put(next);
    return next;
  });
}

export async function forgetSong(token: string): Promise<void> {
  await db.songs.delete(token);
}
