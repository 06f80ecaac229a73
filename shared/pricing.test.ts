// Order prices: the offer, plus rush and add-ons, minus a discount, plus a tip, in whole cents.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS } from './offers';
import { chargeLines, displayReference, priceOrder, tipForPercent, TIP_LINE_NAME, SONG_LINE_NAME } from './pricing';

describe('priceOrder', () => {
  it('charges the wizard offer, $79 in 24 hours', () => {
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: false })).toEqual({
      baseCents: 7900,
      rushFeeCents: 0,
      addOnsCents: 0,
      discountCents: 0,
      tipCents: 0,
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

const verse = { id: 'extra-verse', name: 'Extra verse', priceCents: 1900 };
const instrumental = { id: 'instrumental', name: 'Instrumental version', priceCents: 1500 };

describe('priceOrder with add-ons and a tip', () => {
  it('adds each add-on to the song: $79 + $19 + $15 = $113', () => {
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: false, addOns: [verse, instrumental] })).toMatchObject({
      addOnsCents: 3400,
      totalCents: 11300,
    });
  });

  it('takes the discount off the song and its add-ons, never off the tip', () => {
    // ($79 + $29 rush + $19) x 20 % = $25.40 off; the $15 tip is added whole.
    expect(priceOrder(DEFAULT_OFFERS.wizard, { rush: true, discountPercent: 20, addOns: [verse], tipCents: 1500 })).toMatchObject({
      discountCents: 2540,
      tipCents: 1500,
      totalCents: 12700 - 2540 + 1500,
    });
  });

  it('offers a tip in percent of what the song costs after the discount', () => {
    const price = priceOrder(DEFAULT_OFFERS.wizard, { rush: false, discountPercent: 20, addOns: [verse], tipCents: 999 });
    // $98 - $19.60 = $78.40; 15 % of it is $11.76, whatever tip was chosen before.
    expect(tipForPercent(price, 15)).toBe(1176);
  });
});

describe('chargeLines', () => {
  it('lists the song, each add-on and the tip at their own prices without a discount', () => {
    const price = priceOrder(DEFAULT_OFFERS.wizard, { rush: true, addOns: [verse, instrumental], tipCents: 1200 });
    expect(chargeLines(price, [verse, instrumental])).toEqual([
      { name: SONG_LINE_NAME, amountCents: 10800 },
      { name: 'Extra verse', amountCents: 1900 },
      { name: 'Instrumental version', amountCents: 1500 },
      { name: TIP_LINE_NAME, amountCents: 1200 },
    ]);
  });

  it('shares a discount over the song and add-ons so that the lines add up to the total, the tip untouched', () => {
    const offer = { ...DEFAULT_OFFERS.wizard, priceCents: 7999 };
    for (const percent of [0, 7, 15, 20, 33, 100]) {
      const price = priceOrder(offer, { rush: true, discountPercent: percent, addOns: [verse, instrumental], tipCents: 777 });
      const lines = chargeLines(price, [verse, instrumental]);
      expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(price.totalCents);
      expect(lines.at(-1)).toEqual({ name: TIP_LINE_NAME, amountCents: 777 });
      expect(lines.every((line) => line.amountCents >= 0)).toBe(true);
    }
  });

  it('leaves out lines of nothing but keeps the song', () => {
    const price = priceOrder(DEFAULT_OFFERS.wizard, { rush: false, discountPercent: 100, addOns: [verse] });
    expect(chargeLines(price, [verse])).toEqual([{ name: SONG_LINE_NAME, amountCents: 0 }]);
  });
});

describe('displayReference', () => {
  it('is the last 8 characters, upper case', () => {
    expect(displayReference('cs_test_a1b2c3d4e5f6g7h8')).toBe('E5F6G7H8');
  });
});
