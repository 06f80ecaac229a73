// Discount codes: using one (FREELOVE20 for a first order, or a mailed single-use code) and making the
// code mailed after an abandoned checkout.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { claimDiscountCode, findCodeForOrder, insertCodeForOrder } from '../../db/discountCodes';
import { hasPaidOrder } from '../../db/orders';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';

export const ABANDONED_DISCOUNT = { percentOff: 15, validDays: 14 } as const;

// No 0/O or 1/I: the code is typed from a mail.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newAbandonedCode(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SONG${ABANDONED_DISCOUNT.percentOff}-${suffix}`;
}

/**
 * Uses the code for this email inside the caller's transaction, answering its percentage; a code that does
 * not apply is a 400 and, thrown inside the transaction, leaves nothing behind.
 */
export async function useDiscountCode(trx: Kysely<Database>, code: string, email: string, now: string): Promise<{ code: string; percentOff: number }> {
  const claimed = await claimDiscountCode(trx, code, email, now);
  if (!claimed) throw badRequest(WIZARD_MESSAGES.discountUnknown);
  if (claimed.kind === 'first_order' && (await hasPaidOrder(trx, email))) throw badRequest(WIZARD_MESSAGES.discountUnknown);
  return { code: claimed.code, percentOff: claimed.percentOff };
}

/** The single-use code for an unpaid order's email: made once per order, the same on every retry. */
export async function codeForAbandonedOrder(db: Kysely<Database>, order: { id: string; email: string }, now: Date) {
  const expiresAt = new Date(now.getTime() + ABANDONED_DISCOUNT.validDays * 86_400_000).toISOString();
  await insertCodeForOrder(db, { code: newAbandonedCode(), percentOff: ABANDONED_DISCOUNT.percentOff, email: order.email, expiresAt, orderId: order.id, now: now.toISOString() });
  const row = await findCodeForOrder(db, order.id);
  if (!row) throw new Error(`no discount code stored for order ${order.id}`);
  return { code: row.code, percentOff: row.percent_off, expiresAt: row.expires_at ?? expiresAt };
}
