// The add-on form's rules: dollars in, cents out, each refusal beside its field.
import { describe, expect, it } from 'vitest';
import { ADD_ON_MESSAGES } from '../../../shared/schemas/addOn';
import { addOnToForm, formToAddOn } from './addOnForm';

const verse = { id: 'extra-verse', name: 'Extra verse', description: 'One more verse', priceCents: 1950, enabled: true };

describe('add-on form', () => {
  it('shows the price in dollars and sends it in cents, trimmed words and the switch as they are', () => {
    const values = addOnToForm(verse);
    expect(values).toEqual({ name: 'Extra verse', description: 'One more verse', price: '19.50', enabled: true });
    expect(formToAddOn({ ...values, name: ' Bonus verse ', price: '$24', enabled: false })).toEqual({
      ok: true,
      change: { name: 'Bonus verse', description: 'One more verse', priceCents: 2400, enabled: false },
    });
  });

  it('refuses a price that is not an amount, and a blank or too long name or description, by field', () => {
    for (const price of ['', 'free', '-5', '19.999'])
      expect(formToAddOn({ ...addOnToForm(verse), price })).toMatchObject({ ok: false, errors: { price: expect.any(String) } });
    expect(formToAddOn({ ...addOnToForm(verse), name: '  ' })).toEqual({ ok: false, errors: { name: ADD_ON_MESSAGES.nameMissing } });
    expect(formToAddOn({ ...addOnToForm(verse), description: 'x'.repeat(141) })).toMatchObject({
      ok: false,
      errors: { description: expect.any(String) },
    });
  });
});
