// The Stripe path with the real SDK against a local fake Stripe API, and mail through a local SMTP sink:
// checkout sessions at the server's price, reused or replaced; signed webhooks applied once; the
// thank-you page's session check as a fallback; both paid-order mails sent once whoever confirms first.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionCheckResponse } from '../../../shared/api-types';
import { postWebhook, startFakeStripe, type FakeStripe } from '../../../testing/fakeStripe';
import { countRows, createCheckout, initOrder, postJson, storedOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const SECRET = 'whsec_test_serenade';
const PUBLIC_URL = 'https://shop.example';
let stripe: FakeStripe;
let sink: SmtpSink;
let shop: TestShop;

beforeAll(async () => {
  stripe = await startFakeStripe();
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    env: {
      // Each helper call is a customer of its own (testing/orders.ts), below the per-address limits.
      TRUST_PROXY: 'true',
      STRIPE_SECRET_KEY: 'sk_test_serenade',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
      SMTP_URL: sink.url,
      ADMIN_EMAIL: 'owner@serenade.test',
      PUBLIC_URL,
    },
  });
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
  // Let mail jobs a test started finish before the next test clears the sink.
  await shop.services.jobs.runDue();
});

const sessionIdOf = (url: string) => /\/pay\/(cs_test_\w+)$/.exec(url)![1]!;
const checkSession = async (id: string) => {
  const res = await fetch(`${shop.url}/api/stripe/session-check/${id}`);
  return { status: res.status, body: await json<SessionCheckResponse & { error?: string }>(res) };
};
const mailsTo = (address: string) => sink.messages.filter((m) => m.to?.some((t) => t.address === address));
const settle = () => jobsDone(shop);

async function paidSession(overrides: Record<string, unknown> = {}) {
  const orderId = await initOrder(shop, overrides);
  const { body } = await createCheckout(shop, orderId, Boolean(overrides.rushDelivery));
  const sessionId = sessionIdOf(body.url!);
  stripe.pay(sessionId);
  return { orderId, sessionId };
}

