// The price seen is the price paid (DESIGN §3, issue 23): order init names the page the customer started from,
// the server prices the order by that page's offer and keeps it, and checkout, the thank-you page's check, the
// order page and the mails all hold to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, SessionCheckResponse, TestCheckoutSession } from '../../../shared/api-types';
import { OFFER_PAGES } from '../../../shared/offers';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { countRows, createCheckout, initOrder, postJson, storedOrder, validOrder } from '../../../testing/orders';
import { readOutbox, waitForOutbox } from '../../../testing/outbox';
import { json, startTestShop, type TestShop } from '../../../testing/testServer';

const PUBLIC_URL = 'https://shop.example';
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { PUBLIC_URL, ADMIN_EMAIL: 'owner@serenade.test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
});
afterAll(() => shop.destroy());

const offerOf = (id: string) => storedOrder(shop, id).then((row) => (row as { offer?: string } | undefined)?.offer);

describe('order init names its offer', () => {
  it('prices an order from / by the landing offer: $99.00 promised in 48 hours, and keeps which offer it was', async () => {
    const orderId = await initOrder(shop, { offer: 'landing' });
    expect(await storedOrder(shop, orderId)).toMatchObject({ base_cents: 9900, total_cents: 9900, delivery_hours: 48, currency: 'USD' });
    expect(await offerOf(orderId)).toBe('landing');
  });

  it('prices an order without an offer (the spec’s payload) by the wizard offer: $79.00 in 24 hours', async () => {
    const orderId = await initOrder(shop);
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 7900, delivery_hours: 24 });
    expect(await offerOf(orderId)).toBe('wizard');
  });

  it('adds the offer’s rush and a discount code on top of the chosen offer', async () => {
    const orderId = await initOrder(shop, { offer: 'landing', rushDelivery: true, email: 'landing-first@example.com', discountCode: 'FREELOVE20' });
    // (9900 + 2900) - 20 %.
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 10240, discount_cents: 2560, delivery_hours: 6 });
  });

  it('refuses an unknown offer with 400 naming the field, and stores nothing', async () => {
    const before = await countRows(shop, 'orders');
    for (const offer of ['nope', 42, '']) {
      const res = await postJson(shop, '/api/order/init', validOrder({ offer }));
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: `offer must be one of ${OFFER_PAGES.join(', ')}`, field: 'offer' });
    }
    expect(await countRows(shop, 'orders')).toBe(before);
  });
});

describe('the landing offer all the way to payment', () => {
  it('test-mode checkout charges $99.00; the thank-you check, the order page and the confirmation promise 48 hours', async () => {
    const orderId = await initOrder(shop, { offer: 'landing', email: 'from-landing@example.com' });
    const { body } = await createCheckout(shop, orderId);
    const sessionId = body.url!.split('/').pop()!;
    const session = await json<TestCheckoutSession>(await fetch(`${shop.url}/api/test-checkout/${sessionId}`));
    expect(session).toMatchObject({ amountCents: 9900, currency: 'USD' });
    expect(await storedOrder(shop, orderId)).toMatchObject({ session_amount_cents: 9900 });

    const before = (await readOutbox(shop.dataDir)).length;
    const paid = await fetch(`${shop.url}/api/test-checkout/${sessionId}/pay`, { method: 'POST' });
    expect(await json(paid)).toEqual({ redirectUrl: `${PUBLIC_URL}/thank-you?session_id=${sessionId}&amount=99.00&currency=USD` });

    const check = await json<SessionCheckResponse>(await fetch(`${shop.url}/api/stripe/session-check/${sessionId}`));
    expect(check).toMatchObject({ deliveryHours: 48, rushDelivery: false });

    const { public_token } = (await storedOrder(shop, orderId))!;
    const view = await json<OrderView>(await fetch(`${shop.url}/api/orders/${public_token}`));
    expect(view).toMatchObject({ totalCents: 9900, deliveryHours: 48, rushDelivery: false });

    const mails = (await waitForOutbox(shop.dataDir, before + 2)).slice(before);
    const confirmation = mails.find((m) => m.to?.[0]?.address === 'from-landing@example.com')!;
    expect(confirmation.text).toContain('within 48 hours');
    const notice = mails.find((m) => m.to?.[0]?.address === 'owner@serenade.test')!;
    expect(notice.text).toContain('due within 48 hours');
  });

  it('rush chosen at checkout is priced by the order’s own offer: $128.00 in its 6 hours, and the check says rush', async () => {
    const orderId = await initOrder(shop, { offer: 'landing' });
    const { body } = await createCheckout(shop, orderId, true);
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 12800, rush_delivery: 1, delivery_hours: 6, session_amount_cents: 12800 });
    const sessionId = body.url!.split('/').pop()!;
    await fetch(`${shop.url}/api/test-checkout/${sessionId}/pay`, { method: 'POST' });
    const check = await json<SessionCheckResponse>(await fetch(`${shop.url}/api/stripe/session-check/${sessionId}`));
    expect(check).toMatchObject({ deliveryHours: 6, rushDelivery: true });
  });

  it('an admin’s change to the landing offer prices the next order from /, not the ones before', async () => {
    const token = await adminToken(shop);
    const before = await initOrder(shop, { offer: 'landing' });
    const change = { priceCents: 11900, compareAtCents: 15900, deliveryHours: 72, rushHours: 12, rushFeeCents: 1900 };
    expect((await adminCall(shop, token, 'PUT', '/api/admin/offers/landing', change)).status).toBe(200);

    const next = await initOrder(shop, { offer: 'landing' });
    expect(await storedOrder(shop, next)).toMatchObject({ total_cents: 11900, delivery_hours: 72 });
    expect(await storedOrder(shop, before)).toMatchObject({ total_cents: 9900, delivery_hours: 48 });
    // The wizard's own offer is untouched.
    expect(await storedOrder(shop, await initOrder(shop))).toMatchObject({ total_cents: 7900, delivery_hours: 24 });
  });
});
