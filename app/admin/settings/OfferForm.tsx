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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setRefusal(null);
    const result = formToOffer(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.offer);
  };

  const input = (field: OfferField, label: string, unit: 'money' | 'hours', optional = false) => {
    const error = errors[field];
    return (
      <div className="field offer-field">
        <label htmlFor={`${id}-${field}`}>
          {label}
          {optional && <span className="admin-optional"> (optional)</span>}
        </label>
        <div className={`offer-input offer-input--${unit}`}>
          {unit === 'money' && <span aria-hidden="true">{symbol}</span>}
          <input
            id={`${id}-${field}`}
            className="input"
            inputMode={unit === 'money' ? 'decimal' : 'numeric'}
            value={values[field]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              setErrors(({ [field]: _gone, ...rest }) => rest);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${field}-error` : undefined}
            autoComplete="off"
          />
          {unit === 'hours' && <span aria-hidden="true">h</span>}
        </div>
        {error && (
          <p className="field-error" id={`${id}-${field}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card admin-card offer" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="offer__title">
        {title}
      </h4>
      <p className="offer__hint">{hint}</p>
      <div className="offer__fields">
        {input('priceCents', `Price (${offer.currency})`, 'money')}
        {input('compareAtCents', 'Compare-at price', 'money', true)}
        {input('deliveryHours', 'Delivery time (hours)', 'hours')}
        {input('rushHours', 'Rush delivery time (hours)', 'hours')}
        {input('rushFeeCents', 'Rush fee', 'money')}
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
