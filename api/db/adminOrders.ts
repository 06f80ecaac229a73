// Queries for orders as the admin area sees them: paid (and refunded) orders only, with their files' types.
import type { Kysely } from 'kysely';
import type { PricedAddOn } from '../../shared/pricing';
import type { Database } from './schema';

function selectPaidWithFileTypes(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('media_files as song', 'song.id', 'o.song_media_id')
    .leftJoin('media_files as lyrics', 'lyrics.id', 'o.lyrics_media_id')
    .selectAll('o')
    .select(['song.content_type as song_type', 'lyrics.content_type as lyrics_type'])
    .where('o.payment_status', 'in', ['paid', 'refunded']);
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>[number];

/** Newest first. */
export async function listAdminOrders(db: Kysely<Database>) {
  return selectPaidWithFileTypes(db).orderBy('o.created_at', 'desc').orderBy('o.id').execute();
}

/** A paid or refunded order; an unpaid one is not the admin's (yet). */
export async function findAdminOrder(db: Kysely<Database>, id: string) {
  return selectPaidWithFileTypes(db).where('o.id', '=', id).executeTakeFirst();
}

/** The add-ons of the orders named, as sold, in each order's own order of them: one query for a whole list. */
export async function addOnsOfOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, PricedAddOn[]>> {
  const byOrder = new Map<string, PricedAddOn[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('order_add_ons')
    .select(['order_id', 'add_on_id', 'name', 'price_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const r of rows)
    byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), { id: r.add_on_id, name: r.name, priceCents: r.price_cents }]);
  return byOrder;
}
