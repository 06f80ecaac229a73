// The application form's controls, each bound to one field: a visible label with its required mark, a hint,
// a character count where the limit matters, and the error beside it (aria-invalid, aria-describedby).
import type { ReactNode } from 'react';
import { FREE_SONG_FIELD_LABELS, type FreeSongField, type FreeSongFormValues } from '../../../shared/schemas/freeSong';
import { formatCount } from '../../core/counts';
import type { FieldErrors, FreeSongFormField } from './machine/freeSongMachine';

/** What a control needs from the form: the values, the errors, and where to report a change. */
export interface FieldApi {
  values: FreeSongFormValues;
  errors: FieldErrors;
  change: (field: FreeSongField, value: string) => void;
}

export const controlId = (field: FreeSongFormField) => `fs-${field}`;
const errorId = (field: FreeSongFormField) => `fs-${field}-error`;
const hintId = (field: FreeSongFormField) => `fs-${field}-hint`;
const countId = (field: FreeSongFormField) => `fs-${field}-count`;

/** The attributes that tie a control to its hint, count and error. */
export function described(field: FreeSongFormField, error: string | undefined, extra: Array<string | false>) {
  const ids = [...extra.filter(Boolean), error ? errorId(field) : null].filter(Boolean);
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

export function RequiredMark() {
  return (
    <span className="fs-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldError({ field, message }: { field: FreeSongFormField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={errorId(field)}>
      {message}
    </p>
  );
}

function Hint({ field, children }: { field: FreeSongField; children: ReactNode }) {
  return (
    <p className="hint" id={hintId(field)}>
      {children}
    </p>
  );
}

interface TextProps {
  api: FieldApi;
  field: FreeSongField;
  maxLength: number;
  hint?: ReactNode;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({ api, field, maxLength, hint, type = 'text', autoComplete, placeholder }: TextProps) {
  const error = api.errors[field];
  return (
    <div className="field">
      <label htmlFor={controlId(field)}>
        {FREE_SONG_FIELD_LABELS[field]}
        <RequiredMark />
      </label>
      {hint && <Hint field={field}>{hint}</Hint>}
      <input
        className="input"
        id={controlId(field)}
        name={field}
        type={type}
        value={api.values[field]}
        onChange={(e) => api.change(field, e.target.value)}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'off', spellCheck: false } : {})}
        {...described(field, error, [Boolean(hint) && hintId(field)])}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}

interface AreaProps {
  api: FieldApi;
  field: FreeSongField;
  maxLength: number;
  hint: ReactNode;
  rows: number;
  placeholder?: string;
}

/** A long answer with its limit said in the hint and a running count under the box. */
export function TextAreaField({ api, field, maxLength, hint, rows, placeholder }: AreaProps) {
  const error = api.errors[field];
  const length = api.values[field].length;
  return (
    <div className="field">
      <label htmlFor={controlId(field)}>
        {FREE_SONG_FIELD_LABELS[field]}
        <RequiredMark />
      </label>
      <Hint field={field}>{hint}</Hint>
      <textarea
        className="textarea"
        id={controlId(field)}
        name={field}
        rows={rows}
        value={api.values[field]}
        onChange={(e) => api.change(field, e.target.value)}
        required
        maxLength={maxLength}
        placeholder={placeholder}
        {...described(field, error, [hintId(field), countId(field)])}
      />
      <p className={`fs-count${length >= maxLength ? ' fs-count--full' : ''}`} id={countId(field)}>
        {formatCount(length)} / {formatCount(maxLength)} characters
      </p>
      <FieldError field={field} message={error} />
    </div>
  );
}

interface SelectProps {
  api: FieldApi;
  field: FreeSongField;
  options: readonly string[];
}

export function SelectField({ api, field, options }: SelectProps) {
  const error = api.errors[field];
  return (
    <div className="field">
      <label htmlFor={controlId(field)}>
        {FREE_SONG_FIELD_LABELS[field]}
        <RequiredMark />
      </label>
      <select
        className="select"
        id={controlId(field)}
        name={field}
        value={api.values[field]}
        onChange={(e) => api.change(field, e.target.value)}
        required
        {...described(field, error, [])}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError field={field} message={error} />
    </div>
  );
}
