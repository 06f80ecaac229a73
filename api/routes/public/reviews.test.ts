// A buyer's review from the order page, on a real server: made once the song is delivered, changed within 30 days
// and refused after, one per order; every bad input refused with its message and field and nothing kept of it;
// markup kept as typed; a change of words takes a published review off the site; limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type OrderReview, type OrderReviewState } from '../../../shared/reviews';
import { adminCall, adminToken, paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { storedOrder } from '../../../testing/orders';
import { deliveredOrder, GOOD_REVIEW, sendReview, type ReviewableOrder } from '../../../testing/reviews';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const DAY = 24 * 3_600_000;
let shop: TestShop;
let admin: string;
let client = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  admin = await adminToken(shop);
});
afterAll(() => shop.destroy());

/** Each call from its own address, so the limit is tested only where it is meant to be. */
const send = (token: string, body: unknown) => sendReview(shop, token, body, { 'X-Forwarded-For': `198.51.100.${(client = (client % 250) + 1)}` });
const state = async (token: string) => json<OrderReviewState>(await fetch(`${shop.url}/api/orders/${token}/review`));
const reviewRows = (orderId: string) =>
  withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM reviews WHERE order_id = ?').all<Record<string, unknown>>(orderId));
const isPublished = async (orderId: string) => (await reviewRows(orderId))[0]?.published === 1;

async function publish(orderId: string) {
  const [row] = await reviewRows(orderId);
  const res = await adminCall(shop, admin, 'PATCH', `/api/admin/reviews/${row!.id as string}`, { published: true });
  expect(res.status).toBe(200);
}

