// The offers editor: dollars in, cents out, checked by the API's own schema.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS } from '../../../shared/offers';
import { centsToDollars, parseDollars } from '../kit/dollars';
import { formToOffer, offerToForm } from './offerForm';

describe('parseDollars', () => {
  it('reads dollar amounts as cents without floating-point drift', () => {
    expect(parseDollars('79')).toBe(7900);
    expect(parseDollars('79.5')).toBe(7950);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('$1,099.99')).toBe(109999);
    expect(parseDollars(' 19. ')).toBe(1900);
  });

  it('tells blank from nonsense', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('  ')).toBeNull();
    for (const bad of ['abc', '1.999', '-5', '1e3', '12.3.4']) expect(parseDollars(bad)).toBeNaN();
  });
});

describe('the offer form', () => {
  it('shows cents as dollars and round-trips the defaults', () => {
    expect(centsToDollars(7900)).toBe('79');
    expect(centsToDollars(10850)).toBe('108.50');
    const form = offerToForm(DEFAULT_OFFERS.landing);
    expect(form).toEqual({ priceCents: '99', compareAtCents: '149', deliveryHours: '48', rushHours: '6', rushFeeCents: '29' });
    expect(formToOffer(form)).toEqual({
      ok: true,
      offer: { priceCents: 9900, compareAtCents: 14900, deliveryHours: 48, rushHours: 6, rushFeeCents: 2900 },
    });
  });

  it('sends null to remove the compare-at price', () => {
    const result = formToOffer({ ...offerToForm(DEFAULT_OFFERS.landing), compareAtCents: '' });
    expect(result.ok && result.offer.compareAtCents).toBeNull();
  });

  it('names the field that is wrong', () => {
    const base = offerToForm(DEFAULT_OFFERS.wizard);
    expect(formToOffer({ ...base, priceCents: '' })).toEqual({ ok: false, errors: { priceCents: expect.stringMatching(/dollars/) } });
    expect(formToOffer({ ...base, deliveryHours: '1.5' })).toEqual({
      ok: false,
      errors: { deliveryHours: expect.stringMatching(/whole number/) },
    });
    expect(formToOffer({ ...base, rushHours: '30' })).toEqual({
      ok: false,
      errors: { rushHours: 'Rush delivery must be faster than standard delivery' },
    });
    expect(formToOffer({ ...base, compareAtCents: '50' })).toEqual({
      ok: false,
      errors: { compareAtCents: 'The compare-at price must be higher than the price' },
    });
  });
});
