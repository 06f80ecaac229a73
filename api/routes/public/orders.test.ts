// POST /api/order/init and GET /api/orders/:token: the server prices the order, a draft makes one
// order however often it is sent, bad input is refused with the wizard's own messages and leaves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../shared/api-types';
import { orderInitSchema, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { countRows, postJson, storedOrder, validOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop.destroy());

const init = (body: unknown) => postJson(shop, '/api/order/init', body);

describe('order init', () => {
  it('stores the order pending/pending at the wizard offer’s price: $79.00 in 24 h', async () => {
    const body = validOrder();
    const res = await init(body);
    expect(res.status).toBe(201);
    const { success, orderId } = await json<{ success: boolean; orderId: string }>(res);
    expect(success).toBe(true);
    expect(orderId).toMatch(/^[0-9a-f]{32}$/);
    const row = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId));
    expect(row).toMatchObject({
      draft_id: body.draftId,
      recipient_name: 'Maria',
      use_name_in_lyrics: 1,
      name_pronunciation: 'mah-REE-ah',
      occasion: 'Anniversary',
      customer_name: 'Tom',
      story: body.story,
      mood: 'Romantic',
      genre: 'Acoustic Folk',
      vocal_preference: 'Male',
      email: 'tom@example.com',
      rush_delivery: 0,
      base_cents: 7900,
      rush_fee_cents: 0,
      discount_cents: 0,
      total_cents: 7900,
      currency: 'USD',
      delivery_hours: 24,
      status: 'pending',
      payment_status: 'pending',
      paid_at: null,
    });
    expect((row as { public_token: string }).public_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('adds rush: $108.00 in 6 h', async () => {
    const { orderId } = await json<{ orderId: string }>(await init(validOrder({ rushDelivery: true })));
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 10800, rush_delivery: 1, delivery_hours: 6 });
  });

  it('takes 20 % off a first order with FREELOVE20 (any case), and refuses it once that email has paid', async () => {
    const res = await init(validOrder({ email: 'first@example.com', rushDelivery: true, discountCode: ' freelove20 ' }));
    expect(res.status).toBe(201);
    const { orderId } = await json<{ orderId: string }>(res);
    expect(await storedOrder(shop, orderId)).toMatchObject({ discount_code: 'FREELOVE20', discount_cents: 2160, total_cents: 8640 });

    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?").run(orderId));
    const before = await countRows(shop, 'orders');
    const again = await init(validOrder({ email: 'FIRST@example.com', discountCode: 'FREELOVE20' }));
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ error: WIZARD_MESSAGES.discountUnknown, field: 'discountCode' });
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it('refuses an unknown or expired discount code with 400 and stores nothing', async () => {
    await withDatabase(shop.dataDir, (db) =>
      db.prepare("INSERT INTO discount_codes (code, percent_off, kind, email, max_uses, expires_at, created_at) VALUES ('OLD-CODE', 15, 'abandoned', NULL, 1, '2020-01-01T00:00:00.000Z', '2019-12-01T00:00:00.000Z')").run(),
    );
    const before = await countRows(shop, 'orders');
    for (const discountCode of ['NOPE-123', 'OLD-CODE']) {
      const res = await init(validOrder({ discountCode }));
      expect(res.status).toBe(400);
      // The service's refusal names the wizard's field, as a schema's does.
      expect(await json(res)).toEqual({ error: WIZARD_MESSAGES.discountUnknown, field: 'discountCode' });
    }
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it('never takes a price from the client', async () => {
    const before = await countRows(shop, 'orders');
    for (const [field, value] of [['price', 1], ['totalCents', 100], ['amount', '1.00']] as const) {
      const res = await init(validOrder({ [field]: value }));
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: `Unknown field: ${field}`, field });
    }
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it.each([
    ['a missing recipient name', { recipientName: undefined }, WIZARD_MESSAGES.recipientName],
    ['a blank recipient name', { recipientName: '   ' }, WIZARD_MESSAGES.recipientName],
    ['a number for recipient name', { recipientName: 7 }, 'Recipient name must be text'],
    ['a too long recipient name', { recipientName: 'x'.repeat(101) }, 'Recipient name must be 100 characters or fewer'],
    ['no occasion', { occasion: undefined }, WIZARD_MESSAGES.occasion],
    ['an unknown occasion', { occasion: 'Divorce' }, WIZARD_MESSAGES.occasion],
    ['a string for useNameInLyrics', { useNameInLyrics: 'yes' }, 'useNameInLyrics must be true or false'],
    ['a too long pronunciation', { namePronunciation: 'x'.repeat(101) }, 'Pronunciation must be 100 characters or fewer'],
    ['a number for your name', { customerName: 5 }, 'Your name must be text'],
    ['no story', { story: undefined }, WIZARD_MESSAGES.story],
    ['a story of 9 characters after trimming', { story: '   123456789   ' }, WIZARD_MESSAGES.story],
    ['a too long story', { story: 'x'.repeat(5001) }, 'Your story must be 5000 characters or fewer'],
    ['no mood', { mood: undefined }, WIZARD_MESSAGES.mood],
    ['an unknown mood', { mood: 'Angry' }, WIZARD_MESSAGES.mood],
    ['no genre', { genre: undefined }, WIZARD_MESSAGES.genre],
    ['an unknown genre', { genre: 'Death Metal' }, WIZARD_MESSAGES.genre],
    ['no vocal preference', { vocalPreference: undefined }, WIZARD_MESSAGES.vocalPreference],
    ['an unknown vocal preference', { vocalPreference: 'Choir' }, WIZARD_MESSAGES.vocalPreference],
    ['no email', { email: undefined }, WIZARD_MESSAGES.emailMissing],
    ['a blank email', { email: '  ' }, WIZARD_MESSAGES.emailMissing],
    ['a malformed email', { email: 'tom@example' }, WIZARD_MESSAGES.emailInvalid],
    ['a string for rushDelivery', { rushDelivery: 'true' }, 'rushDelivery must be true or false'],
    ['a discount code with spaces inside', { discountCode: 'FREE LOVE' }, WIZARD_MESSAGES.discountCode],
    ['a short draftId', { draftId: 'abc' }, 'draftId must be 8 to 64 letters, digits, - or _'],
  ])('refuses %s with 400, its message, the field, and no row', async (_label, overrides, message) => {
    const before = await countRows(shop, 'orders');
    const res = await init(validOrder(overrides));
    expect(res.status).toBe(400);
    // Each case changes one field of a valid order: the answer names that one.
    expect(await json(res)).toEqual({ error: message, field: Object.keys(overrides)[0] });
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it('refuses malformed JSON, a JSON array and an oversized body', async () => {
    const before = await countRows(shop, 'orders');
    expect((await init('{"draftId": ')).status).toBe(400);
    expect(await json(await init([validOrder()]))).toEqual({ error: 'Request body must be a JSON object' });
    const big = await init(validOrder({ story: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it('returns the same order for the same draft id', async () => {
    const body = validOrder();
    const first = await init(body);
    const second = await init({ ...body, story: 'A retried submit, after an edit on a flaky connection.' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await json<{ orderId: string }>(second)).orderId).toBe((await json<{ orderId: string }>(first)).orderId);
    expect(await countRows(shop, 'orders', `draft_id = '${body.draftId}'`)).toBe(1);
  });

  it("takes the spec's payload without a draftId as it is: each such call is a new order", async () => {
    const { draftId: _, ...spec } = validOrder({ email: 'no-draft@example.com', dedication: 'For you, always.' });
    const first = await init(spec);
    const second = await init(spec);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [await json<{ success: boolean; orderId: string }>(first), await json<{ success: boolean; orderId: string }>(second)];
    expect(a.success && b.success).toBe(true);
    expect(a.orderId).not.toBe(b.orderId);
    expect(await countRows(shop, 'orders', `email = 'no-draft@example.com'`)).toBe(2);
    expect(await storedOrder(shop, a.orderId)).toMatchObject({ dedication: 'For you, always.', draft_id: expect.stringMatching(/^server-[0-9a-f]{32}$/) });
  });

  it('makes exactly one order from 50 simultaneous submits of one draft', async () => {
    const body = validOrder({ discountCode: 'FREELOVE20', email: 'burst@example.com' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => init(body)));
    const ids = await Promise.all(responses.map(async (r) => (await json<{ orderId: string }>(r)).orderId));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(ids).size).toBe(1);
    expect(await countRows(shop, 'orders', `draft_id = '${body.draftId}'`)).toBe(1);
  });

  it('makes one order and uses a single-use code once when 50 submits race past the first lookup', async () => {
    await withDatabase(shop.dataDir, (db) =>
      db.prepare("INSERT INTO discount_codes (code, percent_off, kind, email, max_uses, created_at) VALUES ('RACE-ONCE', 15, 'abandoned', 'race@example.com', 1, '2026-01-01T00:00:00.000Z')").run(),
    );
    // In-process calls all start before any of them reaches its transaction.
    const input = orderInitSchema.parse(validOrder({ email: 'race@example.com', discountCode: 'RACE-ONCE' }));
    const results = await Promise.all(Array.from({ length: 50 }, () => shop.services.orders.init(input, '203.0.113.250')));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await storedOrder(shop, results[0]!.orderId)).toMatchObject({ discount_code: 'RACE-ONCE', total_cents: 6715 });
    expect(await withDatabase(shop.dataDir, (db) => db.prepare("SELECT uses FROM discount_codes WHERE code = 'RACE-ONCE'").get())).toEqual({ uses: 1 });
  });
});

describe('discount code check (the wizard’s price before the order)', () => {
  const check = async (code: string, email?: string) => {
    const res = await fetch(`${shop.url}/api/discount-codes/${encodeURIComponent(code)}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`);
    return { status: res.status, body: await json(res), cacheControl: res.headers.get('cache-control') };
  };
  const notValid = { status: 404, body: { error: WIZARD_MESSAGES.discountUnknown } };
  const addCode = (code: string, email: string, expiresAt: string, uses = 0) =>
    withDatabase(shop.dataDir, (db) =>
      db
        .prepare("INSERT INTO discount_codes (code, percent_off, kind, email, uses, max_uses, expires_at, created_at) VALUES (?, 15, 'abandoned', ?, ?, 1, ?, '2026-01-01T00:00:00.000Z')")
        .run(code, email, uses, expiresAt),
    );
  const usesOf = (code: string) => withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT uses FROM discount_codes WHERE code = ?').get<{ uses: number }>(code))!.uses);

  it('answers FREELOVE20 (any case) with its percent for a first order, and 404 once that email has paid', async () => {
    expect(await check(' freelove20 ', 'never-ordered@example.com')).toEqual({ status: 200, body: { code: 'FREELOVE20', percentOff: 20 }, cacheControl: 'no-store' });
    expect((await check('FREELOVE20')).body).toEqual({ code: 'FREELOVE20', percentOff: 20 });

    const { orderId } = await json<{ orderId: string }>(await init(validOrder({ email: 'paid-before@example.com' })));
    expect((await check('FREELOVE20', 'paid-before@example.com')).status).toBe(200);
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?").run(orderId));
    expect(await check('FREELOVE20', 'Paid-Before@example.com')).toMatchObject(notValid);
  });

  it('accepts a mailed code only for its own email, while unused and unexpired, and never uses it up', async () => {
    await addCode('SONG15-CHECKME1', 'mailed@example.com', '2026-01-29T12:00:00.000Z');
    await addCode('SONG15-EXPIRED1', 'mailed@example.com', '2026-01-10T12:00:00.000Z');
    await addCode('SONG15-USEDUP01', 'mailed@example.com', '2026-01-29T12:00:00.000Z', 1);
    expect(await check('song15-checkme1', 'MAILED@example.com')).toMatchObject({ status: 200, body: { code: 'SONG15-CHECKME1', percentOff: 15 } });
    expect(await check('SONG15-CHECKME1', 'someone-else@example.com')).toMatchObject(notValid);
    expect(await check('SONG15-CHECKME1')).toMatchObject(notValid);
    expect(await check('SONG15-EXPIRED1', 'mailed@example.com')).toMatchObject(notValid);
    expect(await check('SONG15-USEDUP01', 'mailed@example.com')).toMatchObject(notValid);

    expect(await usesOf('SONG15-CHECKME1')).toBe(0);
    const res = await init(validOrder({ email: 'mailed@example.com', discountCode: 'SONG15-CHECKME1' }));
    expect(res.status).toBe(201);
    expect(await usesOf('SONG15-CHECKME1')).toBe(1);
    expect(await check('SONG15-CHECKME1', 'mailed@example.com')).toMatchObject(notValid);
  });

  it('answers 404 for an unknown code, and 400 with the form’s messages for a malformed code or email', async () => {
    expect(await check('NOPE-123', 'tom@example.com')).toMatchObject(notValid);
    expect(await check('NO CODE!', 'tom@example.com')).toMatchObject({ status: 400, body: { error: WIZARD_MESSAGES.discountCode } });
    expect(await check('FREELOVE20', 'not-an-email')).toMatchObject({ status: 400, body: { error: WIZARD_MESSAGES.emailInvalid } });
  });
});

describe('order page by token', () => {
  it('shows the order without a login, keyed by its random token', async () => {
    const { orderId } = await json<{ orderId: string }>(await init(validOrder({ rushDelivery: true })));
    const { public_token: token } = (await storedOrder(shop, orderId))!;
    const res = await fetch(`${shop.url}/api/orders/${token}`);
    expect(res.status).toBe(200);
    expect(await json<OrderView>(res)).toEqual({
      reference: orderId.slice(-8).toUpperCase(),
      recipientName: 'Maria',
      occasion: 'Anniversary',
      mood: 'Romantic',
      genre: 'Acoustic Folk',
      vocalPreference: 'Male',
      rushDelivery: true,
      totalCents: 10800,
      currency: 'USD',
      status: 'pending',
      paymentStatus: 'pending',
      createdAt: shop.clock.now().toISOString(),
      paidAt: null,
      dueAt: null,
      deliveryHours: 6,
      // Linked once the song is delivered (api/routes/admin/sendCompleted.test.ts).
      songPageUrl: null,
      // What was bought, as charged: here the song with rush alone.
      lines: [{ name: 'Custom Song Creation', amountCents: 10800 }],
    });
  });

  it('promises delivery at paid time + delivery hours', async () => {
    const { orderId } = await json<{ orderId: string }>(await init(validOrder()));
    const { public_token: token } = (await storedOrder(shop, orderId))!;
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE orders SET payment_status = 'paid', paid_at = '2026-01-15T13:00:00.000Z' WHERE id = ?").run(orderId));
    const view = await json<OrderView>(await fetch(`${shop.url}/api/orders/${token}`));
    expect(view).toMatchObject({ paymentStatus: 'paid', paidAt: '2026-01-15T13:00:00.000Z', dueAt: '2026-01-16T13:00:00.000Z', deliveryHours: 24 });
  });

  it('answers 404 for a wrong token, and never by order id', async () => {
    const { orderId } = await json<{ orderId: string }>(await init(validOrder()));
    for (const token of ['x'.repeat(43), orderId, 'short', '..%2F..%2Fetc']) {
      const res = await fetch(`${shop.url}/api/orders/${token}`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: 'Order not found' });
    }
  });
});

describe('GET /api/discount-codes/:code is limited per address', () => {
  it('answers 429 with Retry-After after 60 checks in an hour', async () => {
    const own = await startTestShop({ seed: false, runJobs: false });
    try {
      const check = () => fetch(`${own.url}/api/discount-codes/FREELOVE20?email=limit@example.com`);
      for (let i = 0; i < 60; i++) expect((await check()).status).toBe(200);
      const refused = await check();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await json<{ error: string }>(refused)).error).toMatch(/Too many discount code checks/);
    } finally {
      await own.destroy();
    }
  });
});
