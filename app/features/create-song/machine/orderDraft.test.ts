// Step 3's add-ons, tip and gift date as the draft keeps them: the tip in cents from a percent or a typed amount, the
// gift's date with the device's offset, and stored drafts of any shape made safe (more of what the order sends is in
// wizardMachine.test.ts).
import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, parseRevealAt } from '../../../../shared/gift';
import { DEFAULT_OFFERS } from '../../../../shared/offers';
import { priceOrder } from '../../../../shared/pricing';
import { EMPTY_DRAFT } from '../../../../shared/schemas/order';
import { fieldsOf, isEmptyDraft, isStepValid, normalizeDraft, stepErrors, tipCentsOf, toOrderInit } from './orderDraft';

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

describe('isEmptyDraft', () => {
  it('is a new draft, and nothing with a field changed (an add-on, a box unticked, a tip)', () => {
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft(normalizeDraft({}))).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, recipientName: 'M' })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, addOns: ['lyrics-card'] })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, useNameInLyrics: false })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, tip: '10' })).toBe(false);
  });
});

describe('step 3’s gift date', () => {
  const complete = {
    ...normalizeDraft({}),
    recipientName: 'Maria',
    occasion: 'Birthday' as const,
    customerName: 'Tom',
    story: 'We met on a rainy Tuesday at the bus stop.',
    mood: 'Joyful' as const,
    genre: 'Pop' as const,
    vocalPreference: 'Female' as const,
    email: 'tom@example.com',
  };

  it('sends nothing of a gift by default, as before', () => {
    const order = toOrderInit(complete, 'draft_0123456789')!;
    expect(order).not.toHaveProperty('revealAt');
    expect(order).not.toHaveProperty('recipientEmail');
  });

  it('sends a chosen date with this device’s offset, and the recipient’s address', () => {
    const order = toOrderInit(
      { ...complete, giftWhen: 'date', revealAt: '2026-06-12T18:00', recipientEmail: 'maria@example.com' },
      'draft_0123456789',
    )!;
    expect(order.revealAt).toMatch(/^2026-06-12T18:00:00[+-]\d{2}:\d{2}$/);
    expect(parseRevealAt(order.revealAt!)!.getTime()).toBe(new Date(2026, 5, 12, 18, 0).getTime());
    expect(order.recipientEmail).toBe('maria@example.com');
    // A date typed, then "as soon as it's ready" chosen again: no date goes.
    expect(toOrderInit({ ...complete, giftWhen: 'ready', revealAt: '2026-06-12T18:00' }, 'draft_0123456789')).not.toHaveProperty(
      'revealAt',
    );
  });

  it('holds step 3 until the date is chosen, the address is one, and the giver is named', () => {
    expect(isStepValid(3, { ...complete, giftWhen: 'date', revealAt: '' })).toBe(false);
    expect(stepErrors(3, { ...complete, giftWhen: 'date', revealAt: '' })).toEqual({ revealAt: GIFT_MESSAGES.revealAtMissing });
    expect(stepErrors(3, { ...complete, recipientEmail: 'maria@' })).toEqual({ recipientEmail: GIFT_MESSAGES.recipientEmail });
    expect(stepErrors(3, { ...complete, customerName: ' ', recipientEmail: 'maria@example.com' })).toEqual({
      customerName: GIFT_MESSAGES.giverName,
    });
    expect(fieldsOf(3)).toContain('customerName');
    expect(isStepValid(3, { ...complete, giftWhen: 'date', revealAt: '2026-06-12T18:00', recipientEmail: 'maria@example.com' })).toBe(true);
    // Step 1 is not held back by it: the name stays optional there.
    expect(isStepValid(1, { ...complete, customerName: '', recipientEmail: 'maria@example.com' })).toBe(true);
  });

  it('restores a stored gift choice, and "as soon as it’s ready" from anything else', () => {
    expect(normalizeDraft({ giftWhen: 'date', revealAt: '2026-06-12T18:00', recipientEmail: 'm@example.com' })).toMatchObject({
      giftWhen: 'date',
      revealAt: '2026-06-12T18:00',
      recipientEmail: 'm@example.com',
    });
    expect(normalizeDraft({ giftWhen: 'someday', revealAt: 5 })).toMatchObject({ giftWhen: 'ready', revealAt: '', recipientEmail: '' });
  });
});
