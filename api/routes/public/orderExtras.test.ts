// Add-ons and a tip on POST /api/order/init (issue 25): GET /api/config lists the enabled add-ons; the server prices
// them and the tip with the shared pricing code (the discount never on the tip), keeps each add-on as sold, and
// refuses an unknown or disabled add-on or a bad tip with 400 naming the field, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PublicConfig } from '../../../shared/api-types';
import { TIP_MAX_CENTS } from '../../../shared/pricing';
import { ADD_ON_MESSAGES } from '../../../shared/schemas/addOn';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { countRows, createCheckout, postJson, storedOrder, validOrder } from '../../../testing/orders';
import { readOutbox, waitForOutbox } from '../../../testing/outbox';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => shop.destroy());

const init = (body: unknown) => postJson(shop, '/api/order/init', body);
const orderIdOf = async (res: Response) => {
  expect(res.status).toBe(201);
  return (await json<{ orderId: string }>(res)).orderId;
};
const chosenRows = (orderId: string) =>
  withDatabase(shop.dataDir, (db) =>
    db.prepare('SELECT add_on_id, name, price_cents FROM order_add_ons WHERE order_id = ? ORDER BY position').all(orderId),
  );
const setEnabled = (id: string, enabled: boolean) =>
  withDatabase(shop.dataDir, (db) => db.prepare('UPDATE add_ons SET enabled = ? WHERE id = ?').run(enabled ? 1 : 0, id));

describe('add-ons in /api/config', () => {
  it('lists the enabled add-ons in the shop’s order: extra verse, instrumental and the slideshow the shop renders', async () => {
    const config = await json<PublicConfig>(await fetch(`${shop.url}/api/config`));
    expect(config.addOns).toEqual([
      { id: 'extra-verse', name: 'Extra verse', description: expect.any(String), priceCents: 1900 },
      { id: 'instrumental', name: 'Instrumental version', description: expect.any(String), priceCents: 1500 },
      { id: 'photo-slideshow', name: 'Photo slideshow video', description: expect.any(String), priceCents: 2900 },
    ]);
  });
});

