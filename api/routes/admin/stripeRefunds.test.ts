// Refunds with a shop configured for Stripe, through the real SDK against the local fake Stripe API: the refund
// reaches Stripe with the amount, Stripe's fixed reason and the owner's words in metadata; money moves once
// whatever is clicked twice; Stripe down refunds nothing and records nothing; `charge.refunded` webhooks record a
// refund made in Stripe's dashboard once and never count the shop's own refund twice.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../shared/admin-api-types';
import type { AuditPage } from '../../../shared/audit';
import { REFUND_MESSAGES } from '../../../shared/refunds';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { postWebhook, startFakeStripe, type FakeStripe } from '../../../testing/fakeStripe';
import { jobsDone } from '../../../testing/jobs';
import { createCheckout, initOrder, storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { REFUNDED_IN_STRIPE } from '../../services/payments/refunds';

const SECRET = 'whsec_test_refunds';
let stripe: FakeStripe;
let sink: SmtpSink;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: {
      TRUST_PROXY: 'true',
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://shop.example',
      ADMIN_EMAIL: 'owner@serenade.test',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    },
  });
  token = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  sink.messages.length = 0;
  stripe.down = false;
});
afterEach(async () => {
  await jobsDone(shop);
});

/** An order paid on Stripe's page, confirmed by its webhook; answers its id and its payment intent. */
async function stripePaidOrder(email: string) {
  const orderId = await initOrder(shop, { email });
  const { body } = await createCheckout(shop, orderId);
  const sessionId = /\/pay\/(cs_test_\w+)$/.exec(body.url!)![1]!;
  const paymentIntent = stripe.pay(sessionId).payment_intent!;
  expect((await postWebhook(shop.url, stripe.event('checkout.session.completed', sessionId), SECRET)).status).toBe(200);
  expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'paid', total_cents: 7900 });
  return { orderId, paymentIntent };
}

const refund = (id: string, body: unknown) => adminCall(shop, token, 'POST', `/api/admin/orders/${id}/refund`, body);
const refundRows = (id: string) =>
  withDatabase(shop.dataDir, (db) =>
    db
      .prepare('SELECT amount_cents, reason, source, status, provider_refund_id FROM refunds WHERE order_id = ? ORDER BY created_at')
      .all<{ amount_cents: number; reason: string; source: string; status: string; provider_refund_id: string | null }>(id),
  );
const refundedCents = async (id: string) => ((await storedOrder(shop, id)) as unknown as { refunded_cents: number }).refunded_cents;
const stripeRefundsOf = (paymentIntent: string) => stripe.refunds.filter((r) => r.payment_intent === paymentIntent);
const refundMails = (to: string) => sink.messages.filter((m) => m.to?.[0]?.address === to && /refund/i.test(m.subject ?? ''));
const refundAudits = async (id: string) =>
  (await json<AuditPage>(await adminCall(shop, token, 'GET', '/api/admin/audit?action=order.refund'))).entries.filter(
    (e) => e.target?.id === id,
  );

describe('POST /api/admin/orders/:id/refund with Stripe', () => {
  it('refunds half through Stripe: the amount, reason requested_by_customer, the owner’s words and the ids in metadata', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('half-stripe@example.com');
    const res = await refund(orderId, { amountCents: 3950, reason: 'The second verse got her name wrong' });
    expect(res.status).toBe(200);
    expect(await json<AdminOrder>(res)).toMatchObject({ paymentStatus: 'paid', refundedCents: 3950 });

    const calls = stripe.refundRequests();
    expect(calls).toHaveLength(1);
    const [row] = await refundRows(orderId);
    expect(calls[0]!.form).toEqual({
      payment_intent: paymentIntent,
      amount: '3950',
      reason: 'requested_by_customer',
      'metadata[orderId]': orderId,
      'metadata[refundId]': expect.any(String),
      'metadata[reason]': 'The second verse got her name wrong',
    });
    expect(calls[0]!.idempotencyKey).toBe(`refund-${calls[0]!.form['metadata[refundId]']}`);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([3950]);
    expect(row).toEqual({
      amount_cents: 3950,
      reason: 'The second verse got her name wrong',
      source: 'admin',
      status: 'succeeded',
      provider_refund_id: stripeRefundsOf(paymentIntent)[0]!.id,
    });
    await jobsDone(shop);
    expect(refundMails('half-stripe@example.com').map((m) => m.subject)).toEqual(['Your refund of $39.50']);
  });

  it('a double click (the same request id twice at once) makes one Stripe refund', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('double-stripe@example.com');
    const body = { amountCents: 2000, reason: 'Late', requestId: 'click-stripe-1' };
    const answers = await Promise.all([refund(orderId, body), refund(orderId, body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // And the same click once more after both answered.
    expect((await refund(orderId, body)).status).toBe(200);
    expect(stripe.refundRequests()).toHaveLength(1);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([2000]);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await refundedCents(orderId)).toBe(2000);
  });

  it('a refund whose answer is lost is retried with the same idempotency key: Stripe refunds once', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('lost-answer@example.com');
    stripe.loseNextAnswerTo = '/v1/refunds';
    const res = await refund(orderId, { amountCents: 1200, reason: 'Answer lost' });
    expect(res.status).toBe(200);
    const calls = stripe.refundRequests();
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([1200]);
    expect(await refundRows(orderId)).toEqual([
      expect.objectContaining({ amount_cents: 1200, provider_refund_id: stripeRefundsOf(paymentIntent)[0]!.id }),
    ]);
  });

  it('two owners refunding all that is left at once: one Stripe refund, the other owner is told', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('race-stripe@example.com');
    const answers = await Promise.all([refund(orderId, { reason: 'First owner' }), refund(orderId, { reason: 'Second owner' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await json<{ error: string }>(answers.find((r) => r.status === 400)!)).error).toBe(REFUND_MESSAGES.nothingLeft);
    expect(stripe.refundRequests()).toHaveLength(1);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([7900]);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'refunded' });
  });

  it('Stripe down: 502 with a clear message, nothing recorded and the reservation undone; a retry later works', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('down-stripe@example.com');
    stripe.down = true;
    const res = await refund(orderId, { amountCents: 1000, reason: 'Stripe is down' });
    expect(res.status).toBe(502);
    expect((await json<{ error: string }>(res)).error).toBe('The payment provider could not be reached. Please try again.');
    expect(await refundRows(orderId)).toEqual([]);
    expect(await refundedCents(orderId)).toBe(0);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'paid' });
    expect(await refundAudits(orderId)).toEqual([]);
    await jobsDone(shop);
    expect(refundMails('down-stripe@example.com')).toEqual([]);

    stripe.down = false;
    expect((await refund(orderId, { reason: 'Stripe is back' })).status).toBe(200);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([7900]);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'refunded' });
  });
});

