// A gift date on POST /api/order/init (issue 25): `revealAt` (ISO 8601 with its offset, no sooner than the order's
// promise, within a year) and `recipientEmail`, each refused with 400 naming its field and nothing stored; the
// checkout refuses a moment its promise no longer reaches; GET /api/gifts/:token shows a countdown, never the song,
// before the moment, and the song after it (the shop's clock moved, not waited for).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftView, SongView } from '../../../shared/admin-api-types';
import type { OrderView } from '../../../shared/api-types';
import { GIFT_MESSAGES } from '../../../shared/gift';
import { paidOrder, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { photoPart } from '../../../testing/photos';
import { deliverSong, momentFromNow, storedGift } from '../../../testing/gifts';
import { countRows, createCheckout, initOrder, postJson, storedOrder, validOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
});
afterAll(() => shop.destroy());

const init = (body: unknown) => postJson(shop, '/api/order/init', body);
const giftRows = () => withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM order_gifts').get<{ n: number }>())!.n);
const getGift = (token: string) => fetch(`${shop.url}/api/gifts/${token}`);
const orderView = async (orderId: string) => json<OrderView>(await fetch(`${shop.url}/api/orders/${(await storedOrder(shop, orderId))!.public_token}`));

/** Refused with 400 naming `field`, and neither an order nor a gift is left behind. */
async function expectRefused(body: Record<string, unknown>, error: string, field: string) {
  const before = { orders: await countRows(shop, 'orders'), gifts: await giftRows() };
  const res = await init(validOrder(body));
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error, field });
  expect({ orders: await countRows(shop, 'orders'), gifts: await giftRows() }).toEqual(before);
}

