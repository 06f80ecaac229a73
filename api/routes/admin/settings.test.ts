// Application settings: the free-song link toggle shows at once on the public setting; the offers editor
// applies at once to /api/config and to the price of the next order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig, Setting } from '../../../shared/api-types';
import type { Offers } from '../../../shared/offers';
import { DEFAULT_OFFERS } from '../../../shared/offers';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { createCheckout, initOrder, storedOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const PATH = '/api/admin/settings/free_song_enabled';
const publicSetting = () => fetch(`${shop.url}/api/settings/free_song_enabled`);
const config = async () => json<PublicConfig>(await fetch(`${shop.url}/api/config`));

describe('the free-song link setting', () => {
  it('is 404 while it has no row, and a PUT creates it', async () => {
    await withDatabase(shop.dataDir, (db) => db.prepare("DELETE FROM settings WHERE key = 'free_song_enabled'").run());
    expect((await adminCall(shop, token, 'GET', PATH)).status).toBe(404);
    const res = await adminCall(shop, token, 'PUT', PATH, { value: 'true', description: 'Show the link' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ key: 'free_song_enabled', value: 'true', description: 'Show the link' });
    expect(await json(await adminCall(shop, token, 'GET', PATH))).toEqual({
      key: 'free_song_enabled',
      value: 'true',
      description: 'Show the link',
    });
  });

  it('turns off and on, and the public setting says so at once (the description stays when not sent)', async () => {
    expect(await json(await adminCall(shop, token, 'PUT', PATH, { value: 'false' }))).toEqual({
      key: 'free_song_enabled',
      value: 'false',
      description: 'Show the link',
    });
    expect(await json<Setting>(await publicSetting())).toMatchObject({ value: 'false' });
    await adminCall(shop, token, 'PUT', PATH, { value: 'true' });
    expect(await json<Setting>(await publicSetting())).toMatchObject({ value: 'true' });
  });

  it("answers 400 for a value other than 'true'/'false' and 404 for another key", async () => {
    for (const value of ['yes', true, 1]) {
      const res = await adminCall(shop, token, 'PUT', PATH, { value });
      expect(await json(res)).toEqual({ error: "value must be 'true' or 'false'", field: 'value' });
    }
    expect((await adminCall(shop, token, 'GET', '/api/admin/settings/admin_password_hash')).status).toBe(404);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/settings/other', { value: 'true' })).status).toBe(404);
  });
});

describe('the offers editor', () => {
  const change = { priceCents: 8900, compareAtCents: 12900, deliveryHours: 36, rushHours: 8, rushFeeCents: 3900 };

  it('lists every page', async () => {
    expect(await json<Offers>(await adminCall(shop, token, 'GET', '/api/admin/offers'))).toEqual(DEFAULT_OFFERS);
  });

  it('changes the wizard offer: /api/config shows it and the next order is priced by it', async () => {
    const before = await initOrder(shop);
    const res = await adminCall(shop, token, 'PUT', '/api/admin/offers/wizard', change);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ...change, currency: 'USD' });
    expect((await config()).offers.wizard).toEqual({ ...change, currency: 'USD' });
    expect((await config()).offers.home).toEqual(DEFAULT_OFFERS.home);

    expect((await storedOrder(shop, before))!.total_cents).toBe(7900);
    const next = await initOrder(shop);
    expect(await storedOrder(shop, next)).toMatchObject({ total_cents: 8900, delivery_hours: 36 });
    await createCheckout(shop, next, true);
    expect(await storedOrder(shop, next)).toMatchObject({ total_cents: 8900 + 3900, delivery_hours: 8 });
  });

  it('removes the compare-at price with null', async () => {
    const res = await adminCall(shop, token, 'PUT', '/api/admin/offers/landing', { ...change, compareAtCents: null });
    expect(await json(res)).toEqual({ priceCents: 8900, deliveryHours: 36, rushHours: 8, rushFeeCents: 3900, currency: 'USD' });
    expect((await config()).offers.landing.compareAtCents).toBeUndefined();
  });

  it('answers 400 with the schema message for a bad offer and 404 for an unknown page', async () => {
    const bad = await adminCall(shop, token, 'PUT', '/api/admin/offers/home', { ...change, rushHours: 48 });
    expect(await json(bad)).toEqual({ error: 'Rush delivery must be faster than standard delivery', field: 'rushHours' });
    expect((await adminCall(shop, token, 'PUT', '/api/admin/offers/home', { ...change, priceCents: -1 })).status).toBe(400);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/offers/home', { ...change, currency: 'EUR' })).status).toBe(400);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/offers/checkout', change)).status).toBe(404);
    expect((await config()).offers.home).toEqual(DEFAULT_OFFERS.home);
  });
});
