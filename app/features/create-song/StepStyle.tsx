// Step 3, "Let us shape your melody": mood, genre, voice, where to send the song, rush, when the recipient hears it,
// add-ons and a tip, a discount code, the price.
import { GENRES, MOODS, VOCAL_PREFERENCES } from '../../../shared/enums';
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import type { PublicAddOn } from '../../../shared/schemas/addOn';
import { ORDER_LIMITS } from '../../../shared/schemas/order';
import { Checkbox, ChoiceGroup, TextInput, type FieldApi } from './fields';
import { PriceSummary } from './PriceSummary';
import { StepExtras } from './StepExtras';
import { StepGift } from './StepGift';
import type { StepPrice } from './useWizard';
import type { DiscountCheck } from './useDiscountCheck';

interface StepStyleProps {
  api: FieldApi;
  offer: Offer;
  discount: DiscountCheck;
  /** The add-ons the shop offers now. */
  addOns: PublicAddOn[];
  priced: StepPrice;
}

export function StepStyle({ api, offer, discount, addOns, priced }: StepStyleProps) {
  return (
    <>
      <ChoiceGroup api={api} field="mood" legend="What mood should it have?" options={MOODS} />
      <ChoiceGroup api={api} field="genre" legend="Which genre?" options={GENRES} />
      <ChoiceGroup api={api} field="vocalPreference" legend="Vocal preference" options={VOCAL_PREFERENCES} />
      <TextInput
        api={api}
        field="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="off"
        label="Your email"
        hint="We send your song and order updates here."
        maxLength={ORDER_LIMITS.email}
      />
      <Checkbox
        api={api}
        field="rushDelivery"
        variant="card"
        label="Rush delivery"
        detail={`+${formatMoney(offer.rushFeeCents, offer.currency)} · ready in ${offer.rushHours} hours`}
      />
      <StepGift api={api} promiseHours={priced.price.deliveryHours} />
      <StepExtras api={api} addOns={addOns} currency={offer.currency} />
      <TextInput
        api={api}
        field="discountCode"
        label="Discount code"
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ORDER_LIMITS.discountCode}
      />
      <PriceSummary offer={offer} rush={api.draft.rushDelivery} discount={discount} priced={priced} />
    </>
  );
}
