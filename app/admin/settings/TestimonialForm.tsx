// One testimonial's fields (name, location, occasion, rating, text), to add one or edit one in place: checked with
// the API's schema before sending, and a refusal from the server shown beside the field it names.
import { TESTIMONIAL_LIMITS, type TestimonialFields } from '../../../shared/schemas/testimonial';
import type { TestimonialFormValues } from './testimonialForm';
import { useTestimonialForm, type TestimonialFormState } from './useTestimonialForm';
import { FieldError } from '../kit/FieldError';

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
  const form = useTestimonialForm({ initial, onSave, resetAfterSave });
  return (
    <form className="testimonial-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={label}>
      <div className="testimonial-form__row">
        <TextField form={form} field="name" name="Name" optional={false} />
        <RatingField form={form} />
      </div>
      <div className="testimonial-form__row">
        <TextField form={form} field="location" name="Location" optional />
        <TextField form={form} field="occasion" name="Occasion" optional />
      </div>
      <QuoteField form={form} />
      <div className="testimonial-form__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        {form.general && (
          <p className="field-error" role="alert">
            {form.general}
          </p>
        )}
      </div>
    </form>
  );
}

interface TextFieldProps {
  form: TestimonialFormState;
  field: 'name' | 'location' | 'occasion';
  name: string;
  optional: boolean;
}

/** Who wrote it, where from, and the occasion: one line each. */
function TextField({ form, field, name, optional }: TextFieldProps) {
  const { id, values, errors } = form;
  return (
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
        onChange={form.change(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={form.described(field)}
        autoComplete="off"
      />
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );
}

function RatingField({ form }: { form: TestimonialFormState }) {
  const { id, values, errors } = form;
  return (
    <div className="field">
      <label htmlFor={`${id}-rating`}>Rating</label>
      <select
        id={`${id}-rating`}
        className="select"
        value={values.rating}
        onChange={form.change('rating')}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={form.described('rating')}
      >
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {r} {r === '1' ? 'star' : 'stars'}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-rating-error`} message={errors.rating} />
    </div>
  );
}

/** What they said, with a count of the characters left. */
function QuoteField({ form }: { form: TestimonialFormState }) {
  const { id, values, errors } = form;
  return (
    <div className="field">
      <label htmlFor={`${id}-text`}>What they said</label>
      <textarea
        id={`${id}-text`}
        className="textarea"
        rows={4}
        value={values.text}
        onChange={form.change('text')}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={form.described('text', true)}
      />
      <p className="hint" id={`${id}-text-hint`}>
        {values.text.trim().length} / {TESTIMONIAL_LIMITS.text} characters. Only words the customer agreed to share.
      </p>
      <FieldError id={`${id}-text-error`} message={errors.text} />
    </div>
  );
}
