// Free-song applications made without a connection, kept in IndexedDB until they are sent (one row per clientId).
// Dexie loads only when an application is queued, waits, or is forgotten: a visit with nothing waiting finds that
// out without it (core/db/peek.ts), so the form's code is not evaluated with Dexie's.
import type { QueuedFreeSong } from '../../core/db/database';
import { hasQueuedFreeSongs } from '../../core/db/peek';

const database = () => import('../../core/db/database');

/** Keeps an application for later; queuing the same clientId again replaces the row, never adds one. */
export async function queueFreeSong(entry: Omit<QueuedFreeSong, 'queuedAt'>, now = Date.now()): Promise<void> {
  const { askForPersistentStorage, db } = await database();
  askForPersistentStorage();
  await db.transaction('rw', db.freeSongQueue, async () => {
    const existing = await db.freeSongQueue.get(entry.clientId);
    await db.freeSongQueue.put({ ...entry, queuedAt: existing?.queuedAt ?? now });
  });
}

/** The application waiting longest, or undefined when none waits. */
export async function oldestQueuedFreeSong(): Promise<QueuedFreeSong | undefined> {
  if (!(await hasQueuedFreeSongs())) return undefined;
  const { db } = await database();
  return db.freeSongQueue.orderBy('queuedAt').first();
}

/** Forgets an application once the shop has answered for it (stored, or refused for good). */
export async function forgetQueuedFreeSong(clientId: string): Promise<void> {
  const { db } = await database();
  await db.freeSongQueue.delete(clientId);
}
