// Queries for provider webhook events: each event id is applied once.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Records the event id; answers false when it was recorded before (a replay). */
export async function recordWebhookEvent(db: Kysely<Database>, id: string, type: string, now: string): Promise<boolean> {
  const r = await db
    .insertInto('webhook_events')
    .values({ id, type, received_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return r.numInsertedOrUpdatedRows === 1n;
}
