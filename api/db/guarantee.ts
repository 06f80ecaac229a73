// Queries for the guarantee on late orders: the order's promise, and its compensation stored once.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function guaranteeFacts(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'email',
      'paid_at',
      'delivery_hours',
      'due_shift_minutes',
      'rush_delivery',
      'rush_fee_cents',
      'currency',
      'guarantee',
      'guarantee_code',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Stores the compensation if none was stored: answers whether this call stored it. */
export async function setGuarantee(
  db: Kysely<Database>,
  orderId: string,
  kind: string,
  code: string | null,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ guarantee: kind, guarantee_code: code, guarantee_at: now })
    .where('id', '=', orderId)
    .where('guarantee', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}
