// The wizard's form controls, each bound to one draft field: a visible label, its hint and its error tied to the
// control (aria-describedby, aria-invalid), changes and blurs reported to the wizard machine.
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import type { DraftField, OrderDraft } from '../../../shared/schemas/order';

type TextField = { [F in DraftField]: OrderDraft[F] extends string ? F : never }[DraftField];
type FlagField = { [F in DraftField]: OrderDraft[F] extends boolean ? F : never }[DraftField];

/** What a step needs from the wizard to show and edit its fields. */
export interface FieldApi {
  draft: OrderDraft;
  errorOf: (field: DraftField) => string | undefined;
  change: <F extends DraftField>(field: F, value: OrderDraft[F]) => void;
  blur: (field: DraftField) => void;
}

export const controlId = (field: DraftField) => `cs-${field}`;
const errorId = (field: DraftField) => `cs-${field}-error`;
const hintId = (field: DraftField) => `cs-${field}-hint`;

function described(field: DraftField, error: string | undefined, hint: boolean, extra?: string) {
  const ids = [hint ? hintId(field) : null, extra ?? null, error ? errorId(field) : null].filter(Boolean);
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

function Label({ field, children, optional }: { field: DraftField; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={controlId(field)}>
      {children}
      {optional && <span className="cs-optional"> (optional)</span>}
    </label>
  );
}

export function FieldError({ field, message }: { field: DraftField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={errorId(field)}>
      {message}
    </p>
  );
}

interface TextInputProps {
  api: FieldApi;
  field: TextField;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  type?: 'text' | 'email' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'decimal';
  maxLength: number;
  /** The earliest and latest a date-time field offers. */
  min?: string;
  max?: string;
  placeholder?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
}

export function TextInput({ api, field, label, hint, optional, type = 'text', ...rest }: TextInputProps) {
  const error = api.errorOf(field);
  return (
    <div className="field">
      <Label field={field} optional={optional}>
        {label}
      </Label>
      {hint && (
        <p className="hint" id={hintId(field)}>
          {hint}
        </p>
      )}
      <input
        className="input"
        id={controlId(field)}
        name={field}
        type={type}
        value={api.draft[field]}
        required={!optional}
        onChange={(event: ChangeEvent<HTMLInputElement>) => api.change(field, event.target.value)}
        onBlur={() => api.blur(field)}
        {...rest}
        {...described(field, error, Boolean(hint))}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}

interface TextAreaProps {
  api: FieldApi;
  field: TextField;
  label: ReactNode;
  hint?: ReactNode;
  maxLength: number;
  placeholder?: string;
  /** Shown under the box (a character count). */
  footer?: ReactNode;
  footerId?: string;
  rows?: number;
  optional?: boolean;
}

export function TextArea({ api, field, label, hint, footer, footerId, optional, ...rest }: TextAreaProps) {
  const error = api.errorOf(field);
  return (
    <div className="field">
      <Label field={field} optional={optional}>
        {label}
      </Label>
      {hint && (
        <p className="hint" id={hintId(field)}>
          {hint}
        </p>
      )}
      <textarea
        className="textarea"
        id={controlId(field)}
        name={field}
        value={api.draft[field]}
        required={!optional}
        onChange={(event) => api.change(field, event.target.value)}
        onBlur={() => api.blur(field)}
        {...rest}
        {...described(field, error, Boolean(hint), footerId)}
      />
      {footer}
      <FieldError field={field} message={error} />
    </div>
  );
}

interface CheckboxProps {
  api: FieldApi;
  field: FlagField;
  label: ReactNode;
  /** A second line inside the label (the rush fee and time). */
  detail?: ReactNode;
  variant?: 'plain' | 'card';
}

export function Checkbox({ api, field, label, detail, variant = 'plain' }: CheckboxProps) {
  return (
    <div className={`cs-check cs-check--${variant}`}>
      <input
        id={controlId(field)}
        name={field}
        type="checkbox"
        checked={api.draft[field]}
        onChange={(event) => api.change(field, event.target.checked)}
        onBlur={() => api.blur(field)}
      />
      <label htmlFor={controlId(field)}>
        <span className="cs-check__label">{label}</span>
        {detail && <span className="cs-check__detail">{detail}</span>}
      </label>
    </div>
  );
}

type ChoiceField = 'occasion' | 'mood' | 'genre' | 'vocalPreference' | 'tip' | 'giftWhen';

interface ChoiceGroupProps<F extends ChoiceField> {
  api: FieldApi;
  field: F;
  legend: ReactNode;
  options: readonly Exclude<OrderDraft[F], ''>[];
  /** How many options sit side by side on a phone. */
  columns?: 2 | 3;
  /** What an option reads as, when not its value ("10 %" for `10`). */
  labelOf?: (option: Exclude<OrderDraft[F], ''>) => string;
  /** False for a choice that has a default (the tip's "None"). */
  required?: boolean;
  /** A line under the legend, tied to the group (aria-describedby). */
  hint?: ReactNode;
}

/** A radio group drawn as chips: arrow keys move between options, Tab leaves the group (checked when it is left empty). */
export function ChoiceGroup<F extends ChoiceField>({
  api,
  field,
  legend,
  options,
  columns = 2,
  labelOf,
  required = true,
  hint,
}: ChoiceGroupProps<F>) {
  const error = api.errorOf(field);
  const value = api.draft[field];
  const legendId = `${controlId(field)}-legend`;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) api.blur(field);
  };
  return (
    <fieldset
      className="cs-choices"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required ? 'true' : undefined}
      onBlur={leave}
      {...described(field, error, Boolean(hint))}
    >
      <legend id={legendId}>{legend}</legend>
      {hint && (
        <p className="hint" id={hintId(field)}>
          {hint}
        </p>
      )}
      <div className={`cs-choices__grid cs-choices__grid--${columns}`}>
        {options.map((option, index) => {
          const id = `${controlId(field)}-${index}`;
          return (
            <div className="cs-choice" key={option}>
              <input
                id={id}
                type="radio"
                name={field}
                value={option}
                checked={value === option}
                onChange={() => api.change(field, option as OrderDraft[F])}
              />
              <label htmlFor={id}>{labelOf ? labelOf(option) : option}</label>
            </div>
          );
        })}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}