describe('POST /api/orders/:token/review', () => {
  let order: ReviewableOrder;
  beforeAll(async () => {
    order = await deliveredOrder(shop, admin, { email: 'reviewer@example.com' });
  });

  it('takes a delivered order’s review, which the order page then shows', async () => {
    expect(await state(order.token)).toEqual({ canReview: true, review: null });
    const res = await send(order.token, GOOD_REVIEW);
    expect(res.status).toBe(201);
    const review = await json<OrderReview>(res);
    const now = shop.clock.now().toISOString();
    expect(review).toEqual({
      rating: 5,
      text: GOOD_REVIEW.text,
      displayName: GOOD_REVIEW.displayName,
      publish: true,
      published: false,
      reply: null,
      createdAt: now,
      updatedAt: now,
      editableUntil: new Date(shop.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(await state(order.token)).toEqual({ canReview: true, review });
  });

  it('changes the one review when sent again within 30 days, and refuses after', async () => {
    const first = (await state(order.token)).review!;
    shop.clock.advance(29 * DAY);
    const res = await send(order.token, { rating: 4, text: '  Changed my mind: four stars.  ', displayName: 'Tom', publish: false });
    expect(res.status).toBe(200);
    const changed = await json<OrderReview>(res);
    expect(changed).toMatchObject({ rating: 4, text: 'Changed my mind: four stars.', displayName: 'Tom', publish: false, createdAt: first.createdAt });
    expect(changed.updatedAt).not.toBe(first.updatedAt);
    expect(await reviewRows(order.id)).toHaveLength(1);

    shop.clock.advance(DAY + 1000);
    const late = await send(order.token, GOOD_REVIEW);
    expect(late.status).toBe(409);
    expect(await json(late)).toEqual({ error: REVIEW_MESSAGES.editClosed });
    expect((await state(order.token)).review).toEqual(changed);
    expect((await state(order.token)).canReview).toBe(false);
    // A month went by: the admin signs in again (a session lasts 12 hours).
    admin = await adminToken(shop);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    ['a rating of 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    ['a rating of 4.5', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    ['a rating as text', { rating: '5' }, 'rating', REVIEW_MESSAGES.rating],
    ['no rating', { rating: undefined }, 'rating', REVIEW_MESSAGES.rating],
    ['empty text', { text: '' }, 'text', REVIEW_MESSAGES.textMissing],
    ['blank text', { text: ' \n\t ' }, 'text', REVIEW_MESSAGES.textMissing],
    ['no text', { text: undefined }, 'text', REVIEW_MESSAGES.textMissing],
    ['text too long', { text: 'a'.repeat(REVIEW_LIMITS.text + 1) }, 'text', REVIEW_MESSAGES.textTooLong],
    ['an empty name', { displayName: '  ' }, 'displayName', REVIEW_MESSAGES.nameMissing],
    ['a name too long', { displayName: 'n'.repeat(REVIEW_LIMITS.displayName + 1) }, 'displayName', REVIEW_MESSAGES.nameTooLong],
    ['no publish answer', { publish: undefined }, 'publish', REVIEW_MESSAGES.publish],
    ['publish as text', { publish: 'yes' }, 'publish', REVIEW_MESSAGES.publish],
    ['an unknown field', { stars: 5 }, 'stars', 'Unknown field: stars'],
  ])('refuses %s with its message and field, keeping nothing', async (_name, change, field, error) => {
    const fresh = await deliveredOrder(shop, admin);
    const res = await send(fresh.token, { ...GOOD_REVIEW, ...change });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error, field });
    expect(await reviewRows(fresh.id)).toEqual([]);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    for (const body of ['{"rating":', '[]', 'null']) {
      const res = await send(order.token, body);
      expect(res.status).toBe(400);
      expect((await json<{ error: string }>(res)).error).toBeTruthy();
    }
  });

  it('refuses an order whose song is not delivered yet, keeping nothing', async () => {
    const id = await paidOrder(shop, { email: 'waiting@example.com' });
    const { public_token: token } = (await storedOrder(shop, id))!;
    expect(await state(token)).toEqual({ canReview: false, review: null });
    const res = await send(token, GOOD_REVIEW);
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: REVIEW_MESSAGES.notDelivered, field: 'token' });
    expect(await reviewRows(id)).toEqual([]);
  });

  it.each(['A'.repeat(43), 'not-a-token', '..%2F..%2Fetc', "x' OR '1'='1"])('refuses an unknown order (%s) with a 404', async (token) => {
    const res = await send(token, GOOD_REVIEW);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: REVIEW_MESSAGES.orderNotFound, field: 'token' });
    const read = await fetch(`${shop.url}/api/orders/${token}/review`);
    expect(read.status).toBe(404);
  });

  it('keeps markup as the text it was typed', async () => {
    const fresh = await deliveredOrder(shop, admin);
    const text = '<b>Loved it</b> <script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const res = await send(fresh.token, { ...GOOD_REVIEW, text, displayName: '<i>Tom</i>' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ text, displayName: '<i>Tom</i>' });
    expect((await reviewRows(fresh.id))[0]).toMatchObject({ text, display_name: '<i>Tom</i>' });
  });
});

describe('a published review that is changed', () => {
  it('stays up when sent again unchanged, and goes off the site when its words change or consent is withdrawn', async () => {
    const order = await deliveredOrder(shop, admin);
    expect((await send(order.token, GOOD_REVIEW)).status).toBe(201);
    await publish(order.id);
    expect((await state(order.token)).review?.published).toBe(true);

    expect((await send(order.token, GOOD_REVIEW)).status).toBe(200);
    expect(await isPublished(order.id)).toBe(true);

    expect((await send(order.token, { ...GOOD_REVIEW, text: 'Better than I hoped.' })).status).toBe(200);
    expect(await isPublished(order.id)).toBe(false);

    await publish(order.id);
    expect((await send(order.token, { ...GOOD_REVIEW, text: 'Better than I hoped.', publish: false })).status).toBe(200);
    expect(await isPublished(order.id)).toBe(false);
    const refused = await adminCall(shop, admin, 'PATCH', `/api/admin/reviews/${(await reviewRows(order.id))[0]!.id as string}`, {
      published: true,
    });
    expect(refused.status).toBe(409);
  });
});

describe('the limit', () => {
  it('refuses the 21st review from one address within an hour, with Retry-After', async () => {
    const order = await deliveredOrder(shop, admin);
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    for (let i = 0; i < 20; i++) expect((await sendReview(shop, order.token, GOOD_REVIEW, from)).status).toBeLessThan(300);
    const res = await sendReview(shop, order.token, GOOD_REVIEW, from);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(res)).toEqual({ error: REVIEW_MESSAGES.tooMany });
  });
});