describe('order init with a gift date', () => {
  it('keeps the moment in UTC, the recipient’s address, and a token of its own for the recipient', async () => {
    const revealAt = momentFromNow(shop, 3 * DAY);
    const orderId = await initOrder(shop, { revealAt, recipientEmail: 'maria@example.com' });
    const gift = (await storedGift(shop, orderId))!;
    expect(gift).toMatchObject({ reveal_at: new Date(revealAt).toISOString(), recipient_email: 'maria@example.com', revealed_at: null });
    const order = (await storedOrder(shop, orderId))!;
    expect(gift.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(gift.token).not.toBe(order.public_token);
    // The spec's payload is unchanged: the price is the song's, whatever the date.
    expect(order.total_cents).toBe(7900);
  });

  it('takes a moment as soon as the promise: 24 hours, or 6 with rush', async () => {
    expect((await storedGift(shop, await initOrder(shop, { revealAt: momentFromNow(shop, 24 * HOUR + 60_000) })))?.reveal_at).toBeTruthy();
    const rush = await initOrder(shop, { rushDelivery: true, revealAt: momentFromNow(shop, 6 * HOUR + 60_000, -300) });
    expect((await storedGift(shop, rush))?.reveal_at).toBeTruthy();
  });

  it('takes the recipient’s address alone: they hear it as soon as it is ready', async () => {
    const orderId = await initOrder(shop, { recipientEmail: 'soon@example.com' });
    expect(await storedGift(shop, orderId)).toMatchObject({ reveal_at: null, recipient_email: 'soon@example.com' });
  });

  it('makes no gift without either field, as before', async () => {
    const before = await giftRows();
    await initOrder(shop);
    expect(await giftRows()).toBe(before);
  });

  describe('refuses a bad revealAt with 400, field revealAt, and stores nothing', () => {
    it('in the past', () => expectRefused({ revealAt: momentFromNow(shop, -HOUR) }, GIFT_MESSAGES.revealAtPast, 'revealAt'));
    it('too soon for the promise (24 hours)', () =>
      expectRefused({ revealAt: momentFromNow(shop, 23 * HOUR) }, GIFT_MESSAGES.revealAtTooSoon(24), 'revealAt'));
    it('too soon for the rush promise (6 hours)', () =>
      expectRefused({ rushDelivery: true, revealAt: momentFromNow(shop, 5 * HOUR) }, GIFT_MESSAGES.revealAtTooSoon(6), 'revealAt'));
    it('too soon for the landing page’s promise (48 hours)', () =>
      expectRefused({ offer: 'landing', revealAt: momentFromNow(shop, 47 * HOUR) }, GIFT_MESSAGES.revealAtTooSoon(48), 'revealAt'));
    it('more than a year away', () => expectRefused({ revealAt: momentFromNow(shop, 366 * DAY) }, GIFT_MESSAGES.revealAtTooLate, 'revealAt'));
    it.each([
      ['without an offset', '2026-06-12T18:00:00'],
      ['a date without a time', '2026-06-12'],
      ['a day that does not exist', '2026-02-30T18:00:00+01:00'],
      ['an offset past 14 hours', '2026-06-12T18:00:00+15:00'],
      ['words', 'next friday at six'],
      ['empty', ''],
      ['a number', 1781280000000],
      ['null', null],
    ])('%s', (_, revealAt) => expectRefused({ revealAt }, GIFT_MESSAGES.revealAtFormat, 'revealAt'));
  });

  describe('refuses a recipientEmail that is not an address with 400, field recipientEmail, and stores nothing', () => {
    it.each([['maria'], ['maria@'], ['@example.com'], ['maria@example'], ['"Maria" <maria@example.com>'], [`${'m'.repeat(250)}@example.com`], [''], [42]])(
      '%s',
      (recipientEmail) => expectRefused({ recipientEmail }, GIFT_MESSAGES.recipientEmail, 'recipientEmail'),
    );
  });

  it('asks for the buyer’s name with a gift: the recipient sees who it is from', async () => {
    await expectRefused({ customerName: undefined, revealAt: momentFromNow(shop, 2 * DAY) }, GIFT_MESSAGES.giverName, 'customerName');
    await expectRefused({ customerName: '  ', recipientEmail: 'maria@example.com' }, GIFT_MESSAGES.giverName, 'customerName');
  });
});

describe('checkout of an order with a gift date', () => {
  it('refuses to switch rush off when the moment comes before the longer promise, and changes nothing', async () => {
    const orderId = await initOrder(shop, { rushDelivery: true, revealAt: momentFromNow(shop, 10 * HOUR) });
    const { status, body } = await createCheckout(shop, orderId, false);
    expect(status).toBe(400);
    expect(body).toEqual({ error: GIFT_MESSAGES.revealAtTooSoon(24), field: 'revealAt' });
    expect(await storedOrder(shop, orderId)).toMatchObject({ rush_delivery: 1, total_cents: 10800, provider_session_id: null });
    // With rush kept, the same order goes to its payment page.
    expect((await createCheckout(shop, orderId, true)).status).toBe(200);
  });

  it('refuses once the moment has come too close while the order waited', async () => {
    const orderId = await initOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR) });
    shop.clock.advance(2 * HOUR);
    const { status, body } = await createCheckout(shop, orderId, false);
    expect(status).toBe(400);
    expect(body).toEqual({ error: GIFT_MESSAGES.revealAtTooSoon(24), field: 'revealAt' });
  });
});

