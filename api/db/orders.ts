// Queries for orders. Rows become `Order` here, once: 0/1 to booleans, the checkout session as one object.
import { sql, type Kysely } from 'kysely';
import type { PaymentStatus, OrderStatus } from '../../shared/enums';
import { OFFER_PAGES, type OfferPage } from '../../shared/offers';
import type { OrderPrice, PricedAddOn } from '../../shared/pricing';
import type { Database, NewOrderRow, OrderRow } from './schema';

export type PaymentProviderName = 'stripe' | 'test';

export interface StoredSession {
  id: string;
  url: string;
  amountCents: number;
  expiresAt: string;
}

export interface Order {
  id: string;
  draftId: string;
  publicToken: string;
  recipientName: string;
  useNameInLyrics: boolean;
  namePronunciation: string | null;
  occasion: string;
  customerName: string | null;
  story: string;
  /** The buyer's own words for the recipient (the song page shows them). */
  dedication: string | null;
  mood: string;
  genre: string;
  vocalPreference: string;
  email: string;
  rushDelivery: boolean;
  discountCode: string | null;
  discountPercent: number;
  /** The page whose offer priced it: its promise is that offer's. */
  offer: OfferPage;
  /** The add-ons chosen, as sold then (name and price), in the shop's order. */
  addOns: PricedAddOn[];
  price: OrderPrice;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  provider: PaymentProviderName | null;
  /** The checkout session the customer was last sent to, while the order is unpaid (or the one that paid it). */
  session: StoredSession | null;
  paidAt: string | null;
  /** Minutes the due time moved while the shop waited for the buyer's answer on the lyrics (issue 26). */
  dueShiftMinutes: number;
  createdAt: string;
  updatedAt: string;
}

const offerPage = (value: string): OfferPage => ((OFFER_PAGES as readonly string[]).includes(value) ? (value as OfferPage) : 'wizard');

function orderFromRow(r: OrderRow, addOns: PricedAddOn[]): Order {
  return {
    id: r.id,
    draftId: r.draft_id,
    publicToken: r.public_token,
    recipientName: r.recipient_name,
    useNameInLyrics: r.use_name_in_lyrics === 1,
    namePronunciation: r.name_pronunciation,
    occasion: r.occasion,
    customerName: r.customer_name,
    story: r.story,
    dedication: r.dedication,
    mood: r.mood,
    genre: r.genre,
    vocalPreference: r.vocal_preference,
    email: r.email,
    rushDelivery: r.rush_delivery === 1,
    discountCode: r.discount_code,
    discountPercent: r.discount_percent,
    offer: offerPage(r.offer),
    addOns,
    price: {
      baseCents: r.base_cents,
      rushFeeCents: r.rush_fee_cents,
      addOnsCents: r.add_ons_cents,
      discountCents: r.discount_cents,
      tipCents: r.tip_cents,
      totalCents: r.total_cents,
      currency: r.currency,
      deliveryHours: r.delivery_hours,
    },
    status: r.status as OrderStatus,
    paymentStatus: r.payment_status as PaymentStatus,
    provider: r.provider as PaymentProviderName | null,
    session:
      r.provider_session_id && r.provider_session_url !== null && r.session_amount_cents !== null && r.session_expires_at !== null
        ? { id: r.provider_session_id, url: r.provider_session_url, amountCents: r.session_amount_cents, expiresAt: r.session_expires_at }
        : null,
    paidAt: r.paid_at,
    dueShiftMinutes: r.due_shift_minutes,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** An order's price as its columns: for a new order's row and for a new price. */
export const orderPriceColumns = (p: OrderPrice) => ({
  base_cents: p.baseCents,
  rush_fee_cents: p.rushFeeCents,
  add_ons_cents: p.addOnsCents,
  tip_cents: p.tipCents,
  discount_cents: p.discountCents,
  total_cents: p.totalCents,
  currency: p.currency,
  delivery_hours: p.deliveryHours,
});

async function findBy(db: Kysely<Database>, column: 'id' | 'draft_id' | 'public_token', value: string): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where(column, '=', value).executeTakeFirst();
  return row && orderFromRow(row, await orderAddOns(db, row.id));
}

/** The add-ons an order chose, as sold then, in the shop's order at the time. */
export async function orderAddOns(db: Kysely<Database>, orderId: string): Promise<PricedAddOn[]> {
  const rows = await db
    .selectFrom('order_add_ons')
    .select(['add_on_id', 'name', 'price_cents'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ id: r.add_on_id, name: r.name, priceCents: r.price_cents }));
}

/** Records a new order's add-ons; call in the transaction that inserted the order. */
export async function insertOrderAddOns(db: Kysely<Database>, orderId: string, addOns: readonly PricedAddOn[]): Promise<void> {
  if (!addOns.length) return;
  await db
    .insertInto('order_add_ons')
    .values(
      addOns.map((a, position) => ({
        id: `${orderId}:${a.id}`,
        order_id: orderId,
        add_on_id: a.id,
        name: a.name,
        price_cents: a.priceCents,
        position,
      })),
    )
    .execute();
}

export const findOrder = (db: Kysely<Database>, id: string) => findBy(db, 'id', id);
export const findOrderByDraft = (db: Kysely<Database>, draftId: string) => findBy(db, 'draft_id', draftId);
export const findOrderByToken = (db: Kysely<Database>, token: string) => findBy(db, 'public_token', token);

/**
 * Inserts the row as it is, unless its draft already made an order: the unique draft id is what keeps one
 * order per draft, so this answer (false: the draft had one) is the only check of it.
 */
export async function insertOrder(db: Kysely<Database>, row: NewOrderRow): Promise<boolean> {
  const result = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.column('draft_id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

const unpaid = (db: Kysely<Database>, id: string) => db.updateTable('orders').where('id', '=', id).where('payment_status', '=', 'pending');

/** A new price after the customer changed rush delivery; only while unpaid. */
export async function repriceOrder(
  db: Kysely<Database>,
  id: string,
  rushDelivery: boolean,
  price: OrderPrice,
  now: string,
): Promise<boolean> {
  const r = await unpaid(db, id)
    .set({ rush_delivery: rushDelivery ? 1 : 0, ...orderPriceColumns(price), updated_at: now })
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function attachSession(
  db: Kysely<Database>,
  id: string,
  provider: PaymentProviderName,
  s: StoredSession,
  now: string,
): Promise<boolean> {
  const r = await unpaid(db, id)
    .set({
      provider,
      provider_session_id: s.id,
      provider_session_url: s.url,
      session_amount_cents: s.amountCents,
      session_expires_at: s.expiresAt,
      updated_at: now,
    })
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Forgets the stored session if it is still this one (it expired or its payment failed). */
export async function clearSession(db: Kysely<Database>, id: string, sessionId: string, now: string): Promise<void> {
  await unpaid(db, id)
    .where('provider_session_id', '=', sessionId)
    .set({ provider_session_id: null, provider_session_url: null, session_amount_cents: null, session_expires_at: null, updated_at: now })
    .execute();
}

/**
 * Marks the order paid: one conditional statement, so of any number of parallel confirmations
 * (webhook, session check, test-mode pay) exactly one answers true.
 */
export async function markOrderPaid(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const r = await unpaid(db, id).set({ payment_status: 'paid', paid_at: now, updated_at: now }).executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Whether this address ever paid an order (refunded later, in part or in full, still counts: it is not a first order). */
export async function hasPaidOrder(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('payment_status', 'in', ['paid', 'refunded'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
