// Every transaction of the shop runs alone, as it always has on SQLite (one writer at a time): on PostgreSQL
// each first takes one advisory lock, held until it commits or rolls back, so a check and the write that
// depends on it (a spot, a rate limit, a mail cap) are never interleaved with another process's.
import { sql, type Kysely, type Transaction } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/** The advisory lock's key: any number no other application on the same database uses. */
const SHOP_TRANSACTION_LOCK = 7_305_513_209;

export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(work);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SHOP_TRANSACTION_LOCK})`.execute(trx);
    return work(trx);
  });
}