describe('create-checkout with Stripe', () => {
  it('creates one session: one line item "Custom Song Creation" at the server’s amount, the email, the order id, both URLs', async () => {
    const orderId = await initOrder(shop, { email: 'ana@example.com', rushDelivery: true });
    const { status, body } = await createCheckout(shop, orderId, true);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const created = stripe.created();
    expect(created).toHaveLength(1);
    const form = created[0]!.form;
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10800',
      'line_items[0][price_data][product_data][name]': 'Custom Song Creation',
      customer_email: 'ana@example.com',
      'metadata[orderId]': orderId,
      success_url: `${PUBLIC_URL}/thank-you?session_id={CHECKOUT_SESSION_ID}&amount=108.00&currency=USD`,
      cancel_url: `${PUBLIC_URL}/checkout-pending?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(Object.keys(form).filter((k) => k.startsWith('line_items[1]'))).toEqual([]);
    const hours = (Number(form.expires_at) * 1000 - shop.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await storedOrder(shop, orderId)).toMatchObject({ provider: 'stripe', provider_session_id: sessionIdOf(body.url!), session_amount_cents: 10800, payment_status: 'pending' });
  });

  it('lists a line each for the song, its add-ons and the tip, the discount shared over all but the tip, adding up to the total', async () => {
    const orderId = await initOrder(shop, {
      email: 'extras@example.com',
      discountCode: 'FREELOVE20',
      addOns: ['extra-verse', 'instrumental'],
      tipCents: 1500,
    });
    const { status } = await createCheckout(shop, orderId, true);
    expect(status).toBe(200);
    const form = stripe.created()[0]!.form;
    const lines = [0, 1, 2, 3].map((i) => [form[`line_items[${i}][price_data][product_data][name]`], Number(form[`line_items[${i}][price_data][unit_amount]`])]);
    // ($79 + $29 + $19 + $15) x 80 % = $113.60, shared in proportion; the $15 tip whole.
    expect(lines).toEqual([
      ['Custom Song Creation', 8640],
      ['Extra verse', 1520],
      ['Instrumental version', 1200],
      ['Tip for the musicians', 1500],
    ]);
    expect(form['line_items[4][price_data][unit_amount]']).toBeUndefined();
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 11360 + 1500, session_amount_cents: 12860 });
  });

  it('applies a valid discount to the session amount', async () => {
    const orderId = await initOrder(shop, { email: 'new-customer@example.com', discountCode: 'FREELOVE20' });
    await createCheckout(shop, orderId);
    expect(stripe.created()[0]!.form['line_items[0][price_data][unit_amount]']).toBe('6320');
    expect(stripe.created()[0]!.form.success_url).toContain('&amount=63.20&currency=USD');
  });

  it('charges an order from / the landing offer’s $99.00, the price that page showed', async () => {
    const orderId = await initOrder(shop, { offer: 'landing' });
    await createCheckout(shop, orderId);
    expect(stripe.created()[0]!.form['line_items[0][price_data][unit_amount]']).toBe('9900');
    expect(stripe.created()[0]!.form.success_url).toContain('&amount=99.00&currency=USD');
    expect(await storedOrder(shop, orderId)).toMatchObject({ session_amount_cents: 9900, delivery_hours: 48 });
  });

  it('reuses the open session on a second call', async () => {
    const orderId = await initOrder(shop);
    const first = await createCheckout(shop, orderId);
    const second = await createCheckout(shop, orderId);
    expect(second.body.url).toBe(first.body.url);
    expect(stripe.created()).toHaveLength(1);
  });

  it('opens one session when the first calls for an order come at the same moment', async () => {
    const orderId = await initOrder(shop);
    const results = await Promise.all(Array.from({ length: 5 }, () => createCheckout(shop, orderId)));
    expect(new Set(results.map((r) => r.body.url)).size).toBe(1);
    expect(stripe.created()).toHaveLength(1);
  });

  it('re-prices the order when rush changes and replaces the session (the old one is expired)', async () => {
    const orderId = await initOrder(shop, { rushDelivery: false });
    const first = await createCheckout(shop, orderId, false);
    const second = await createCheckout(shop, orderId, true);
    expect(second.body.url).not.toBe(first.body.url);
    expect(stripe.created().map((r) => r.form['line_items[0][price_data][unit_amount]'])).toEqual(['7900', '10800']);
    expect(stripe.sessions.get(sessionIdOf(first.body.url!))!.status).toBe('expired');
    expect(await storedOrder(shop, orderId)).toMatchObject({ rush_delivery: 1, total_cents: 10800, delivery_hours: 6, session_amount_cents: 10800, provider_session_id: sessionIdOf(second.body.url!) });
  });

  it('opens a new session when the stored one expired', async () => {
    const orderId = await initOrder(shop);
    const first = await createCheckout(shop, orderId);
    stripe.sessions.get(sessionIdOf(first.body.url!))!.status = 'expired';
    const second = await createCheckout(shop, orderId);
    expect(second.body.url).not.toBe(first.body.url);
    expect(stripe.created()).toHaveLength(2);
  });

  it('refuses a paid order with 409, and notices a payment whose webhook is late', async () => {
    const { orderId } = await paidSession();
    const { status, body } = await createCheckout(shop, orderId);
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'This order is already paid' });
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('paid');
    expect(stripe.created()).toHaveLength(1);
    expect((await createCheckout(shop, orderId)).status).toBe(409);
  });

  it('answers 404 for an unknown order and 400 for a bad request', async () => {
    expect(await createCheckout(shop, '0'.repeat(32))).toEqual({ status: 404, body: { error: 'Order not found' } });
    const bad = await postJson(shop, '/api/stripe/create-checkout', { orderId: 'abc', rushDelivery: false });
    expect(bad.status).toBe(400);
    const noRush = await postJson(shop, '/api/stripe/create-checkout', { orderId: '0'.repeat(32) });
    expect(await json(noRush)).toEqual({ error: 'rushDelivery must be true or false', field: 'rushDelivery' });
    const extra = await postJson(shop, '/api/stripe/create-checkout', { orderId: '0'.repeat(32), rushDelivery: false, amount: 1 });
    expect(await json(extra)).toEqual({ error: 'Unknown field: amount', field: 'amount' });
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 502 (not 500) when Stripe cannot be reached, and stores no session', async () => {
    const orderId = await initOrder(shop);
    stripe.down = true;
    const { status, body } = await createCheckout(shop, orderId);
    expect(status).toBe(502);
    expect(body.error).toMatch(/payment provider/);
    expect((await storedOrder(shop, orderId))!.provider_session_id).toBeNull();
  });
});

describe('Stripe webhook', () => {
  it('marks the order paid on checkout.session.completed and sends both mails once, even with a parallel session check', async () => {
    const { orderId, sessionId } = await paidSession({ email: 'payer@example.com', customerName: 'Tom', rushDelivery: true });
    const payload = stripe.event('checkout.session.completed', sessionId);
    const [hook, check1, check2] = await Promise.all([postWebhook(shop.url, payload, SECRET), checkSession(sessionId), checkSession(sessionId)]);
    expect(hook.status).toBe(200);
    expect([check1.status, check2.status]).toEqual([200, 200]);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'paid', paid_at: shop.clock.now().toISOString() });

    await sink.waitFor(2);
    await shop.services.jobs.runDue();
    await settle();
    const customer = mailsTo('payer@example.com');
    const admin = mailsTo('owner@serenade.test');
    expect(customer).toHaveLength(1);
    expect(admin).toHaveLength(1);
    const reference = orderId.slice(-8).toUpperCase();
    const token = (await storedOrder(shop, orderId))!.public_token;
    expect(customer[0]!.text).toContain(reference);
    expect(customer[0]!.text).toContain('within 6 hours');
    expect(customer[0]!.text).toContain('$108');
    expect(customer[0]!.text).toContain(`${PUBLIC_URL}/order/${token}`);
    expect(admin[0]!.subject).toContain(reference);
    for (const part of ['Tom <payer@example.com>', 'Maria', 'Anniversary', 'Acoustic Folk', 'Rush: Yes', '$108', 'rainy Tuesday']) expect(admin[0]!.text).toContain(part);
  });

  it('confirms on checkout.session.async_payment_succeeded, and ignores a completed session still unpaid', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    const sessionId = sessionIdOf(body.url!);
    stripe.sessions.get(sessionId)!.status = 'complete';
    expect((await postWebhook(shop.url, stripe.event('checkout.session.completed', sessionId), SECRET)).status).toBe(200);
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
    stripe.pay(sessionId);
    expect((await postWebhook(shop.url, stripe.event('checkout.session.async_payment_succeeded', sessionId), SECRET)).status).toBe(200);
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('paid');
  });

  it('refuses a forged, missing or stale signature with 400 and changes nothing', async () => {
    const { orderId, sessionId } = await paidSession();
    const payload = stripe.event('checkout.session.completed', sessionId);
    const events = await countRows(shop, 'webhook_events');
    const forged = await postWebhook(shop.url, payload, 'whsec_not_the_secret');
    const tampered = await postWebhook(shop.url, payload.replace('"paid"', '"paid" '), SECRET, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    const missing = await fetch(`${shop.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload });
    const stale = await postWebhook(shop.url, payload, SECRET, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    for (const res of [forged, tampered, missing, stale]) {
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: 'Invalid signature' });
    }
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
    expect(await countRows(shop, 'webhook_events')).toBe(events);
  });

  it('applies an event once: a replay changes nothing', async () => {
    const { orderId, sessionId } = await paidSession();
    const payload = stripe.event('checkout.session.completed', sessionId, 'evt_replayed_once');
    expect(await json(await postWebhook(shop.url, payload, SECRET))).toEqual({ received: true, duplicate: false });
    const paidAt = (await storedOrder(shop, orderId))!.paid_at;
    const jobs = await countRows(shop, 'jobs');
    shop.clock.advance(60_000);
    expect(await json(await postWebhook(shop.url, payload, SECRET))).toEqual({ received: true, duplicate: true });
    expect((await storedOrder(shop, orderId))!.paid_at).toBe(paidAt);
    expect(await countRows(shop, 'jobs')).toBe(jobs);
    expect(await countRows(shop, 'webhook_events', "id = 'evt_replayed_once'")).toBe(1);
  });

  it('leaves the order unpaid on checkout.session.expired and forgets that session', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    const sessionId = sessionIdOf(body.url!);
    stripe.sessions.get(sessionId)!.status = 'expired';
    expect((await postWebhook(shop.url, stripe.event('checkout.session.expired', sessionId), SECRET)).status).toBe(200);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'pending', provider_session_id: null, provider_session_url: null });
    const next = await createCheckout(shop, orderId);
    expect(next.status).toBe(200);
    expect(next.body.url).not.toBe(body.url);
  });

  it('leaves the order unpaid on async_payment_failed, and an expired event arriving after payment changes nothing', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    const sessionId = sessionIdOf(body.url!);
    await postWebhook(shop.url, stripe.event('checkout.session.async_payment_failed', sessionId), SECRET);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'pending', provider_session_id: null });

    const paid = await paidSession();
    await postWebhook(shop.url, stripe.event('checkout.session.completed', paid.sessionId), SECRET);
    await postWebhook(shop.url, stripe.event('checkout.session.expired', paid.sessionId), SECRET);
    expect(await storedOrder(shop, paid.orderId)).toMatchObject({ payment_status: 'paid', provider_session_id: paid.sessionId });
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await json(await postWebhook(shop.url, payload, SECRET))).toEqual({ received: true, duplicate: false });
  });

  it('refuses an oversized webhook body with 413', async () => {
    const res = await postWebhook(shop.url, JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(600 * 1024) }), SECRET);
    expect(res.status).toBe(413);
  });
});

