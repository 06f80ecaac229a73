// The wizard's look-up of a discount code before the order exists (GET /api/discount-codes/{code}?email=):
// the code and the email follow the order form's own rules and messages, so both sides agree on what is valid.
import { z } from 'zod';
import { step3Schema, WIZARD_MESSAGES } from './order';

export const discountCheckSchema = z.strictObject({
  code: step3Schema.shape.discountCode.unwrap().min(1, { error: WIZARD_MESSAGES.discountCode }),
  /** The customer's email when they have typed one: codes mailed to someone, and FREELOVE20's first order, depend on it. */
  email: step3Schema.shape.email.optional(),
});

export type DiscountCheck = z.output<typeof discountCheckSchema>;
