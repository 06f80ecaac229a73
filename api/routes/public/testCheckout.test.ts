// Test mode (no STRIPE_SECRET_KEY): create-checkout points at the shop's own /test-checkout page, whose
// Pay confirms exactly as a webhook would (mails to the outbox) and whose Cancel leads to /checkout-pending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionCheckResponse, TestCheckoutSession } from '../../../shared/api-types';
import { countRows, createCheckout, initOrder, storedOrder } from '../../../testing/orders';
import { readOutbox, waitForOutbox } from '../../../testing/outbox';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const PUBLIC_URL = 'https://shop.example';
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test' } });
});
afterAll(() => shop.destroy());

const sessionIdOf = (url: string) => url.slice(`${PUBLIC_URL}/test-checkout/`.length);
const post = (path: string) => fetch(`${shop.url}${path}`, { method: 'POST' });

async function openCheckout(overrides: Record<string, unknown> = {}) {
  const orderId = await initOrder(shop, overrides);
  const { status, body } = await createCheckout(shop, orderId, Boolean(overrides.rushDelivery));
  expect(status).toBe(200);
  return { orderId, url: body.url!, sessionId: sessionIdOf(body.url!) };
}

describe('test-mode checkout', () => {
  it('creates a session on this server at the server’s price and shows it to the page', async () => {
    const { orderId, url, sessionId } = await openCheckout({ email: 'viewer@example.com', rushDelivery: true });
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/test-checkout/cs_test_[0-9a-f]{32}$`));
    const config = await json<{ checkoutUrlPrefix: string }>(await fetch(`${shop.url}/api/config`));
    expect(url.startsWith(config.checkoutUrlPrefix)).toBe(true);
    const res = await fetch(`${shop.url}/api/test-checkout/${sessionId}`);
    expect(await json<TestCheckoutSession>(res)).toEqual({ id: sessionId, status: 'open', amountCents: 10800, currency: 'USD', description: 'Custom Song Creation', lines: [{ name: 'Custom Song Creation', amountCents: 10800 }], customerEmail: 'viewer@example.com' });
    expect(await storedOrder(shop, orderId)).toMatchObject({ provider: 'test', provider_session_id: sessionId, session_amount_cents: 10800 });
    expect((await createCheckout(shop, orderId, true)).body.url).toBe(url);
    expect(await countRows(shop, 'test_checkout_sessions', `order_id = '${orderId}'`)).toBe(1);
  });

  it('Pay marks the order paid, lands on /thank-you with the real session id, and mails customer and admin once', async () => {
    const { orderId, sessionId } = await openCheckout({ email: 'testpay@example.com' });
    const before = (await readOutbox(shop.dataDir)).length;
    const res = await post(`/api/test-checkout/${sessionId}/pay`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectUrl: `${PUBLIC_URL}/thank-you?session_id=${sessionId}&amount=79.00&currency=USD` });
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'paid', paid_at: shop.clock.now().toISOString() });
    expect(await countRows(shop, 'webhook_events', `type = 'checkout.session.completed'`)).toBeGreaterThanOrEqual(1);

    // The thank-you page's check finds it done, and names the reference the mails and the order page use.
    const check = await json<SessionCheckResponse>(await fetch(`${shop.url}/api/stripe/session-check/${sessionId}`));
    expect(check).toMatchObject({ fallback_triggered: false, reason: 'already_processed', orderReference: orderId.slice(-8).toUpperCase() });

    const mails = (await waitForOutbox(shop.dataDir, before + 2)).slice(before);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual(['owner@serenade.test', 'testpay@example.com']);
    const confirmation = mails.find((m) => m.to?.[0]?.address === 'testpay@example.com')!;
    expect(confirmation.text).toContain(orderId.slice(-8).toUpperCase());
    expect(confirmation.text).toContain('within 24 hours');
    expect(confirmation.text).toContain(`${PUBLIC_URL}/order/${(await storedOrder(shop, orderId))!.public_token}`);

    const again = await post(`/api/test-checkout/${sessionId}/pay`);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: 'This checkout was already paid' });
    await shop.services.jobs.runDue();
    expect(await readOutbox(shop.dataDir)).toHaveLength(before + 2);
  });

  it('pays once when Pay is pressed twice at the same moment', async () => {
    const { orderId, sessionId } = await openCheckout();
    const statuses = (await Promise.all([post(`/api/test-checkout/${sessionId}/pay`), post(`/api/test-checkout/${sessionId}/pay`)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await countRows(shop, 'jobs', `unique_key = 'order-paid:${orderId}'`)).toBe(1);
  });

  it('Cancel lands on /checkout-pending and leaves the session open for Complete Payment', async () => {
    const { orderId, url, sessionId } = await openCheckout();
    const res = await post(`/api/test-checkout/${sessionId}/cancel`);
    expect(await json(res)).toEqual({ redirectUrl: `${PUBLIC_URL}/checkout-pending?session_id=${sessionId}` });
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
    expect(await json(await fetch(`${shop.url}/api/stripe/checkout-url/${sessionId}`))).toEqual({ url });
  });

  it('refuses to pay an expired session with 409, and the order stays unpaid', async () => {
    const { orderId, sessionId } = await openCheckout();
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE test_checkout_sessions SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").run(sessionId));
    const res = await post(`/api/test-checkout/${sessionId}/pay`);
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: 'This checkout has expired. Please start over.' });
    expect((await storedOrder(shop, orderId))!.payment_status).toBe('pending');
    expect((await json<TestCheckoutSession>(await fetch(`${shop.url}/api/test-checkout/${sessionId}`))).status).toBe('expired');
    expect((await fetch(`${shop.url}/api/stripe/checkout-url/${sessionId}`)).status).toBe(410);
  });

  it('refuses to pay a replaced session: the rush change expired it', async () => {
    const { orderId, sessionId } = await openCheckout({ rushDelivery: false });
    const next = await createCheckout(shop, orderId, true);
    expect(sessionIdOf(next.body.url!)).not.toBe(sessionId);
    expect((await post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(409);
    expect((await post(`/api/test-checkout/${sessionIdOf(next.body.url!)}/pay`)).status).toBe(200);
    expect(await storedOrder(shop, orderId)).toMatchObject({ payment_status: 'paid', total_cents: 10800 });
  });

  it('answers 404 for an unknown session', async () => {
    for (const path of ['/api/test-checkout/cs_test_nothing', '/api/test-checkout/whatever']) expect((await fetch(`${shop.url}${path}`)).status).toBe(404);
    expect((await post('/api/test-checkout/cs_test_nothing/pay')).status).toBe(404);
    expect((await post('/api/test-checkout/cs_test_nothing/cancel')).status).toBe(404);
  });

  it('has no Stripe webhook: 404 "Stripe is not configured"', async () => {
    const res = await fetch(`${shop.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' }, body: '{"id":"evt_1"}' });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: 'Stripe is not configured' });
    expect(await countRows(shop, 'webhook_events', "id = 'evt_1'")).toBe(0);
  });
});
