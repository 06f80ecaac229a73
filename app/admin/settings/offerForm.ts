// The offers editor's form: amounts typed in dollars and sent in cents, hours as whole numbers, checked with
// the same schema the API uses (one schema per form, DESIGN §1).
import { fieldMessages } from '../../../shared/schemas/fields';
import { offerUpdateSchema } from '../../../shared/schemas/admin';
import type { Offer } from '../../../shared/offers';
import type { OfferUpdate } from '../kit/client';
import { centsToDollars, parseDollars } from '../kit/dollars';

export type OfferField = keyof OfferUpdate;
export type OfferFormValues = Record<OfferField, string>;
export type OfferErrors = Partial<Record<OfferField, string>>;

export function offerToForm(offer: Offer): OfferFormValues {
  return {
    priceCents: centsToDollars(offer.priceCents),
    compareAtCents: offer.compareAtCents == null ? '' : centsToDollars(offer.compareAtCents),
    deliveryHours: String(offer.deliveryHours),
    rushHours: String(offer.rushHours),
    rushFeeCents: centsToDollars(offer.rushFeeCents),
  };
}

const AMOUNT_HINT = 'Enter an amount in dollars, like 79 or 79.99';
const HOURS_HINT = 'Enter a whole number of hours';

export type OfferFormResult = { ok: true; offer: OfferUpdate } | { ok: false; errors: OfferErrors };

export function formToOffer(values: OfferFormValues): OfferFormResult {
  const errors: OfferErrors = {};
  const amount = (field: OfferField, required: boolean): number | null => {
    const cents = parseDollars(values[field]);
    if (cents === null) {
      if (required) errors[field] = AMOUNT_HINT;
      return null;
    }
    if (Number.isNaN(cents)) errors[field] = AMOUNT_HINT;
    return cents;
  };
  const hours = (field: OfferField): number => {
    const text = values[field].trim();
    if (!/^\d{1,5}$/.test(text)) errors[field] = HOURS_HINT;
    return Number(text);
  };
  const offer: OfferUpdate = {
    priceCents: amount('priceCents', true) ?? 0,
    compareAtCents: amount('compareAtCents', false),
    deliveryHours: hours('deliveryHours'),
    rushHours: hours('rushHours'),
    rushFeeCents: amount('rushFeeCents', true) ?? 0,
  };
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = offerUpdateSchema.safeParse(offer);
  if (!parsed.success) return { ok: false, errors: fieldMessages(parsed.error) as OfferErrors };
  return { ok: true, offer };
}
