// A Settings form's submit: nothing while it saves; otherwise its own rules first (each error beside its field,
// focus on the first), then the change saved. Inputs are named `${idPrefix}-${field}`.
import type { FormEvent } from 'react';

export type Checked<T, E> = { ok: true; value: T } | { ok: false; errors: E };

export function checkedSubmit<T, E extends object>(
  event: FormEvent,
  form: {
    busy: boolean;
    idPrefix: string;
    check: () => Checked<T, E>;
    setErrors: (errors: E | Record<string, never>) => void;
    setRefusal: (refusal: null) => void;
    save: (value: T) => void;
  },
): void {
  event.preventDefault();
  if (form.busy) return;
  form.setRefusal(null);
  const result = form.check();
  if (!result.ok) {
    form.setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) document.getElementById(`${form.idPrefix}-${first}`)?.focus();
    return;
  }
  form.setErrors({});
  form.save(result.value);
}
