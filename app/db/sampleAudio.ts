// Sample songs kept in IndexedDB: the 10 most recently played or preloaded, the oldest evicted.
import { askForPersistentStorage, db, type CachedAudio } from './database';

export const AUDIO_CACHE_LIMIT = 10;

export async function findCachedAudio(url: string): Promise<CachedAudio | undefined> {
  return db.sampleAudio.get(url);
}

export async function touchCachedAudio(url: string, now = Date.now()): Promise<void> {
  await db.sampleAudio.update(url, { lastUsedAt: now });
}

export async function storeAudio(url: string, blob: Blob, now = Date.now()): Promise<void> {
  askForPersistentStorage();
  await db.transaction('rw', db.sampleAudio, async () => {
    await db.sampleAudio.put({ url, blob, bytes: blob.size, lastUsedAt: now });
    const count = await db.sampleAudio.count();
    if (count > AUDIO_CACHE_LIMIT) {
      const oldest = await db.sampleAudio.orderBy('lastUsedAt').limit(count - AUDIO_CACHE_LIMIT).primaryKeys();
      await db.sampleAudio.bulkDelete(oldest);
    }
  });
}

export async function cachedAudioUrls(): Promise<string[]> {
  return (await db.sampleAudio.orderBy('lastUsedAt').primaryKeys()) as string[];
}
