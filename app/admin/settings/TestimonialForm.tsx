// One testimonial's fields (name, location, occasion, rating, text), to add one or edit one in place: checked with
// the API's schema before sending, and a refusal from the server shown beside the field it names.
import { useId, useState, type FormEvent } from 'react';
import { TESTIMONIAL_LIMITS, type TestimonialFields } from '../../../shared/schemas/testimonial';
import { failureText } from '../kit/client';
import { formToTestimonial, refusalToErrors, type TestimonialErrors, type TestimonialFormValues } from './testimonialForm';
import type { TestimonialField } from '../../../shared/schemas/testimonial';

interface TestimonialFormProps {
  initial: TestimonialFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved (the form then empties or closes); rejects with the server's refusal. */
  onSave: (fields: TestimonialFields) => Promise<unknown>;
  onCancel?: () => void;
  /** Empties the fields after a save (the add form). */
  resetAfterSave?: TestimonialFormValues;
  label: string;
}

const RATINGS = ['5', '4', '3', '2', '1'];

export function TestimonialForm({ initial, submitLabel, busyLabel, onSave, onCancel, resetAfterSave, label }: TestimonialFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirst = (found: TestimonialErrors) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const checked = formToTestimonial(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.fields);
      if (resetAfterSave) setValues(resetAfterSave);
    } catch (error) {
      const refused = refusalToErrors(failureText(error));
      setErrors(refused.errors);
      setGeneral(refused.general ?? null);
      focusFirst(refused.errors);
    } finally {
      setBusy(false);
    }
  };

  const described = (field: TestimonialField, hint?: boolean) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: TestimonialField) =>
    errors[field] && (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    );
  const change = (field: TestimonialField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const text = (field: 'name' | 'location' | 'occasion', name: string, optional: boolean) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>
        {name}
        {optional && <span className="admin-optional"> (optional)</span>}
      </label>
      <input
        id={`${id}-${field}`}
        className="input"
        value={values[field]}
        maxLength={TESTIMONIAL_LIMITS[field] + 20}
        onChange={change(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        autoComplete="off"
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form className="testimonial-form" onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <div className="testimonial-form__row">
        {text('name', 'Name', false)}
        <div className="field">
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select
            id={`${id}-rating`}
            className="select"
            value={values.rating}
            onChange={change('rating')}
            aria-invalid={errors.rating ? true : undefined}
            aria-describedby={described('rating')}
          >
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {r} {r === '1' ? 'star' : 'stars'}
              </option>
            ))}
          </select>
          {errorOf('rating')}
        </div>
      </div>
      <div className="testimonial-form__row">
        {text('location', 'Location', true)}
        {text('occasion', 'Occasion', true)}
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>What they said</label>
        <textarea
          id={`${id}-text`}
          className="textarea"
          rows={4}
          value={values.text}
          onChange={change('text')}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described('text', true)}
        />
        <p className="hint" id={`${id}-text-hint`}>
          {values.text.trim().length} / {TESTIMONIAL_LIMITS.text} characters. Only words the customer agreed to share.
        </p>
        {errorOf('text')}
      </div>
      <div className="testimonial-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        {general && (
          <p className="field-error" role="alert">
            {general}
          </p>
        )}
      </div>
    </form>
  );
}
