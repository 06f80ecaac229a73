// Discount codes: checking one before the order (the wizard's price), using one (FREELOVE20 for a first order,
// or a mailed single-use code) and making the code mailed after an abandoned checkout.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DiscountCodeInfo } from '../../../shared/api-types';
import type { DiscountCheck } from '../../../shared/schemas/discountCode';
import { claimDiscountCode, findCodeForOrder, findUsableDiscountCode, insertCodeForOrder, type ClaimedCode } from '../../db/discountCodes';
import { hasPaidOrder } from '../../db/orders';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';

export const ABANDONED_DISCOUNT = { percentOff: 15, validDays: 14 } as const;

// No 0/O or 1/I: the code is typed from a mail.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code typed from a mail: the prefix, then 8 letters and digits that cannot be confused. */
export function newDiscountCode(prefix: string): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

/** FREELOVE20 is for a first order: an email that has paid before cannot use it (one not typed yet is not refused). */
async function fitsTheOrder(db: Kysely<Database>, found: ClaimedCode, email: string | undefined): Promise<boolean> {
  return found.kind !== 'first_order' || email === undefined || !(await hasPaidOrder(db, email));
}

/**
 * Uses the code for this email inside the caller's transaction, answering its percentage; undefined for a code
 * that does not apply. The caller refuses that (the 400 is decided after the draft's own check, so a resent
 * draft whose code its first submit used up still finds its order), and its transaction takes back any use.
 */
export async function useDiscountCode(
  trx: Kysely<Database>,
  code: string,
  email: string,
  now: string,
): Promise<DiscountCodeInfo | undefined> {
  const claimed = await claimDiscountCode(trx, code, email, now);
  if (!claimed || !(await fitsTheOrder(trx, claimed, email))) return undefined;
  return { code: claimed.code, percentOff: claimed.percentOff };
}

/** Answers whether a code would be accepted now, by the same rules as useDiscountCode, without using it up. */
export function createDiscountCheck(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return async function checkDiscountCode({ code, email }: DiscountCheck): Promise<DiscountCodeInfo | undefined> {
    const found = await findUsableDiscountCode(db, code, email, clock.now().toISOString());
    if (!found || !(await fitsTheOrder(db, found, email))) return undefined;
    return { code: found.code, percentOff: found.percentOff };
  };
}

export type DiscountCheckService = ReturnType<typeof createDiscountCheck>;

/** The single-use code for an unpaid order's email: made once per order, the same on every retry. */
export async function codeForAbandonedOrder(db: Kysely<Database>, order: { id: string; email: string }, now: Date) {
  const expiresAt = new Date(now.getTime() + ABANDONED_DISCOUNT.validDays * 86_400_000).toISOString();
  await insertCodeForOrder(db, {
    code: newDiscountCode(`SONG${ABANDONED_DISCOUNT.percentOff}`),
    percentOff: ABANDONED_DISCOUNT.percentOff,
    email: order.email,
    expiresAt,
    orderId: order.id,
    now: now.toISOString(),
  });
  const row = await findCodeForOrder(db, order.id);
  if (!row) throw new Error(`no discount code stored for order ${order.id}`);
  return { code: row.code, percentOff: row.percent_off, expiresAt: row.expires_at ?? expiresAt };
}
