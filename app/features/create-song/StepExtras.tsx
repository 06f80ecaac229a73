// Step 3's extras (issue 25): the add-ons the shop offers, each with its price and one line, and a tip for the
// musicians (none, 10 %, 15 %, 20 % or an amount). The summary below prices them with the rules the server charges by.
import { formatMoney } from '../../../shared/money';
import { TIP_MAX_CENTS } from '../../../shared/pricing';
import type { PublicAddOn } from '../../../shared/schemas/addOn';
import { TIP_CHOICES, type TipChoice } from '../../../shared/schemas/order';
import { ChoiceGroup, controlId, FieldError, TextInput, type FieldApi } from './fields';

const TIP_LABELS: Record<TipChoice, string> = { none: 'None', '10': '10 %', '15': '15 %', '20': '20 %', amount: 'Other amount' };

function AddOnChoices({ api, addOns, currency }: { api: FieldApi; addOns: PublicAddOn[]; currency: string }) {
  const ticked = api.draft.addOns;
  const error = api.errorOf('addOns');
  const toggle = (id: string, on: boolean) =>
    api.change('addOns', on ? [...ticked.filter((t) => t !== id), id] : ticked.filter((t) => t !== id));
  return (
    <fieldset className="cs-addons" id={controlId('addOns')} tabIndex={-1} aria-invalid={error ? true : undefined}>
      <legend>Make it even more special</legend>
      {addOns.map((addOn) => {
        const id = `${controlId('addOns')}-${addOn.id}`;
        return (
          <div className="cs-check cs-check--card" key={addOn.id}>
            <input
              id={id}
              type="checkbox"
              checked={ticked.includes(addOn.id)}
              onChange={(event) => toggle(addOn.id, event.target.checked)}
            />
            <label htmlFor={id}>
              <span className="cs-check__label">{addOn.name}</span>
              <span className="cs-check__detail">+{formatMoney(addOn.priceCents, currency)}</span>
              {addOn.description && <span className="cs-addons__description">{addOn.description}</span>}
            </label>
          </div>
        );
      })}
      <FieldError field="addOns" message={error} />
    </fieldset>
  );
}

export function StepExtras({ api, addOns, currency }: { api: FieldApi; addOns: PublicAddOn[]; currency: string }) {
  return (
    <>
      {addOns.length > 0 && <AddOnChoices api={api} addOns={addOns} currency={currency} />}
      <ChoiceGroup
        api={api}
        field="tip"
        legend="Add a tip for the musicians?"
        options={TIP_CHOICES}
        columns={3}
        required={false}
        labelOf={(choice) => TIP_LABELS[choice]}
      />
      {api.draft.tip === 'amount' && (
        <TextInput
          api={api}
          field="tipAmount"
          label="Tip amount"
          hint={`In dollars, up to ${formatMoney(TIP_MAX_CENTS, currency)}. It goes to the musicians whole; no discount applies to it.`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
        />
      )}
    </>
  );
}
