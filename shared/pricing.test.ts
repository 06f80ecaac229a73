// Order prices: the offer, plus rush, minus a discount, in whole cents.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS } from './offers';
import { displayReference, priceOrder } from './pricing';

describe('priceOrder', () => {
  it('charges the wizard offer, $79 in 24 hours', () => {
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: false })).toEqual({
      baseCents: 7900,
      rushFeeCents: 0,
      discountCents: 0,
      totalCents: 7900,
      currency: 'USD',
      deliveryHours: 24,
    });
  });

  it('adds $29 for rush and promises 6 hours ($108 in all)', () => {
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: true })).toMatchObject({ totalCents: 10800, deliveryHours: 6 });
  });

  it('takes 20 % off the whole, rounded to a cent', () => {
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: true, discountPercent: 20 })).toMatchObject({ discountCents: 2160, totalCents: 8640 });
    expect(priceOrder({ ...DEFAULT_OFFERS.wizard, priceCents: 7999 }, { rush: false, discountPercent: 15 })).toMatchObject({
      discountCents: 1200,
      totalCents: 6799,
    });
  });
});

describe('displayReference', () => {
  it('is the last 8 characters, upper case', () => {
    expect(displayReference('cs_test_a1b2c3d4e5f6g7h8')).toBe('E5F6G7H8');
  });
});
