// Free-song applications made without a connection, kept in IndexedDB until they are sent (one row per clientId).
import { askForPersistentStorage, db, type QueuedFreeSong } from '../../core/db/database';

/** Keeps an application for later; queuing the same clientId again replaces the row, never adds one. */
export async function queueFreeSong(entry: Omit<QueuedFreeSong, 'queuedAt'>, now = Date.now()): Promise<void> {
  askForPersistentStorage();
  await db.transaction('rw', db.freeSongQueue, async () => {
    const existing = await db.freeSongQueue.get(entry.clientId);
    await db.freeSongQueue.put({ ...entry, queuedAt: existing?.queuedAt ?? now });
  });
}

/** The application waiting longest, or undefined when none waits. */
export async function oldestQueuedFreeSong(): Promise<QueuedFreeSong | undefined> {
  return db.freeSongQueue.orderBy('queuedAt').first();
}

/** Forgets an application once the shop has answered for it (stored, or refused for good). */
export async function forgetQueuedFreeSong(clientId: string): Promise<void> {
  await db.freeSongQueue.delete(clientId);
}

export async function countQueuedFreeSongs(): Promise<number> {
  return db.freeSongQueue.count();
}
