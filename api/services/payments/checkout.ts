// Checkout: a hosted payment session for an unpaid order at the server's price. An open session at the
// right amount is reused; a stale one is closed before a new one opens, so an order never has two to pay.
import type { Kysely } from 'kysely';
import { chargeLines } from '../../../shared/pricing';
import type { CheckoutRequest } from '../../../shared/schemas/order';
import { attachSession, type Order } from '../../db/orders';
import type { Database } from '../../db/schema';
import { conflict, gone, notFound, upstreamFailed } from '../errors';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { KeyedLock } from '../keyedLock';
import { ABANDONED_AFTER_MS, ABANDONED_CHECKOUT_JOB } from '../orders/mails';
import { ALREADY_PAID, type OrderService } from '../orders/orders';
import type { PaymentConfirmation } from './confirmation';
import { SESSION_ID_PATTERN, SESSION_ID_PLACEHOLDER, type CheckoutSession, type PaymentProvider } from './provider';

/** Stripe allows at most 24 h; a few minutes less so that clock skew never makes it refuse the session. */
export const SESSION_LIFETIME_MS = 24 * 3_600_000 - 5 * 60_000;
/** A session about to expire is not handed out again: the customer needs time to pay. */
const REUSE_MARGIN_MS = 30 * 60_000;

export const SESSION_NOT_FOUND = 'Checkout session not found';

export function createCheckoutService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  orders: OrderService;
  confirmation: PaymentConfirmation;
  jobs: JobQueue;
  lock: KeyedLock;
  publicUrl: string;
}) {
  const { db, clock, provider, orders, confirmation, publicUrl } = deps;

  /** The provider says this order's session was paid: record it (the webhook may be late) and refuse. */
  async function paidMeanwhile(orderId: string): Promise<never> {
    await confirmation.confirm(orderId);
    throw conflict(ALREADY_PAID);
  }

  /** The stored session's URL if it can be paid as it is; otherwise closes it and answers undefined. */
  async function reusableUrl(order: Order): Promise<string | undefined> {
    if (!order.session) return undefined;
    const session = await provider.retrieveSession(order.session.id);
    if (!session) return undefined;
    if (session.paid) return paidMeanwhile(order.id);
    const fresh = new Date(session.expiresAt).getTime() - clock.now().getTime() > REUSE_MARGIN_MS;
    const samePrice = session.amountCents === order.price.totalCents && session.currency === order.price.currency.toUpperCase();
    if (session.status === 'open' && session.url && fresh && samePrice) return session.url;
    if (session.status === 'open') {
      const after = await provider.expireSession(session.id);
      if (after?.paid) return paidMeanwhile(order.id);
    }
    return undefined;
  }

  async function openSession(order: Order): Promise<CheckoutSession & { url: string }> {
    const { totalCents, currency } = order.price;
    const amount = (totalCents / 100).toFixed(2);
    const session = await provider.createSession({
      orderId: order.id,
      amountCents: totalCents,
      lines: chargeLines(order.price, order.addOns),
      currency,
      customerEmail: order.email,
      successUrl: `${publicUrl}/thank-you?session_id=${SESSION_ID_PLACEHOLDER}&amount=${amount}&currency=${encodeURIComponent(currency)}`,
      cancelUrl: `${publicUrl}/checkout-pending?session_id=${SESSION_ID_PLACEHOLDER}`,
      expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_MS),
    });
    if (!session.url) throw upstreamFailed('The payment provider did not return a checkout page. Please try again.');
    return { ...session, url: session.url };
  }

  return {
    /** The hosted payment page for the order, with rush as the customer chose it last. */
    createCheckout({ orderId, rushDelivery }: CheckoutRequest): Promise<{ url: string }> {
      // One checkout at a time per order: two quick clicks must not open two sessions.
      return deps.lock.run(orderId, async () => {
        let order = await orders.find(orderId);
        if (!order) throw notFound('Order not found');
        if (order.paymentStatus !== 'pending') throw conflict(ALREADY_PAID);
        await orders.checkBeforePaying(order, rushDelivery);
        if (order.rushDelivery !== rushDelivery) order = await orders.reprice(order, rushDelivery);

        const reused = await reusableUrl(order);
        if (reused) return { url: reused };

        const session = await openSession(order);
        const now = clock.now();
        const stored = { id: session.id, url: session.url, amountCents: session.amountCents, expiresAt: session.expiresAt };
        if (!(await attachSession(db, order.id, provider.name, stored, now.toISOString()))) {
          // Paid through an older session while this one was opening: close it again.
          await provider.expireSession(session.id);
          throw conflict(ALREADY_PAID);
        }
        await deps.jobs.enqueue(
          ABANDONED_CHECKOUT_JOB,
          { orderId: order.id },
          { runAt: new Date(now.getTime() + ABANDONED_AFTER_MS), uniqueKey: `order-abandoned:${order.id}` },
        );
        return { url: session.url };
      });
    },

    /** Where "Complete Payment" on /checkout-pending goes: the session's page while it can still be paid. */
    async checkoutUrl(sessionId: string): Promise<{ url: string }> {
      const session = SESSION_ID_PATTERN.test(sessionId) ? await provider.retrieveSession(sessionId) : undefined;
      const order = session?.orderId ? await orders.find(session.orderId) : undefined;
      if (!session || !order) throw notFound(SESSION_NOT_FOUND);
      if (session.paid || order.paymentStatus !== 'pending') throw conflict('This payment was already completed');
      if (session.status !== 'open' || !session.url) throw gone('This checkout has expired. Please start over.');
      return { url: session.url };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
