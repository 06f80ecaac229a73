// Refunds as the admin and the buyer see them: the ones made (a refund still being asked of the provider is not shown).
import type { Kysely } from 'kysely';
import type { OrderRefund } from '../../../shared/refunds';
import { refundsOfOrders, type RefundRow } from '../../db/refunds';
import type { Database } from '../../db/schema';

export const toView = (r: RefundRow): OrderRefund => ({
  id: r.id,
  amountCents: r.amount_cents,
  currency: r.currency,
  reason: r.reason,
  source: r.source,
  createdAt: r.created_at,
});

/** Each order's refunds, oldest first. */
export async function refundViews(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderRefund[]>> {
  const rows = await refundsOfOrders(db, orderIds);
  return new Map([...rows].map(([id, list]) => [id, list.filter((r) => r.status === 'succeeded').map(toView)]));
}
