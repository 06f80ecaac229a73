// Queries for refunds: reserving an amount against what is left (one guarded statement, so two refunds can never
// add up to more than was paid), confirming or taking it back, and reading an order's refunds.
import { sql, type Kysely } from 'kysely';
import type { Database, RefundRow } from './schema';

export type { RefundRow };

export async function findRefundByRequest(db: Kysely<Database>, orderId: string, requestId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).where('request_id', '=', requestId).executeTakeFirst();
}

/** The order's money as refunds see it. */
export async function refundState(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'email',
      'customer_name',
      'recipient_name',
      'public_token',
      'payment_status',
      'total_cents',
      'refunded_cents',
      'currency',
      'provider',
      'provider_session_id',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Counts `amount` as refunded if it still fits in what was paid and the order is paid: answers false (and
 * changes nothing) when another refund took the room first.
 */
export async function reserveRefund(db: Kysely<Database>, orderId: string, amount: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ refunded_cents: sql<number>`refunded_cents + ${amount}`, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .where(sql<boolean>`refunded_cents + ${amount} <= total_cents`)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Takes back a reservation the provider refused. */
export async function releaseRefund(db: Kysely<Database>, refund: RefundRow, now: string): Promise<void> {
  await db.deleteFrom('refunds').where('id', '=', refund.id).where('status', '=', 'pending').execute();
  await db
    .updateTable('orders')
    .set({ refunded_cents: sql<number>`refunded_cents - ${refund.amount_cents}`, updated_at: now })
    .where('id', '=', refund.order_id)
    .execute();
}

export async function insertRefund(db: Kysely<Database>, row: RefundRow): Promise<void> {
  await db.insertInto('refunds').values(row).execute();
}

export async function confirmRefund(db: Kysely<Database>, id: string, providerRefundId: string | null, now: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'succeeded', provider_refund_id: providerRefundId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Payment status `refunded` once all that was paid is refunded. */
export async function markRefundedIfWhole(db: Kysely<Database>, orderId: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ payment_status: 'refunded', updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .where(sql<boolean>`refunded_cents >= total_cents`)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function findRefund(db: Kysely<Database>, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRefundByProviderId(db: Kysely<Database>, providerRefundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('provider_refund_id', '=', providerRefundId).executeTakeFirst();
}

/** Each order's refunds, oldest first. */
export async function refundsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db.selectFrom('refunds').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
  for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
  return byOrder;
}
