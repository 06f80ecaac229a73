// The refund form in the order dialog: an amount typed in dollars (all that is left unless the owner changes it)
// and a reason, checked by the API's own schema and the same "more than what is left" rule, in the same words.
import type { AdminOrder } from '../../../shared/admin-api-types';
import { refundTooLarge } from '../../../shared/refunds';
import { refundRequestSchema, type RefundRequest } from '../../../shared/schemas/refund';
import { centsToDollars, parseDollars } from '../kit/dollars';

export type RefundField = 'amount' | 'reason';
export type RefundFormValues = Record<RefundField, string>;
export type RefundErrors = Partial<Record<RefundField, string>>;

export const REFUND_AMOUNT_HINT = 'Enter an amount in dollars, like 39.50';
export const REFUND_AMOUNT_MISSING = 'Enter the amount to refund';

/** What the order was paid, what went back so far, and what is left to refund, in cents. */
export function refundMoney(order: Pick<AdminOrder, 'price' | 'refundedCents' | 'paymentStatus'>) {
  const refunded = order.refundedCents ?? (order.paymentStatus === 'refunded' ? order.price : 0);
  return { paid: order.price, refunded, left: Math.max(0, order.price - refunded) };
}

/** Whether the order took money the shop could give back (a pending order has none). */
export const isRefundable = (order: Pick<AdminOrder, 'paymentStatus'>) =>
  order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';

/** The form as it opens: all that is left, and no reason yet. */
export function refundFormStart(leftCents: number): RefundFormValues {
  return { amount: leftCents > 0 ? centsToDollars(leftCents) : '', reason: '' };
}

/** The request to send, or each field's error. */
export function formToRefund(
  values: RefundFormValues,
  leftCents: number,
  currency: string,
): { ok: true; value: RefundRequest } | { ok: false; errors: RefundErrors } {
  const errors: RefundErrors = {};
  const cents = parseDollars(values.amount);
  if (cents === null) errors.amount = REFUND_AMOUNT_MISSING;
  else if (Number.isNaN(cents)) errors.amount = REFUND_AMOUNT_HINT;
  else if (cents > leftCents) errors.amount = refundTooLarge(leftCents, currency);
  const parsed = refundRequestSchema.safeParse({
    amountCents: cents === null || Number.isNaN(cents) ? undefined : cents,
    reason: values.reason,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field: RefundField = issue.path[0] === 'amountCents' ? 'amount' : 'reason';
      errors[field] ??= issue.message;
    }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