describe('charge.refunded webhook', () => {
  it('records a refund made in Stripe’s dashboard once; a replay and a later event change nothing', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('dashboard@example.com');
    stripe.refundInDashboard(paymentIntent, 1500);
    const payload = stripe.chargeRefundedEvent(paymentIntent, 'evt_dashboard_refund');
    expect((await postWebhook(shop.url, payload, SECRET)).status).toBe(200);
    const recorded = await refundRows(orderId);
    expect(recorded).toEqual([
      {
        amount_cents: 1500,
        reason: REFUNDED_IN_STRIPE,
        source: 'stripe',
        status: 'succeeded',
        provider_refund_id: stripeRefundsOf(paymentIntent)[0]!.id,
      },
    ]);
    expect(await refundedCents(orderId)).toBe(1500);
    expect(await refundAudits(orderId)).toEqual([expect.objectContaining({ actor: { id: null, label: 'Shop (automatic)' } })]);

    // Stripe delivers the same event again, then another event about the same charge.
    expect((await postWebhook(shop.url, payload, SECRET)).status).toBe(200);
    expect((await postWebhook(shop.url, stripe.chargeRefundedEvent(paymentIntent), SECRET)).status).toBe(200);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await refundedCents(orderId)).toBe(1500);
    await jobsDone(shop);
    expect(refundMails('dashboard@example.com')).toHaveLength(1);

    // What is left to refund from the admin is what Stripe has not refunded.
    const tooMuch = await refund(orderId, { amountCents: 6401, reason: 'More than is left' });
    expect(tooMuch.status).toBe(400);
    expect(stripe.refundRequests()).toHaveLength(0);
  });

  it('does not count the shop’s own refund twice when its charge.refunded comes back', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('own-refund@example.com');
    expect((await refund(orderId, { amountCents: 2500, reason: 'Our own refund' })).status).toBe(200);
    expect((await postWebhook(shop.url, stripe.chargeRefundedEvent(paymentIntent), SECRET)).status).toBe(200);
    expect(await refundRows(orderId)).toEqual([expect.objectContaining({ amount_cents: 2500, source: 'admin' })]);
    expect(await refundedCents(orderId)).toBe(2500);

    // A dashboard refund after it: only that one is added.
    stripe.refundInDashboard(paymentIntent, 5400);
    expect((await postWebhook(shop.url, stripe.chargeRefundedEvent(paymentIntent), SECRET)).status).toBe(200);
    expect((await refundRows(orderId)).map((r) => [r.amount_cents, r.source])).toEqual([
      [2500, 'admin'],
      [5400, 'stripe'],
    ]);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'refunded' });
  });

  it('refuses a forged charge.refunded with 400 and records nothing', async () => {
    const { orderId, paymentIntent } = await stripePaidOrder('forged-refund@example.com');
    stripe.refundInDashboard(paymentIntent, 1000);
    const res = await postWebhook(shop.url, stripe.chargeRefundedEvent(paymentIntent), 'whsec_someone_else');
    expect(res.status).toBe(400);
    expect(await refundRows(orderId)).toEqual([]);
  });
});
