// Refunds as the admin and the buyer see them (issue 26, item 6), and the guarantee's note on a late order (item 7).

export const REFUND_MESSAGES = {
  reasonMissing: 'Please give a reason for the refund',
  amountNotWhole: 'The amount must be a whole number of cents',
  amountNotPositive: 'The amount must be more than zero',
  notPaid: 'This order is not paid: there is nothing to refund',
  nothingLeft: 'This order has been refunded in full already',
  requestIdInvalid: 'The request id must be 1 to 100 letters, digits, dashes or underscores',
} as const;

/** More than what is left: the message names what is left. */
export const refundTooLarge = (leftCents: number, currency: string) =>
  `That is more than what is left to refund (${formatCents(leftCents, currency)})`;

export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The owner's switch for the guarantee on late orders: 'true' (the default, also when the shop has no row) or 'false'. */
export const GUARANTEE_SETTING = 'guarantee_enabled';

export type RefundSource = 'admin' | 'stripe' | 'guarantee';

export interface OrderRefund {
  id: string;
  amountCents: number;
  currency: string;
  /** The owner's words (or "Refunded in Stripe's dashboard", or the guarantee's). */
  reason: string;
  source: RefundSource;
  createdAt: string;
}

/** The compensation an order delivered after its due time received, once. */
export type OrderGuarantee =
  { kind: 'rush_refund'; amountCents: number; currency: string } | { kind: 'discount'; code: string; percentOff: number };

/** What the guarantee gives an order that is late, in the words the order page and the delivery mail use. */
export function guaranteeSentence(g: OrderGuarantee): string {
  if (g.kind === 'rush_refund')
    return `Your song arrived after the time we promised, so we refunded your rush fee (${formatCents(g.amountCents, g.currency)}). It reaches your card in 5-7 business days.`;
  return `Your song arrived after the time we promised. To make up for it, here is ${g.percentOff}% off your next song: ${g.code}`;
}
