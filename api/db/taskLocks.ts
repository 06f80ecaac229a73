// Locks held by a task anywhere in the shop, as rows: every process sees them, and one whose holder died
// runs out at its time.
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { inTransaction } from './transaction';

/** Takes the lock unless another holder has it (an expired hold is dropped first); answers whether it did. */
export async function takeTaskLock(
  db: Kysely<Database>,
  lock: { key: string; holder: string; now: string; until: string },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('task_locks').where('key', '=', lock.key).where('held_until', '<', lock.now).execute();
    const result = await trx
      .insertInto('task_locks')
      .values({ key: lock.key, holder: lock.holder, held_until: lock.until })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}

export async function dropTaskLock(db: Kysely<Database>, key: string, holder: string): Promise<void> {
  await db.deleteFrom('task_locks').where('key', '=', key).where('holder', '=', holder).execute();
}