describe('GET /api/gifts/:token', () => {
  it('answers 404 for a token that names no gift, and for a gift whose order is not paid', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const res = await getGift(token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: GIFT_MESSAGES.notFound });
    }
    const unpaid = await initOrder(shop, { revealAt: momentFromNow(shop, 2 * DAY) });
    expect((await getGift((await storedGift(shop, unpaid))!.token)).status).toBe(404);
    // The order page names the moment, but not the recipient's link before the order is paid.
    expect((await orderView(unpaid)).gift).toMatchObject({ giftPageUrl: null, revealedAt: null });
  });

  it('counts down without the song until the moment, though the buyer has it; then gives the song', async () => {
    const revealAt = momentFromNow(shop, 3 * DAY);
    const orderId = await paidOrder(shop, { revealAt, recipientEmail: 'maria@example.com', customerName: 'Tom', occasion: 'Birthday' });
    const { token } = (await storedGift(shop, orderId))!;

    // The order page shows the moment and the recipient's link to share.
    expect((await orderView(orderId)).gift).toEqual({
      revealAt: new Date(revealAt).toISOString(),
      recipientEmail: 'maria@example.com',
      giftPageUrl: `/gift/${token}`,
      revealedAt: null,
    });

    const waiting = await getGift(token);
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(await json<GiftView>(waiting)).toEqual({
      fromName: 'Tom',
      recipientName: 'Maria',
      occasion: 'Birthday',
      revealAt: new Date(revealAt).toISOString(),
      now: shop.clock.now().toISOString(),
      opened: false,
      song: null,
    });

    // Delivered before the moment: the buyer hears it now, the recipient's page still gives nothing of it.
    await deliverSong(shop, orderId, { lyrics: 'Happy birthday, Maria\n' });
    const delivery = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT delivery_token, song_media_id, lyrics_media_id FROM orders WHERE id = ?').get<Record<string, string>>(orderId),
    );
    const buyerSong = await json<SongView>(await fetch(`${shop.url}/api/songs/${delivery!.delivery_token}`));
    expect(buyerSong.lyricsText).toBe('Happy birthday, Maria\n');
    shop.clock.advance(3 * DAY - 60_000);
    const early = await (await getGift(token)).text();
    expect(JSON.parse(early)).toMatchObject({ opened: false, song: null });
    for (const secret of [delivery!.song_media_id!, delivery!.lyrics_media_id!, delivery!.delivery_token!, 'Happy birthday'])
      expect(early).not.toContain(secret);

    shop.clock.advance(60_000);
    const opened = await json<GiftView>(await getGift(token));
    expect(opened).toMatchObject({ opened: true, fromName: 'Tom' });
    expect(opened.song).toEqual({
      dedication: null,
      songUrl: buyerSong.songUrl,
      songDownloadUrl: buyerSong.songDownloadUrl,
      lyricsUrl: buyerSong.lyricsUrl,
      lyricsDownloadUrl: buyerSong.lyricsDownloadUrl,
      lyricsType: buyerSong.lyricsType,
      lyricsText: 'Happy birthday, Maria\n',
      deliveredAt: buyerSong.deliveredAt,
    });
    // The song itself is served to whoever holds the address the opened page gives.
    expect((await fetch(`${shop.url}${opened.song!.songUrl}`)).status).toBe(200);
  });

  it('gives an opened gift the photo slideshow the buyer made, being made until it is ready', async () => {
    const orderId = await paidOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR), addOns: ['photo-slideshow'] });
    const { token } = (await storedGift(shop, orderId))!;
    const data = new FormData();
    for (const hue of [0, 120, 240]) {
      const part = await photoPart({ hue, name: `IMG_${hue}.jpg` });
      data.append('photo', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
    }
    const uploaded = await fetch(`${shop.url}/api/orders/${(await storedOrder(shop, orderId))!.public_token}/photos`, { method: 'POST', body: data });
    expect(uploaded.status).toBe(201);
    await deliverSong(shop, orderId);
    expect(await json<GiftView>(await getGift(token))).toMatchObject({ opened: false, song: null });
    shop.clock.advance(26 * HOUR);
    // This shop runs no jobs: the render waits, and the recipient is told the video is on its way.
    expect((await json<GiftView>(await getGift(token))).song).toMatchObject({ slideshow: { status: 'making', videos: null } });
  });

  it('stays closed past the moment until the song is delivered, then opens', async () => {
    const orderId = await paidOrder(shop, { revealAt: momentFromNow(shop, 25 * HOUR) });
    const { token } = (await storedGift(shop, orderId))!;
    shop.clock.advance(30 * HOUR);
    expect(await json<GiftView>(await getGift(token))).toMatchObject({ opened: false, song: null });
    await deliverSong(shop, orderId);
    expect(await json<GiftView>(await getGift(token))).toMatchObject({ opened: true, song: { lyricsText: expect.any(String) } });
  });
});
