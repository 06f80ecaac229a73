// The owner's add-ons through the API (issue 25): listed with the disabled ones; name, description, price and on/off
// edited and seen at once by /api/config and the next order; reordered; bad input refused naming the field with
// nothing changed; none of it without the admin's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/api-types';
import { ADD_ON_MESSAGES, type AddOn } from '../../../shared/schemas/addOn';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { postJson, storedOrder, validOrder } from '../../../testing/orders';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const call = (method: string, route: string, body?: unknown) => adminCall(shop, token, method, route, body);
const adminList = async () => json<AddOn[]>(await call('GET', '/api/admin/add-ons'));
const offered = async () => (await json<PublicConfig>(await fetch(`${shop.url}/api/config`))).addOns;
const storedRows = () =>
  withDatabase(shop.dataDir, (db) =>
    db.prepare('SELECT id, name, description, price_cents, enabled, sort_order FROM add_ons ORDER BY sort_order').all(),
  );

describe('admin add-ons', () => {
  it('lists every add-on in the shop’s order, the slideshow on now that the shop renders it', async () => {
    expect((await adminList()).map((a) => [a.id, a.priceCents, a.enabled])).toEqual([
      ['extra-verse', 1900, true],
      ['instrumental', 1500, true],
      ['photo-slideshow', 2900, true],
    ]);
  });

  it('edits name, description, price and on/off; /api/config and the next order see it at once', async () => {
    const res = await call('PUT', '/api/admin/add-ons/extra-verse', {
      name: ' Bonus verse ',
      description: 'One more verse',
      priceCents: 2400,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: 'extra-verse',
      name: 'Bonus verse',
      description: 'One more verse',
      priceCents: 2400,
      enabled: true,
    });
    expect((await offered())?.[0]).toEqual({ id: 'extra-verse', name: 'Bonus verse', description: 'One more verse', priceCents: 2400 });

    const order = await postJson(shop, '/api/order/init', validOrder({ addOns: ['extra-verse'] }));
    expect(order.status).toBe(201);
    expect(await storedOrder(shop, (await json<{ orderId: string }>(order)).orderId)).toMatchObject({ total_cents: 7900 + 2400 });

    expect((await call('PUT', '/api/admin/add-ons/instrumental', { enabled: false })).status).toBe(200);
    expect((await offered())?.map((a) => a.id)).toEqual(['extra-verse', 'photo-slideshow']);
    const refused = await postJson(shop, '/api/order/init', validOrder({ addOns: ['instrumental'] }));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ error: ADD_ON_MESSAGES.unavailable('instrumental'), field: 'addOns' });
    expect((await call('PUT', '/api/admin/add-ons/instrumental', { enabled: true })).status).toBe(200);
  });

  it('reorders every add-on, and refuses a list that misses one or names one twice', async () => {
    const res = await call('PUT', '/api/admin/add-ons/order', { ids: ['instrumental', 'photo-slideshow', 'extra-verse'] });
    expect(res.status).toBe(200);
    expect((await json<AddOn[]>(res)).map((a) => a.id)).toEqual(['instrumental', 'photo-slideshow', 'extra-verse']);
    expect((await offered())?.map((a) => a.id)).toEqual(['instrumental', 'photo-slideshow', 'extra-verse']);

    const before = await storedRows();
    for (const [ids, error] of [
      [['instrumental', 'extra-verse'], ADD_ON_MESSAGES.orderMismatch],
      [['instrumental', 'instrumental', 'extra-verse'], ADD_ON_MESSAGES.orderMismatch],
      [['instrumental', 'photo-slideshow', 'karaoke'], ADD_ON_MESSAGES.orderMismatch],
      ['instrumental', ADD_ON_MESSAGES.orderNotList],
    ] as const) {
      const bad = await call('PUT', '/api/admin/add-ons/order', { ids });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({ error, field: 'ids' });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a bad edit naming its field, changing nothing; an unknown id is 404', async () => {
    const before = await storedRows();
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ description: 'x'.repeat(141) }, 'description'],
      [{ priceCents: -1 }, 'priceCents'],
      [{ priceCents: 19.5 }, 'priceCents'],
      [{ enabled: 'yes' }, 'enabled'],
    ] as const) {
      const res = await call('PUT', '/api/admin/add-ons/extra-verse', body);
      expect(res.status).toBe(400);
      expect((await json<{ field: string }>(res)).field).toBe(field);
    }
    const unknown = await call('PUT', '/api/admin/add-ons/karaoke', { priceCents: 100 });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: ADD_ON_MESSAGES.notFound });
    expect(await storedRows()).toEqual(before);
  });

  it('answers 401 without the admin’s token', async () => {
    expect((await fetch(`${shop.url}/api/admin/add-ons`)).status).toBe(401);
    const res = await fetch(`${shop.url}/api/admin/add-ons/extra-verse`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ priceCents: 1 }),
    });
    expect(res.status).toBe(401);
    expect((await storedRows())[0]).toBeDefined();
  });
});