describe('session check (thank-you page)', () => {
  it('confirms a paid session whose webhook never came, sends the mails before answering, and names the order’s reference', async () => {
    const { orderId, sessionId } = await paidSession({ email: 'nowebhook@example.com' });
    const orderReference = orderId.slice(-8).toUpperCase();
    const first = await checkSession(sessionId);
    // The order's page token comes with a paid order: the thank-you page subscribes this device to its push.
    const orderToken = (await storedOrder(shop, orderId))!.public_token;
    // And the order's own promise, which the page states.
    const promise = { deliveryHours: 24, rushDelivery: false };
    expect(first).toEqual({ status: 200, body: { fallback_triggered: true, emails_sent: true, reason: 'webhook_missed', orderReference, orderToken, ...promise } });
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('paid');
    expect(mailsTo('nowebhook@example.com')).toHaveLength(1);
    expect(mailsTo('owner@serenade.test')).toHaveLength(1);

    expect((await checkSession(sessionId)).body).toEqual({ fallback_triggered: false, emails_sent: true, reason: 'already_processed', orderReference, orderToken, ...promise });
    await postWebhook(shop.url, stripe.event('checkout.session.completed', sessionId), SECRET);
    await shop.services.jobs.runDue();
    await settle();
    expect(mailsTo('nowebhook@example.com')).toHaveLength(1);
    expect(mailsTo('owner@serenade.test')).toHaveLength(1);
  });

  it('says not_paid for an open session and changes nothing', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    expect((await checkSession(sessionIdOf(body.url!))).body).toEqual({ fallback_triggered: false, emails_sent: false, reason: 'not_paid', orderReference: orderId.slice(-8).toUpperCase(), deliveryHours: 24, rushDelivery: false });
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
  });

  it('answers 404 unknown_session for a session Stripe does not know, or a malformed id', async () => {
    for (const id of ['cs_test_doesnotexist', 'not-a-session', 'cs_test_..%2F..']) {
      const { status, body } = await checkSession(id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ fallback_triggered: false, emails_sent: false, reason: 'unknown_session' });
      expect(body).not.toHaveProperty('orderReference');
    }
  });
});

