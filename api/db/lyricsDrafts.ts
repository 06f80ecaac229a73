// Queries of lyrics approval (issue 26, item 4): an order's drafts, a new draft (one per order and version), the
// buyer's answer stored once, and the minutes the order's due time moves by.
import type { Kysely } from 'kysely';
import type { Database, LyricsDraftRow } from './schema';

/** The drafts of the orders named, oldest version first: one query for a whole list. */
export async function draftsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, LyricsDraftRow[]>> {
  const byOrder = new Map<string, LyricsDraftRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('lyrics_drafts').selectAll().where('order_id', 'in', orderIds).orderBy('version').execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

export async function findLyricsDraft(db: Kysely<Database>, id: string): Promise<LyricsDraftRow | undefined> {
  return db.selectFrom('lyrics_drafts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest draft of an order, if any. */
export async function latestLyricsDraft(db: Kysely<Database>, orderId: string): Promise<LyricsDraftRow | undefined> {
  return db.selectFrom('lyrics_drafts').selectAll().where('order_id', '=', orderId).orderBy('version', 'desc').executeTakeFirst();
}

/** Whether a draft of the order waits for the buyer's answer now. */
export async function hasWaitingDraft(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lyrics_drafts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('version', '=', 1)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a draft unless the order already has this version: answers whether this call stored it. */
export async function insertLyricsDraft(
  db: Kysely<Database>,
  row: { id: string; orderId: string; version: 1 | 2; text: string; sentBy: string | null; sentAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('lyrics_drafts')
    .values({
      id: row.id,
      order_id: row.orderId,
      version: row.version,
      text: row.text,
      sent_by: row.sentBy,
      sent_at: row.sentAt,
      answer: null,
      answered_at: null,
      change_note: null,
    })
    .onConflict((oc) => oc.columns(['order_id', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Stores the answer if the draft still waits for one: answers whether this call stored it. */
export async function answerLyricsDraft(
  db: Kysely<Database>,
  answer: { id: string; answer: string; at: string; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('lyrics_drafts')
    .set({ answer: answer.answer, answered_at: answer.at, change_note: answer.note })
    .where('id', '=', answer.id)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves the order's due time later by `minutes`. */
export async function addDueShift(db: Kysely<Database>, orderId: string, minutes: number, now: string): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ due_shift_minutes: eb('due_shift_minutes', '+', minutes), updated_at: now }))
    .where('id', '=', orderId)
    .execute();
}

/** What lyrics approval reads of an order: its state, its promise and its buyer. */
export async function lyricsOrderFacts(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'public_token',
      'email',
      'customer_name',
      'recipient_name',
      'status',
      'payment_status',
      'paid_at',
      'delivery_hours',
      'due_shift_minutes',
      'rush_delivery',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
