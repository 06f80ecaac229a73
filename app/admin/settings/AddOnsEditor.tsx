// Settings → Add-ons (issue 25): what buyers can add to a song in the wizard's step 3, each with its name, one line,
// price and on/off, saved on its own, and their order in the wizard (Move up / Move down). A change reaches the
// wizard and the next order at once; orders already made keep what they were sold.
import { arrayMove } from '@dnd-kit/sortable';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AddOn, AddOnUpdate } from '../../../shared/schemas/addOn';
import { toast } from '../../ui/toasts';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { FieldError } from '../kit/FieldError';
import { ListSkeleton, LoadError } from '../kit/LoadState';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { MoveButtons, useOptimisticReorder, type Placement } from '../kit/reorder';
import { checkedSubmit } from '../kit/checkedSubmit';
import { addOnToForm, formToAddOn, type AddOnErrors, type AddOnFormValues } from './addOnForm';
import { useAdminAddOns } from './settingsQueries';

type TextKey = 'name' | 'description' | 'price';

function AddOnForm({ addOn, placement }: { addOn: AddOn; placement: Placement }) {
  const id = useId();
  const [values, setValues] = useState<AddOnFormValues>(() => addOnToForm(addOn));
  const [errors, setErrors] = useState<AddOnErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (change: AddOnUpdate) => adminApi.saveAddOn(addOn.id, change),
    retry: retryIfUnreached,
    onSuccess: (saved) => toast.success('Success', `${saved.name} saved`),
    onError: (error) => setRefusal(failureText(error)),
    onSettled: () => refresh(adminKeys.addOns, publicKeys.config),
  });

  const submit = (event: FormEvent) =>
    checkedSubmit(event, {
      busy: save.isPending,
      idPrefix: id,
      check: () => {
        const result = formToAddOn(values);
        return result.ok ? { ok: true, value: result.change } : result;
      },
      setErrors,
      setRefusal,
      save: (change) => save.mutate(change),
    });

  const text = (key: TextKey, label: string, inputMode: 'text' | 'decimal' = 'text') => (
    <div className="field offer-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        inputMode={inputMode}
        value={values[key]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [key]: e.target.value }));
          setErrors(({ [key]: _gone, ...rest }) => rest);
        }}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        autoComplete="off"
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form className="card admin-card offer" onSubmit={submit} noValidate aria-label={addOn.name}>
      <div className="offer__fields">
        {text('name', 'Name')}
        {text('description', 'One-line description')}
        {text('price', 'Price (dollars)', 'decimal')}
        <label className="add-on__enabled">
          <input type="checkbox" checked={values.enabled} onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))} />{' '}
          Offered in the wizard
        </label>
      </div>
      <div className="offer__footer">
        <button type="submit" className="btn btn--primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${addOn.name}`}
        </button>
        <span className="add-on__moves">
          <MoveButtons name={addOn.name} {...placement} />
        </span>
        {refusal && (
          <p className="field-error offer__refusal" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </form>
  );
}

export function AddOnsEditor() {
  const addOns = useAdminAddOns();
  const reorder = useOptimisticReorder<AddOn>({
    key: adminKeys.addOns,
    save: adminApi.orderAddOns,
    refreshKeys: [adminKeys.addOns, publicKeys.config],
    failureTitle: 'Failed to reorder add-ons',
  });
  const move = (from: number, to: number) => {
    if (!addOns.data || reorder.isPending) return;
    reorder.mutate(arrayMove(addOns.data, from, to));
  };
  return (
    <section className="offers" aria-labelledby="add-ons-title">
      <div className="admin-section-head">
        <h3 id="add-ons-title" className="admin-section-head__title">
          Add-ons
        </h3>
        <p className="admin-section-head__hint">What buyers can add to their song in the wizard. Saving one updates it right away.</p>
      </div>
      {addOns.isPending ? (
        <ListSkeleton rows={2} label="Loading add-ons" />
      ) : addOns.isError ? (
        <LoadError
          message="Failed to fetch add-ons"
          detail={failureText(addOns.error)}
          onRetry={() => void addOns.refetch()}
          retrying={addOns.isFetching}
        />
      ) : (
        <div className="offers__grid">
          {addOns.data.map((addOn, index) => (
            <AddOnForm
              key={`${addOn.id}:${addOn.name}:${addOn.priceCents}:${addOn.enabled}`}
              addOn={addOn}
              placement={{ index, count: addOns.data.length, move }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
