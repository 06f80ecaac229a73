// Money for people: prices without needless cents, amounts paid always with them; $ default, € and £.
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney } from './money';

describe('money', () => {
  it('shows a whole price without cents and a fractional one with two', () => {
    expect(formatMoney(7900)).toBe('$79');
    expect(formatMoney(6320, 'usd')).toBe('$63.20');
  });
  it('shows an amount paid with cents, in its currency', () => {
    expect(formatAmount(10800)).toBe('$108.00');
    expect(formatAmount(7900, 'EUR')).toBe('€79.00');
    expect(formatAmount(7900, 'gbp')).toBe('£79.00');
  });
  it('falls back to $ for unknown or missing currencies', () => {
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol('JPY')).toBe('$');
  });
});
