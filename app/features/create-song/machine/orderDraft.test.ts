// Step 3's add-ons and tip as the draft keeps them: the tip in cents from a percent or a typed amount, and stored
// drafts of any shape made safe (what the order sends is in wizardMachine.test.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS } from '../../../../shared/offers';
import { priceOrder } from '../../../../shared/pricing';
import { normalizeDraft, tipCentsOf } from './orderDraft';

describe('tipCentsOf', () => {
  // $79 + $19 verse, 20 % off: $78.40 before the tip.
  const price = priceOrder(DEFAULT_OFFERS.wizard, { rush: false, discountPercent: 20, addOns: [{ priceCents: 1900 }] });

  it('is nothing by default', () => {
    expect(tipCentsOf({ tip: 'none', tipAmount: '25' }, price)).toBe(0);
  });

  it('takes a percent of the song and add-ons after the discount', () => {
    expect(tipCentsOf({ tip: '15', tipAmount: '' }, price)).toBe(1176);
    expect(tipCentsOf({ tip: '20', tipAmount: '' }, price)).toBe(1568);
  });

  it('reads an amount typed in dollars, and nothing from what is not one', () => {
    expect(tipCentsOf({ tip: 'amount', tipAmount: ' $12.50 ' }, price)).toBe(1250);
    expect(tipCentsOf({ tip: 'amount', tipAmount: '7' }, price)).toBe(700);
    for (const typed of ['', '-5', '1.234', 'ten', '1e3', '12,50']) expect(tipCentsOf({ tip: 'amount', tipAmount: typed }, price)).toBe(0);
  });
});

describe('normalizeDraft', () => {
  it('keeps only text ids for add-ons and a known tip choice, with the defaults for an older draft', () => {
    expect(normalizeDraft({ addOns: ['extra-verse', 3, null], tip: '15', tipAmount: 4 })).toMatchObject({
      addOns: ['extra-verse'],
      tip: '15',
      tipAmount: '',
    });
    expect(normalizeDraft({ tip: '50' })).toMatchObject({ addOns: [], tip: 'none', tipAmount: '' });
  });
});
