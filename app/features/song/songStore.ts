// Delivered songs kept in IndexedDB, one row per song page token: the last view and the files it plays
// offline. No limit and no eviction: a customer keeps a handful of songs at most, and each is their own.
// Run by the song store's worker (songStoreWorker.ts), or in the page where a worker cannot be had (deviceSongStore.ts).
import type { SongView } from '../../../shared/admin-api-types';
import { db, type KeptFile, type StoredSong } from '../../core/db/database';
import { mergeView, withFile, type SongFileSlot } from './songRows';

export async function findStoredSong(token: string): Promise<StoredSong | undefined> {
  return db.songs.get(token);
}

/** Reads, changes and writes one song in a single transaction, so a view and a file saved together both land. */
async function updateStoredSong(token: string, change: (existing: StoredSong | undefined) => StoredSong): Promise<void> {
  await db.transaction('rw', db.songs, async () => {
    await db.songs.put(change(await db.songs.get(token)));
  });
}

/** Saves a freshly loaded view, with the kept files it still uses. */
export function saveSongView(token: string, view: SongView, savedAt: number): Promise<void> {
  return updateStoredSong(token, (existing) => mergeView(existing, token, view, savedAt));
}

/** Saves a downloaded file with its song. */
export function saveSongFile(token: string, view: SongView, slot: SongFileSlot, file: KeptFile, savedAt: number): Promise<void> {
  return updateStoredSong(token, (existing) => withFile(existing, token, view, slot, file, savedAt));
}

export async function forgetSong(token: string): Promise<void> {
  await db.songs.delete(token);
}

/** What the page asks the song store's worker, and what it answers (deviceSongStore.ts, songStoreWorker.ts). */
export type SongStoreCall =
  | { op: 'find'; args: [token: string] }
  | { op: 'saveView'; args: Parameters<typeof saveSongView> }
  | { op: 'saveFile'; args: Parameters<typeof saveSongFile> }
  | { op: 'forget'; args: [token: string] };

export type SongStoreRequest = SongStoreCall & { id: number };

export type SongStoreReply = { id: number; ok: true; value?: StoredSong } | { id: number; ok: false; error: string };

/** Carries out one call (in the worker, or in the page). */
export async function runSongStoreCall(call: SongStoreCall): Promise<StoredSong | undefined> {
  switch (call.op) {
    case 'find':
      return findStoredSong(...call.args);
    case 'saveView':
      return void (await saveSongView(...call.args));
    case 'saveFile':
      return void (await saveSongFile(...call.args));
    case 'forget':
      return void (await forgetSong(...call.args));
  }
}
