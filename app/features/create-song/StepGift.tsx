// Step 3's gift date (issue 25), "When should they hear it?": as soon as it is ready (the default), or a date and
// time on the buyer's own clock (its time zone named), no sooner than the song's promise and within a year; then
// the recipient's address, and the giver's name, which their page and mail show. The buyer hears it first either way.
import { revealWindow } from '../../../shared/gift';
import { GIFT_WHEN, ORDER_LIMITS, type GiftWhen } from '../../../shared/schemas/order';
import { ChoiceGroup, TextInput, type FieldApi } from './fields';
import { deviceTimeZone } from '../../core/moments';
import { fieldValue, localMoment, nextWholeHour } from './machine/giftMoment';
import { asksForGift } from './machine/orderDraft';

const WHEN_LABELS: Record<GiftWhen, string> = { ready: 'As soon as it’s ready', date: 'On a date I choose' };

export function StepGift({ api, promiseHours }: { api: FieldApi; promiseHours: number }) {
  const { draft } = api;
  const { earliest, latest } = revealWindow(new Date(), promiseHours);
  const onDate = draft.giftWhen === 'date';
  // Choosing "a date" suggests the first whole hour the song can be ready by, for the buyer to move.
  const withSuggestion: FieldApi = {
    ...api,
    change: (field, value) => {
      api.change(field, value);
      if (field === 'giftWhen' && value === 'date' && !localMoment(draft.revealAt))
        api.change('revealAt', fieldValue(nextWholeHour(earliest)));
    },
  };
  return (
    <div className="cs-gift">
      <ChoiceGroup
        api={withSuggestion}
        field="giftWhen"
        legend="When should they hear it?"
        hint="You get the song as soon as it’s ready either way, to hear it first."
        options={GIFT_WHEN}
        required={false}
        labelOf={(choice) => WHEN_LABELS[choice]}
      />
      {onDate && (
        <TextInput
          api={api}
          field="revealAt"
          type="datetime-local"
          label="Date and time"
          hint={`In your time zone (${deviceTimeZone()}): at least ${promiseHours} hours from now, within a year.`}
          min={fieldValue(earliest)}
          max={fieldValue(latest)}
          maxLength={16}
        />
      )}
      <TextInput
        api={api}
        field="recipientEmail"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        label="Their email"
        optional
        hint={
          onDate
            ? 'At that moment we email them a link of their own. Leave it empty to share the link yourself: it is on your order page.'
            : 'We email them a link of their own as soon as the song is ready. Leave it empty to share the song yourself.'
        }
        maxLength={ORDER_LIMITS.email}
      />
      {asksForGift(draft) && (
        <TextInput
          api={api}
          field="customerName"
          label="From: your name, as they will see it"
          autoComplete="name"
          maxLength={ORDER_LIMITS.name}
        />
      )}
    </div>
  );
}
