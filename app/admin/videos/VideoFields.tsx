// The video forms' controls: a labelled field with its hint and its error beside it (aria-invalid and
// aria-describedby wired), selects from option lists, a checkbox, and the error state the forms share.
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { PLATFORM_LABELS, VIDEO_DURATIONS, type VideoPlatform } from '../../../shared/schemas/video';

export interface Option {
  value: string;
  label: string;
}

export const platformOptions = (platforms: readonly VideoPlatform[]): Option[] =>
  platforms.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }));
export const DURATION_OPTIONS: Option[] = VIDEO_DURATIONS.map((d) => ({ value: String(d), label: `${d} seconds` }));

/** What a control needs to be read with its hint and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, optional, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="admin-optional"> (optional)</span>}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

export function SelectField({ id, label, value, options, onChange, hint, error, selectRef }: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select ref={selectRef} className="select" value={value} onChange={(e) => onChange(e.target.value)} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
}

export function Checkbox({ id, label, checked, onChange, inputRef }: CheckboxProps) {
  return (
    <div className="video-check">
      <input ref={inputRef} id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A form's field errors: shown beside the fields, each gone once its field changes; the first invalid field gets focus. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const clear = useCallback((field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  const show = useCallback(
    (next: Partial<Record<F, string>>, order: readonly F[], refs: Partial<Record<F, RefObject<HTMLElement | null>>>) => {
      setErrors(next);
      const first = order.find((field) => next[field]);
      if (first) refs[first]?.current?.focus();
    },
    [],
  );
  return { errors, clear, show, reset: useCallback(() => setErrors({}), []) };
}
