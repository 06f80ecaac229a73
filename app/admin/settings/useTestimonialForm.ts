// A testimonial form's state: the values typed, the errors beside the fields and a refusal for the whole form.
// A submit checks with the API's schema, then saves; a refusal naming a field shows beside it and focuses it.
import { useId, useState, type FormEvent } from 'react';
import type { TestimonialField, TestimonialFields } from '../../../shared/schemas/testimonial';
import { failureText } from '../kit/client';
import { formToTestimonial, refusalToErrors, type TestimonialErrors, type TestimonialFormValues } from './testimonialForm';

export type TestimonialFormState = ReturnType<typeof useTestimonialForm>;

interface Options {
  initial: TestimonialFormValues;
  onSave: (fields: TestimonialFields) => Promise<unknown>;
  resetAfterSave: TestimonialFormValues | undefined;
}

export function useTestimonialForm({ initial, onSave, resetAfterSave }: Options) {
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

  /** What a control is read with: its error, then its hint. */
  const described = (field: TestimonialField, hint?: boolean) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const change = (field: TestimonialField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return { id, values, errors, general, busy, submit, described, change };
}
