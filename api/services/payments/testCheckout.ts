// The test-mode checkout page's actions (DESIGN §5): Pay applies the same event a Stripe webhook would,
// Cancel goes back to /checkout-pending and leaves the session open, as Stripe's back link does.
import type { Kysely } from 'kysely';
import type { TestCheckoutSession } from '../../../shared/api-types';
import { SONG_LINE_NAME } from '../../../shared/pricing';
import type { Database } from '../../db/schema';
import { completeTestSession, findTestSession } from '../../db/testCheckoutSessions';
import { conflict, notFound } from '../errors';
import type { Clock } from '../clock';
import { ALREADY_PAID, type OrderService } from '../orders/orders';
import type { PaymentEvents } from './events';
import { chargeLinesOf } from '../../db/testCheckoutSessions';
import { SESSION_ID_PATTERN } from './provider';
import type { createTestModeProvider } from './testModeProvider';

const EXPIRED = 'This checkout has expired. Please start over.';

export function createTestCheckout(deps: {
  db: Kysely<Database>;
  clock: Clock;
  provider: ReturnType<typeof createTestModeProvider>;
  orders: OrderService;
  events: PaymentEvents;
}) {
  const { db, clock, provider } = deps;

  async function load(id: string) {
    const row = SESSION_ID_PATTERN.test(id) ? await findTestSession(db, id) : undefined;
    if (!row) throw notFound('Checkout session not found');
    return { row, session: provider.toSession(row) };
  }

  return {
    async view(id: string): Promise<TestCheckoutSession> {
      const { row, session } = await load(id);
      return {
        id,
        status: session.status,
        amountCents: session.amountCents,
        currency: session.currency,
        description: SONG_LINE_NAME,
        lines: chargeLinesOf(row.line_items),
        customerEmail: row.email,
      };
    },

    async pay(id: string): Promise<{ redirectUrl: string }> {
      const { row, session } = await load(id);
      if (session.status === 'complete') throw conflict('This checkout was already paid');
      if (session.status === 'expired') throw conflict(EXPIRED);
      const order = await deps.orders.find(row.order_id);
      if (order?.paymentStatus !== 'pending') throw conflict(ALREADY_PAID);
      // Completing is one conditional statement: of two parallel clicks one pays, the other is told.
      if (!(await completeTestSession(db, id, clock.now().toISOString()))) {
        const again = await load(id);
        throw conflict(again.session.status === 'complete' ? 'This checkout was already paid' : EXPIRED);
      }
      await deps.events.apply({
        id: `evt_test_${id.slice('cs_test_'.length)}`,
        type: 'checkout.session.completed',
        outcome: 'paid',
        sessionId: id,
        orderId: row.order_id,
      });
      return { redirectUrl: row.success_url };
    },

    async cancel(id: string): Promise<{ redirectUrl: string }> {
      const { row } = await load(id);
      return { redirectUrl: row.cancel_url };
    },
  };
}

export type TestCheckout = ReturnType<typeof createTestCheckout>;