describe('checkout-url (Complete Payment on /checkout-pending)', () => {
  const checkoutUrl = async (id: string) => {
    const res = await fetch(`${shop.url}/api/stripe/checkout-url/${id}`);
    return { status: res.status, body: await json<{ url?: string; error?: string }>(res) };
  };

  it('answers the open session’s page, 409 once paid, 410 once expired, 404 when unknown', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    const sessionId = sessionIdOf(body.url!);
    expect(await checkoutUrl(sessionId)).toEqual({ status: 200, body: { url: body.url } });

    stripe.sessions.get(sessionId)!.status = 'expired';
    expect(await checkoutUrl(sessionId)).toEqual({ status: 410, body: { error: 'This checkout has expired. Please start over.' } });

    const paid = await paidSession();
    expect(await checkoutUrl(paid.sessionId)).toEqual({ status: 409, body: { error: 'This payment was already completed' } });
    expect((await checkoutUrl('cs_test_unknown')).status).toBe(404);
  });
});

describe('routes only test mode has', () => {
  it('answers 404 for the test checkout when Stripe is configured', async () => {
    const orderId = await initOrder(shop);
    const { body } = await createCheckout(shop, orderId);
    const id = sessionIdOf(body.url!);
    expect((await fetch(`${shop.url}/api/test-checkout/${id}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/api/test-checkout/${id}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
  });
});
