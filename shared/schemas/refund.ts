// A refund the owner asks for (POST /api/admin/orders/{id}/refund): an optional amount (none: all that is left) and a reason.
import { z } from 'zod';
import { REFUND_MESSAGES } from '../refunds';
import { text } from './fields';

export const REFUND_REASON_MAX = 500;

export const refundRequestSchema = z.strictObject({
  amountCents: z
    .number({ error: REFUND_MESSAGES.amountNotWhole })
    .int({ error: REFUND_MESSAGES.amountNotWhole })
    .positive({ error: REFUND_MESSAGES.amountNotPositive })
    .max(100_000_000, { error: 'The amount is too large' })
    .optional(),
  reason: text('Reason', REFUND_REASON_MAX, REFUND_MESSAGES.reasonMissing),
  /** The browser's id for this request: a retried or double-clicked request refunds once. */
  requestId: z
    .string({ error: REFUND_MESSAGES.requestIdInvalid })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: REFUND_MESSAGES.requestIdInvalid })
    .optional(),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;
