// Order init as a service: the amount stored is shared/pricing's for every offer with and without rush and a
// discount, and a resent draft answers its order even when a new order would be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_PAGES } from '../../../shared/offers';
import { priceOrder } from '../../../shared/pricing';
import { orderInitSchema, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { validOrder } from '../../../testing/orders';
import { startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { ORDER_INIT_LIMIT } from './orders';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
  // Odd cents on one page, so a discount's rounding is part of what is compared.
  await shop.services.offers.update('home', { priceCents: 8333, deliveryHours: 36, rushHours: 8, rushFeeCents: 2999 });
  await withDatabase(shop.dataDir, (db) =>
    db
      .prepare(
        "INSERT INTO discount_codes (code, percent_off, kind, email, max_uses, created_at) VALUES ('EVERYONE-15', 15, 'abandoned', NULL, NULL, '2026-01-01T00:00:00.000Z')",
      )
      .run(),
  );
});
afterAll(() => shop.destroy());

let customers = 0;
const input = (overrides: Record<string, unknown>) =>
  orderInitSchema.parse(validOrder({ email: `price-${++customers}@example.com`, ...overrides }));

describe('order init prices through shared/pricing', () => {
  const cases = OFFER_PAGES.flatMap((offer) =>
    [false, true].flatMap((rushDelivery) =>
      [
        { code: undefined, percent: 0 },
        { code: 'FREELOVE20', percent: 20 },
        { code: 'EVERYONE-15', percent: 15 },
      ].map((discount) => ({ offer, rushDelivery, ...discount })),
    ),
  );

  it.each(cases)('$offer, rush $rushDelivery, code $code: the amount is priceOrder’s', async ({ offer, rushDelivery, code, percent }) => {
    const { orderId } = await shop.services.orders.init(
      input({ offer, rushDelivery, ...(code ? { discountCode: code } : {}) }),
      '203.0.113.10',
    );
    const order = await shop.services.orders.find(orderId);
    const offers = await shop.services.offers.all();
    expect(order?.price).toEqual(priceOrder(offers[offer], { rush: rushDelivery, discountPercent: percent }));
    expect(order).toMatchObject({ offer, rushDelivery, discountPercent: percent, discountCode: code ?? null });
  });
});

describe('a resent draft', () => {
  it('answers its order although its single-use code was used up by its first submit', async () => {
    await withDatabase(shop.dataDir, (db) =>
      db
        .prepare(
          "INSERT INTO discount_codes (code, percent_off, kind, email, max_uses, created_at) VALUES ('ONCE-ONLY', 15, 'abandoned', 'once@example.com', 1, '2026-01-01T00:00:00.000Z')",
        )
        .run(),
    );
    const draft = orderInitSchema.parse(validOrder({ email: 'once@example.com', discountCode: 'ONCE-ONLY' }));
    const first = await shop.services.orders.init(draft, '203.0.113.11');
    expect(await shop.services.orders.init(draft, '203.0.113.11')).toEqual({ orderId: first.orderId, created: false });
    const another = orderInitSchema.parse(validOrder({ email: 'once@example.com', discountCode: 'ONCE-ONLY' }));
    await expect(shop.services.orders.init(another, '203.0.113.11')).rejects.toMatchObject({
      kind: 'invalid',
      message: WIZARD_MESSAGES.discountUnknown,
    });
    expect(await withDatabase(shop.dataDir, (db) => db.prepare("SELECT uses FROM discount_codes WHERE code = 'ONCE-ONLY'").get())).toEqual({
      uses: 1,
    });
  });

  it('answers its order although its address is past the limit of new orders', async () => {
    const address = '203.0.113.12';
    const first = orderInitSchema.parse(validOrder());
    const { orderId } = await shop.services.orders.init(first, address);
    for (let i = 1; i < ORDER_INIT_LIMIT.max; i++) await shop.services.orders.init(orderInitSchema.parse(validOrder()), address);
    await expect(shop.services.orders.init(orderInitSchema.parse(validOrder()), address)).rejects.toMatchObject({ kind: 'too_many' });
    expect(await shop.services.orders.init(first, address)).toEqual({ orderId, created: false });
  });
});
