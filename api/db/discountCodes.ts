// Queries for discount codes: FREELOVE20 and the single-use codes mailed after an abandoned checkout.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, DiscountCodesTable } from './schema';

export interface ClaimedCode {
  code: string;
  percentOff: number;
  kind: DiscountCodesTable['kind'];
}

/** The code, if this email may still use it now: not used up, not expired, and not tied to another email. */
function usableBy(code: string, email: string | undefined, now: string) {
  return (eb: ExpressionBuilder<Database, 'discount_codes'>) =>
    eb.and([
      eb('code', '=', code),
      eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]),
      eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
      // Without an email, only a code for everyone can be said to apply.
      email === undefined ? eb('email', 'is', null) : eb.or([eb('email', 'is', null), eb('email', '=', email.toLowerCase())]),
    ]);
}

/**
 * Counts one use of the code for this email, if it may still be used: one conditional statement, so a
 * single-use code is never used twice. Answers undefined for an unknown, expired, used-up or foreign code.
 */
export async function claimDiscountCode(db: Kysely<Database>, code: string, email: string, now: string): Promise<ClaimedCode | undefined> {
  const row = await db
    .updateTable('discount_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where(usableBy(code, email, now))
    .returning(['code', 'percent_off', 'kind'])
    .executeTakeFirst();
  return row && { code: row.code, percentOff: row.percent_off, kind: row.kind };
}

/** The same test as claimDiscountCode without using the code up: for showing the price before the order. */
export async function findUsableDiscountCode(
  db: Kysely<Database>,
  code: string,
  email: string | undefined,
  now: string,
): Promise<ClaimedCode | undefined> {
  const row = await db
    .selectFrom('discount_codes')
    .select(['code', 'percent_off', 'kind'])
    .where(usableBy(code, email, now))
    .executeTakeFirst();
  return row && { code: row.code, percentOff: row.percent_off, kind: row.kind };
}

/** Stores the code made for an unpaid order, unless that order already has one. */
export async function insertCodeForOrder(
  db: Kysely<Database>,
  c: { code: string; percentOff: number; email: string; expiresAt: string; orderId: string; now: string },
): Promise<void> {
  await db
    .insertInto('discount_codes')
    .values(singleUse({ ...c, orderId: c.orderId }))
    .onConflict((oc) => oc.column('source_order_id').doNothing())
    .execute();
}

export async function findCodeForOrder(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('discount_codes')
    .select(['code', 'percent_off', 'expires_at'])
    .where('source_order_id', '=', orderId)
    .executeTakeFirst();
}

type SingleUseCode = { code: string; percentOff: number; email: string; expiresAt: string; now: string };

/** A code one address may use once, until it expires ('abandoned' is the schema's single-use kind). */
const singleUse = (c: SingleUseCode & { orderId: string | null }) => ({
  code: c.code,
  percent_off: c.percentOff,
  kind: 'abandoned' as const,
  email: c.email.toLowerCase(),
  uses: 0,
  max_uses: 1,
  expires_at: c.expiresAt,
  source_order_id: c.orderId,
  created_at: c.now,
});

/** A single-use code for one address, made for no unpaid order (the guarantee's, for a next order). */
export async function insertSingleUseCode(db: Kysely<Database>, c: SingleUseCode): Promise<void> {
  await db
    .insertInto('discount_codes')
    .values(singleUse({ ...c, orderId: null }))
    .execute();
}
