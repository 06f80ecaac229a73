// One add-on's form in Settings: its price typed in dollars and sent in cents, checked with the schema the API
// uses (one schema per form, DESIGN §1).
import { addOnUpdateSchema, type AddOn, type AddOnUpdate } from '../../../shared/schemas/addOn';
import { fieldMessages } from '../../../shared/schemas/fields';
import { centsToDollars, parseDollars } from '../kit/dollars';

export interface AddOnFormValues {
  name: string;
  description: string;
  price: string;
  enabled: boolean;
}
export type AddOnErrors = Partial<Record<'name' | 'description' | 'price', string>>;

export const addOnToForm = (a: AddOn): AddOnFormValues => ({
  name: a.name,
  description: a.description,
  price: centsToDollars(a.priceCents),
  enabled: a.enabled,
});

export type AddOnFormResult = { ok: true; change: AddOnUpdate } | { ok: false; errors: AddOnErrors };

export function formToAddOn(values: AddOnFormValues): AddOnFormResult {
  const priceCents = parseDollars(values.price);
  if (priceCents === null || Number.isNaN(priceCents))
    return { ok: false, errors: { price: 'Enter an amount in dollars, like 19 or 19.99' } };
  const result = addOnUpdateSchema.safeParse({ name: values.name, description: values.description, priceCents, enabled: values.enabled });
  if (result.success) return { ok: true, change: result.data };
  const { priceCents: price, name, description } = fieldMessages(result.error);
  return { ok: false, errors: { ...(name ? { name } : {}), ...(description ? { description } : {}), ...(price ? { price } : {}) } };
}
