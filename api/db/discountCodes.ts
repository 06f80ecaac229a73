// Queries for discount codes: FREELOVE20 and the single-use codes mailed after an abandoned checkout.
import type { Kysely } from 'kysely';
import type { Database, DiscountCodesTable } from './schema';

export interface ClaimedCode {
  code: string;
  percentOff: number;
  kind: DiscountCodesTable['kind'];
}

/**
 * Counts one use of the code for this email, if it may still be used: one conditional statement, so a
 * single-use code is never used twice. Answers undefined for an unknown, expired, used-up or foreign code.
 */
export async function claimDiscountCode(db: Kysely<Database>, code: string, email: string, now: string): Promise<ClaimedCode | undefined> {
  const row = await db
    .updateTable('discount_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', email.toLowerCase())]))
    .returning(['code', 'percent_off', 'kind'])
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
    .values({
      code: c.code,
      percent_off: c.percentOff,
      kind: 'abandoned',
      email: c.email.toLowerCase(),
      uses: 0,
      max_uses: 1,
      expires_at: c.expiresAt,
      source_order_id: c.orderId,
      created_at: c.now,
    })
    .onConflict((oc) => oc.column('source_order_id').doNothing())
    .execute();
}

export async function findCodeForOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('discount_codes').select(['code', 'percent_off', 'expires_at']).where('source_order_id', '=', orderId).executeTakeFirst();
}

