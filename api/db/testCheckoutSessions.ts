// Queries for the built-in test-mode checkout sessions (used when no Stripe key is set).
import type { Insertable, Kysely } from 'kysely';
import type { ChargeLine } from '../../shared/pricing';
import type { Database, TestCheckoutSessionsTable } from './schema';

export async function insertTestSession(db: Kysely<Database>, row: Insertable<TestCheckoutSessionsTable>): Promise<void> {
  await db.insertInto('test_checkout_sessions').values(row).execute();
}

/** The session with its order's email (the page shows who pays). */
export async function findTestSession(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('test_checkout_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.order_id',
      's.amount_cents',
      's.currency',
      's.status',
      's.success_url',
      's.cancel_url',
      's.line_items',
      's.created_at',
      's.expires_at',
      'o.email',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Completes an open, unexpired session; answers whether it did (one statement: a session is paid once). */
export async function completeTestSession(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('test_checkout_sessions')
    .set({ status: 'complete' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function expireTestSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('test_checkout_sessions').set({ status: 'expired' }).where('id', '=', id).where('status', '=', 'open').execute();
}

/** A session's stored lines; an empty list for sessions made before they were kept. */
export function chargeLinesOf(json: string): ChargeLine[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as ChargeLine[]) : [];
}
