// Step 3, "Let us shape your melody": mood, genre, voice, where to send the song, rush, a discount code, the price.
import { GENRES, MOODS, VOCAL_PREFERENCES } from '../../../shared/enums';
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import { ORDER_LIMITS } from '../../../shared/schemas/order';
import { Checkbox, ChoiceGroup, TextInput, type FieldApi } from './fields';
import { PriceSummary } from './PriceSummary';
import type { DiscountCheck } from './useDiscountCheck';

export function StepStyle({ api, offer, discount }: { api: FieldApi; offer: Offer; discount: DiscountCheck }) {
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
      <PriceSummary offer={offer} rush={api.draft.rushDelivery} discount={discount} />
    </>
  );
}
