// Sample songs kept in IndexedDB: the 10 most recently played or preloaded, the oldest evicted.
import { askForPersistentStorage, db, type CachedAudio } from '../../core/db/database';

export const AUDIO_CACHE_LIMIT = 10;

export async function findCachedAudio(url: string): Promise<CachedAudio | undefined> {
  return db.sampleAudio.get(url);
}

export async function touchCachedAudio(url: string, now = Date.now()): Promise<void> {
  await db.sampleAudio.update(url, { lastUsedAt: now });
}

/**
 * Keeps a song. A played song evicts the least recently used beyond the limit; a preloaded one only
 * fills a free place, so preloading never pushes out a song the visitor chose to hear.
 */
export async function storeAudio(url: string, blob: Blob, options: { evict: boolean }, now = Date.now()): Promise<boolean> {
  askForPersistentStorage();
  return db.transaction('rw', db.sampleAudio, async () => {
    if (!options.evict && (await db.sampleAudio.count()) >= AUDIO_CACHE_LIMIT) return false;
    await db.sampleAudio.put({ url, blob, bytes: blob.size, lastUsedAt: now });
    const count = await db.sampleAudio.count();
    if (count > AUDIO_CACHE_LIMIT) {
      const oldest = await db.sampleAudio
        .orderBy('lastUsedAt')
        .limit(count - AUDIO_CACHE_LIMIT)
        .primaryKeys();
      await db.sampleAudio.bulkDelete(oldest);
    }
    return true;
  });
}

export async function countCachedAudio(): Promise<number> {
  return db.sampleAudio.count();
}
