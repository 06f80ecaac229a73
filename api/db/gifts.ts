// Queries for gift dates (issue 25): an order's gift found by its order or by the recipient's token, and the
// reveal recorded once.
import type { Kysely } from 'kysely';
import type { Database, OrderGiftRow } from './schema';

export interface NewGift {
  orderId: string;
  token: string;
  revealAt: string | null;
  recipientEmail: string | null;
  now: string;
}

/** Records an order's gift; call in the transaction that inserted the order. */
export async function insertGift(db: Kysely<Database>, g: NewGift): Promise<void> {
  await db
    .insertInto('order_gifts')
    .values({ order_id: g.orderId, token: g.token, reveal_at: g.revealAt, recipient_email: g.recipientEmail, created_at: g.now })
    .execute();
}

/** The gift of an order, or the one a recipient's token names, with whether its order is paid. */
export async function findGift(db: Kysely<Database>, where: { orderId: string } | { token: string }) {
  const query = db
    .selectFrom('order_gifts as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .selectAll('g')
    .select(['o.payment_status']);
  return ('orderId' in where ? query.where('g.order_id', '=', where.orderId) : query.where('g.token', '=', where.token)).executeTakeFirst();
}

export type FoundGift = NonNullable<Awaited<ReturnType<typeof findGift>>>;

/** The gifts of the orders named: one query for a whole list. */
export async function giftsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderGiftRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom('order_gifts').selectAll().where('order_id', 'in', orderIds).execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** Records the reveal unless it was recorded before: answers whether this call did. */
export async function markGiftRevealed(db: Kysely<Database>, orderId: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('order_gifts')
    .set({ revealed_at: now })
    .where('order_id', '=', orderId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}
