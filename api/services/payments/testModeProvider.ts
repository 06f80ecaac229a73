// The built-in checkout used when no STRIPE_SECRET_KEY is set (DESIGN §5): sessions live in the database and
// the shop's own /test-checkout/{id} page plays the hosted payment page. Nothing is charged.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { expireTestSession, findTestSession, insertTestSession } from '../../db/testCheckoutSessions';
import { notFound } from '../errors';
import type { Clock } from '../clock';
import { SESSION_ID_PLACEHOLDER, type CheckoutSession, type PaymentProvider } from './provider';

export type TestSessionRow = NonNullable<Awaited<ReturnType<typeof findTestSession>>>;

export function createTestModeProvider(deps: { db: Kysely<Database>; clock: Clock; publicUrl: string }): PaymentProvider & {
  /** The session as the test-checkout page sees it, with its expiry applied. */
  toSession(row: TestSessionRow): CheckoutSession;
} {
  const { db, clock, publicUrl } = deps;

  function toSession(row: TestSessionRow): CheckoutSession {
    const expired = row.status === 'expired' || (row.status === 'open' && row.expires_at <= clock.now().toISOString());
    const status = expired ? 'expired' : row.status;
    return {
      id: row.id,
      url: status === 'open' ? `${publicUrl}/test-checkout/${row.id}` : null,
      orderId: row.order_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      status,
      paid: status === 'complete',
      expiresAt: row.expires_at,
    };
  }

  async function retrieveSession(id: string) {
    const row = await findTestSession(db, id);
    return row && toSession(row);
  }

  return {
    name: 'test',
    toSession,

    async createSession(input) {
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      await insertTestSession(db, {
        id,
        order_id: input.orderId,
        amount_cents: input.amountCents,
        currency: input.currency.toUpperCase(),
        status: 'open',
        success_url: input.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancel_url: input.cancelUrl.replace(SESSION_ID_PLACEHOLDER, id),
        line_items: JSON.stringify(input.lines),
        created_at: clock.now().toISOString(),
        expires_at: input.expiresAt.toISOString(),
      });
      const session = await retrieveSession(id);
      if (!session) throw new Error(`test checkout session ${id} was not stored`);
      return session;
    },

    retrieveSession,

    async expireSession(id) {
      await expireTestSession(db, id);
      return retrieveSession(id);
    },

    // Test mode moves no money: a refund is the shop's record alone.
    refund: async () => ({ id: null }),

    refundsOfPayment: async () => ({ orderId: null, refunds: [] }),

    parseWebhook() {
      // Test mode has no webhook: its Pay button applies the same event directly (testCheckout.ts).
      throw notFound('Stripe is not configured');
    },

    async check() {
      return {
        ok: false,
        detail:
          'No STRIPE_SECRET_KEY is set: customers pay on the shop’s own test checkout page and no money moves. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.',
      };
    },
  };
}
