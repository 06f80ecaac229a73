// Orders and their payment as Kysely sees them: orders with their add-ons and gift dates, discount codes, applied webhook events, test checkouts.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AssignmentColumns, DeliveryColumns } from './delivery';

export interface OrdersTable extends DeliveryColumns, AssignmentColumns {
  id: string;
  /** The wizard's draft id: a retried submit finds the order it already made. */
  draft_id: string;
  /** The key of the order page (/order/{token}) in the confirmation mail. */
  public_token: string;
  recipient_name: string;
  use_name_in_lyrics: number;
  name_pronunciation: string | null;
  occasion: string;
  customer_name: string | null;
  story: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  email: string;
  rush_delivery: number;
  discount_code: string | null;
  discount_percent: Generated<number>;
  discount_cents: Generated<number>;
  base_cents: number;
  rush_fee_cents: number;
  /** The chosen add-ons' prices summed (order_add_ons holds each). */
  add_ons_cents: Generated<number>;
  /** The buyer's tip for the musicians: never discounted. */
  tip_cents: Generated<number>;
  total_cents: number;
  currency: string;
  delivery_hours: number;
  /** The page whose offer priced the order (an OFFER_PAGES name). */
  offer: Generated<string>;
  status: Generated<string>;
  payment_status: Generated<string>;
  provider: string | null;
  provider_session_id: string | null;
  provider_session_url: string | null;
  session_amount_cents: number | null;
  session_expires_at: string | null;
  paid_at: string | null;
  /** The production board's stage (issue 26, a BOARD_STAGES name); null: Brief. Delivered is read from the status. */
  stage: string | null;
  /** What has been refunded (or is being refunded) so far; never more than total_cents. */
  refunded_cents: Generated<number>;
  /** The guarantee's compensation once delivered late: 'rush_refund' or 'discount'; null when none. */
  guarantee: string | null;
  /** The discount code the guarantee gave. */
  guarantee_code: string | null;
  guarantee_at: string | null;
  /** Minutes the shop waited for the buyer's answer on its lyrics (issue 26): the due time moves by them. */
  due_shift_minutes: Generated<number>;
  /** The buyer's own words for the recipient, shown on the song page. */
  dedication: string | null;
  created_at: string;
  updated_at: string;
}

/** What an order chose of the add-ons, as sold then: the owner's later edits of an add-on change no order. */
export interface OrderAddOnsTable {
  id: string;
  order_id: string;
  add_on_id: string;
  name: string;
  price_cents: number;
  /** The add-on's place in the shop's list when the order was made. */
  position: number;
}

/** A gift date (issue 25): when the recipient hears the song, where they are mailed then, and their own link. */
export interface OrderGiftsTable {
  order_id: string;
  /** The key of the recipient's page (/gift/{token}): neither the order's nor the song page's. */
  token: string;
  /** The moment chosen (ISO UTC); null: as soon as the song is ready. */
  reveal_at: string | null;
  recipient_email: string | null;
  /** When the reveal job ran (and mailed the recipient): once. */
  revealed_at: string | null;
  created_at: string;
}

export interface DiscountCodesTable {
  code: string;
  percent_off: number;
  kind: 'first_order' | 'abandoned';
  email: string | null;
  uses: Generated<number>;
  max_uses: number | null;
  expires_at: string | null;
  source_order_id: string | null;
  created_at: string;
}

/** Provider event ids already applied: a replayed webhook changes nothing. */
export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The built-in checkout used when no Stripe key is set (DESIGN §5). */
export interface TestCheckoutSessionsTable {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: Generated<'open' | 'complete' | 'expired'>;
  success_url: string;
  cancel_url: string;
  /** The lines the page lists (ChargeLine[] as JSON): the song, each add-on, the tip. */
  line_items: Generated<string>;
  created_at: string;
  expires_at: string;
}

/** A lyrics draft sent to the buyer for approval (issue 26): version 1, or 2 after the one change asked. */
export interface LyricsDraftsTable {
  id: string;
  order_id: string;
  version: number;
  text: string;
  /** The staff account that sent it; null: the owner's password session. */
  sent_by: string | null;
  sent_at: string;
  /** null while waiting (version 1), 'approved', 'change_requested' or 'auto_approved'. */
  answer: string | null;
  answered_at: string | null;
  change_note: string | null;
}

export type OrderRow = Selectable<OrdersTable>;
export type LyricsDraftRow = Selectable<LyricsDraftsTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderAddOnRow = Selectable<OrderAddOnsTable>;
export type OrderGiftRow = Selectable<OrderGiftsTable>;
export type NewOrderAddOnRow = Insertable<OrderAddOnsTable>;
export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionsTable>;

/** A refund of (part of) an order: made from the admin, by the guarantee, or found in Stripe's dashboard. */
export interface RefundsTable {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  /** The owner's own words (Stripe's `reason` takes only three values; these go in its metadata). */
  reason: string;
  source: 'admin' | 'stripe' | 'guarantee';
  /** `pending` while the provider is asked; the amount is already counted in `orders.refunded_cents`. */
  status: 'pending' | 'succeeded';
  /** The browser's id for the request: a retried click finds this refund. */
  request_id: string | null;
  provider_refund_id: string | null;
  actor_id: string | null;
  actor_label: string;
  created_at: string;
  updated_at: string;
}

export type RefundRow = Selectable<RefundsTable>;
