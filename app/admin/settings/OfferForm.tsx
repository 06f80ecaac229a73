// One page's offer: dollars in the inputs, cents to the server, field errors beside the fields and the
// server's refusal beside the Save button.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Offer, OfferPage } from '../../../shared/offers';
import { currencySymbol } from '../../../shared/money';
import { adminApi } from '../kit/api';
import { failureText, type OfferUpdate } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { formToOffer, offerToForm, type OfferErrors, type OfferField, type OfferFormValues } from './offerForm';
import { toast } from '../../ui/toasts';
import { FieldError } from '../kit/FieldError';
import { checkedSubmit } from '../kit/checkedSubmit';

interface OfferFormProps {
  page: OfferPage;
  offer: Offer;
  title: string;
  hint: string;
}

export function OfferForm({ page, offer, title, hint }: OfferFormProps) {
  const id = useId();
  const [values, setValues] = useState<OfferFormValues>(() => offerToForm(offer));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = useRefresh();
  const symbol = currencySymbol(offer.currency);

  const save = useMutation({
    mutationFn: (update: OfferUpdate) => adminApi.saveOffer(page, update),
    retry: retryIfUnreached,
    onSuccess: () => toast.success('Success', `${title} prices saved`),
    onError: (error) => setRefusal(failureText(error)),
    onSettled: () => refresh(adminKeys.offers, publicKeys.config),
  });

  const submit = (event: FormEvent) =>
    checkedSubmit(event, {
      busy: save.isPending,
      idPrefix: id,
      check: () => {
        const result = formToOffer(values);
        return result.ok ? { ok: true, value: result.offer } : result;
      },
      setErrors,
      setRefusal,
      save: (offer) => save.mutate(offer),
    });

  /** What each input needs from the form: its id, value and error, and a change that clears that error. */
  const field = (name: OfferField) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    symbol,
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  return (
    <form className="card admin-card offer" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="offer__title">
        {title}
      </h4>
      <p className="offer__hint">{hint}</p>
      <div className="offer__fields">
        <OfferInput {...field('priceCents')} label={`Price (${offer.currency})`} unit="money" />
        <OfferInput {...field('compareAtCents')} label="Compare-at price" unit="money" optional />
        <OfferInput {...field('deliveryHours')} label="Delivery time (hours)" unit="hours" />
        <OfferInput {...field('rushHours')} label="Rush delivery time (hours)" unit="hours" />
        <OfferInput {...field('rushFeeCents')} label="Rush fee" unit="money" />
      </div>
      <div className="offer__footer">
        <button type="submit" className="btn btn--primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${title.toLowerCase()}`}
        </button>
        {refusal && (
          <p className="field-error offer__refusal" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </form>
  );
}

interface OfferInputProps {
  id: string;
  label: string;
  unit: 'money' | 'hours';
  optional?: boolean;
  value: string;
  error: string | undefined;
  /** The currency's symbol, shown before an amount. */
  symbol: string;
  onChange: (value: string) => void;
}

/** An amount (after the currency's symbol) or a number of hours (before "h"), with its error below. */
function OfferInput({ id, label, unit, optional = false, value, error, symbol, onChange }: OfferInputProps) {
  return (
    <div className="field offer-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="admin-optional"> (optional)</span>}
      </label>
      <div className={`offer-input offer-input--${unit}`}>
        {unit === 'money' && <span aria-hidden="true">{symbol}</span>}
        <input
          id={id}
          className="input"
          inputMode={unit === 'money' ? 'decimal' : 'numeric'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        {unit === 'hours' && <span aria-hidden="true">h</span>}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