describe('order init with add-ons and a tip', () => {
  it('charges each add-on once however often it is named, and keeps each as sold', async () => {
    const orderId = await orderIdOf(await init(validOrder({ addOns: ['instrumental', 'extra-verse', 'instrumental'] })));
    expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 7900 + 1900 + 1500 });
    // In the shop's order, not the order named.
    expect(await chosenRows(orderId)).toEqual([
      { add_on_id: 'extra-verse', name: 'Extra verse', price_cents: 1900 },
      { add_on_id: 'instrumental', name: 'Instrumental version', price_cents: 1500 },
    ]);
  });

  it('takes the discount off the song and add-ons but never off the tip', async () => {
    const orderId = await orderIdOf(
      await init(validOrder({ email: 'tipper@example.com', discountCode: 'FREELOVE20', addOns: ['extra-verse'], tipCents: 1470 })),
    );
    // ($79 + $19) - 20 % = $78.40, plus the $14.70 tip whole.
    const row = await withDatabase(shop.dataDir, (db) =>
      db.prepare('SELECT add_ons_cents, discount_cents, tip_cents, total_cents FROM orders WHERE id = ?').get(orderId),
    );
    expect(row).toEqual({ add_ons_cents: 1900, discount_cents: 1960, tip_cents: 1470, total_cents: 7840 + 1470 });
  });

  it('keeps add-ons and tip when rush is switched at checkout, and the test checkout lists a line each', async () => {
    const orderId = await orderIdOf(await init(validOrder({ addOns: ['extra-verse'], tipCents: 1000 })));
    const { status, body } = await createCheckout(shop, orderId, true);
    expect(status).toBe(200);
    expect(await storedOrder(shop, orderId)).toMatchObject({ rush_delivery: 1, total_cents: 7900 + 2900 + 1900 + 1000 });
    const sessionId = /\/test-checkout\/(cs_test_\w+)$/.exec(body.url!)![1]!;
    const view = await json<{ amountCents: number; lines: unknown }>(await fetch(`${shop.url}/api/test-checkout/${sessionId}`));
    expect(view.amountCents).toBe(13700);
    expect(view.lines).toEqual([
      { name: 'Custom Song Creation', amountCents: 10800 },
      { name: 'Extra verse', amountCents: 1900 },
      { name: 'Tip for the musicians', amountCents: 1000 },
    ]);
  });

  it('once paid, the order page, the confirmation and the owner’s notice list the add-ons and the tip', async () => {
    const email = 'extras-paid@example.com';
    const orderId = await orderIdOf(await init(validOrder({ email, addOns: ['instrumental'], tipCents: 1185 })));
    const { body } = await createCheckout(shop, orderId);
    const sessionId = body.url!.split('/').pop()!;
    const before = (await readOutbox(shop.dataDir)).length;
    expect((await fetch(`${shop.url}/api/test-checkout/${sessionId}/pay`, { method: 'POST' })).status).toBe(200);

    const { public_token } = (await storedOrder(shop, orderId))!;
    const view = await json<OrderView>(await fetch(`${shop.url}/api/orders/${public_token}`));
    expect(view.totalCents).toBe(7900 + 1500 + 1185);
    expect(view.lines).toEqual([
      { name: 'Custom Song Creation', amountCents: 7900 },
      { name: 'Instrumental version', amountCents: 1500 },
      { name: 'Tip for the musicians', amountCents: 1185 },
    ]);

    const mails = (await waitForOutbox(shop.dataDir, before + 2)).slice(before);
    const confirmation = mails.find((m) => m.to?.[0]?.address === email)!;
    expect(confirmation.text).toContain('- Instrumental version: $15.00');
    expect(confirmation.text).toContain('- Tip for the musicians: $11.85');
    const notice = mails.find((m) => m.to?.[0]?.address !== email)!;
    expect(notice.text).toContain('Add-ons: Instrumental version');
    expect(notice.text).toContain('Tip for the musicians: $11.85');
  });

  it('sells an add-on at its price when the order is made, not after the owner changes it', async () => {
    const orderId = await orderIdOf(await init(validOrder({ addOns: ['instrumental'] })));
    await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE add_ons SET price_cents = 9900 WHERE id = 'instrumental'").run());
    try {
      await createCheckout(shop, orderId, true);
      expect(await storedOrder(shop, orderId)).toMatchObject({ total_cents: 7900 + 2900 + 1500 });
    } finally {
      await withDatabase(shop.dataDir, (db) => db.prepare("UPDATE add_ons SET price_cents = 1500 WHERE id = 'instrumental'").run());
    }
  });

  it('refuses an unknown or disabled add-on by name with 400 on addOns, storing nothing', async () => {
    await setEnabled('instrumental', false);
    try {
      const before = { orders: await countRows(shop, 'orders'), chosen: await countRows(shop, 'order_add_ons') };
      for (const id of ['karaoke', 'instrumental']) {
        const res = await init(validOrder({ addOns: ['extra-verse', id] }));
        expect(res.status).toBe(400);
        expect(await json(res)).toEqual({ error: ADD_ON_MESSAGES.unavailable(id), field: 'addOns' });
      }
      expect({ orders: await countRows(shop, 'orders'), chosen: await countRows(shop, 'order_add_ons') }).toEqual(before);
    } finally {
      await setEnabled('instrumental', true);
    }
  });

  it('refuses addOns that are not a list of ids', async () => {
    const before = await countRows(shop, 'orders');
    for (const addOns of ['extra-verse', [1], [null], Array.from({ length: 21 }, (_, i) => `x${i}`)]) {
      const res = await init(validOrder({ addOns }));
      expect(res.status).toBe(400);
      expect((await json<{ field: string }>(res)).field).toBe('addOns');
    }
    expect(await countRows(shop, 'orders')).toBe(before);
  });

  it('refuses a tip that is negative, fractional, not a number or over the cap, storing nothing', async () => {
    const before = await countRows(shop, 'orders');
    for (const tipCents of [-1, 12.5, '1000', null, TIP_MAX_CENTS + 1]) {
      const res = await init(validOrder({ tipCents }));
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: WIZARD_MESSAGES.tip, field: 'tipCents' });
    }
    expect(await countRows(shop, 'orders')).toBe(before);
    const capped = await orderIdOf(await init(validOrder({ tipCents: TIP_MAX_CENTS })));
    expect(await storedOrder(shop, capped)).toMatchObject({ total_cents: 7900 + TIP_MAX_CENTS });
  });

  it('answers a resent draft with its order even once an add-on it chose was switched off', async () => {
    const body = validOrder({ addOns: ['instrumental'] });
    const orderId = await orderIdOf(await init(body));
    await setEnabled('instrumental', false);
    try {
      const again = await init(body);
      expect(again.status).toBe(200);
      expect((await json<{ orderId: string }>(again)).orderId).toBe(orderId);
    } finally {
      await setEnabled('instrumental', true);
    }
  });
});
