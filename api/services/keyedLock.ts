// Runs tasks one at a time per key (e.g. per order); different keys run in parallel. Inside this process the
// tasks queue up; with `shared`, each also holds a lock row, so a task with the same key in another process
// serving the shop (behind the same load balancer) waits for it too.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dropTaskLock, takeTaskLock } from '../db/taskLocks';
import { newId } from '../ids';
import type { Clock } from './clock';

export interface KeyedLock {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** A task holds its lock row at most this long: one left by a process that died frees itself then. */
const HOLD_MS = 2 * 60_000;
const RETRY_MS = 50;

export function createKeyedLock(shared?: { db: Kysely<Database>; clock: Clock }): KeyedLock {
  const tails = new Map<string, Promise<unknown>>();
  const holder = newId();

  async function held<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (!shared) return task();
    const { db, clock } = shared;
    for (;;) {
      const now = clock.now();
      const lock = { key, holder, now: now.toISOString(), until: new Date(now.getTime() + HOLD_MS).toISOString() };
      if (await takeTaskLock(db, lock)) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await task();
    } finally {
      await dropTaskLock(db, key, holder);
    }
  }

  return {
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(() => held(key, task));
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
