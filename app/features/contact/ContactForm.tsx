// The contact form's card: its heading, the five fields with their errors, and Send Message.
import type { ReactNode } from 'react';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '../../../shared/enums';
import { CONTACT_LIMITS } from '../../../shared/contact';
import { useHydrated } from '../../ui/useHydrated';
import type { FieldErrors, FieldName } from './contactForm';
import { useContactForm, type ContactFormState } from './useContactForm';

function FieldError({ field, errors }: { field: FieldName; errors: FieldErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p className="field-error" id={`contact-${field}-error`}>
      {message}
    </p>
  );
}

function RequiredMark() {
  return (
    <span className="contact-page__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** One field: its label (a star when required, "(optional)" otherwise), the control, and its error. */
function ContactField(props: {
  id: string;
  field: FieldName;
  label: string;
  required?: boolean;
  errors: FieldErrors;
  children: ReactNode;
}) {
  const { id, field, label, required = false, errors, children } = props;
  return (
    <div className="field">
      <label htmlFor={id}>
        {required ? (
          <>
            {label}
            <RequiredMark />
          </>
        ) : (
          <>
            {`${label} `}
            <span className="contact-page__optional">(optional)</span>
          </>
        )}
      </label>
      {children}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** Who is writing: name and email, side by side on a wide screen. */
function YourDetails({ form: { values, errors, change, errorProps } }: { form: ContactFormState }) {
  return (
    <div className="contact-page__row">
      <ContactField id="contact-name" field="name" label="Name" required errors={errors}>
        <input
          id="contact-name"
          name="name"
          className="input"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={change}
          {...errorProps('name')}
        />
      </ContactField>
      <ContactField id="contact-email" field="email" label="Email" required errors={errors}>
        <input
          id="contact-email"
          name="email"
          type="email"
          inputMode="email"
          className="input"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={change}
          {...errorProps('email')}
        />
      </ContactField>
    </div>
  );
}

/** What it is about: topic and subject (both optional), and the message. */
function YourMessage({ form: { values, errors, change, errorProps } }: { form: ContactFormState }) {
  return (
    <>
      <ContactField id="contact-topic" field="inquiryType" label="Topic" errors={errors}>
        <select
          id="contact-topic"
          name="inquiryType"
          className="select"
          value={values.inquiryType}
          onChange={change}
          {...errorProps('inquiryType')}
        >
          <option value="">Choose a topic (optional)</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </ContactField>

      <ContactField id="contact-subject" field="subject" label="Subject" errors={errors}>
        <input
          id="contact-subject"
          name="subject"
          className="input"
          autoComplete="off"
          maxLength={CONTACT_LIMITS.subject}
          value={values.subject}
          onChange={change}
          {...errorProps('subject')}
        />
      </ContactField>

      <ContactField id="contact-message" field="message" label="Message" required errors={errors}>
        <textarea
          id="contact-message"
          name="message"
          className="textarea"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={change}
          {...errorProps('message')}
        />
      </ContactField>
    </>
  );
}

export function ContactForm() {
  const live = useHydrated();
  const form = useContactForm();
  return (
    <div className="card contact-page__form-card">
      <h2 id="contact-form-title" className="contact-page__form-title">
        Write to us
      </h2>
      <p className="hint contact-page__legend">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {/* POST: an early press never puts a message in an address. The fields wait for the page's code. */}
      <form
        method="post"
        noValidate
        onSubmit={form.submit}
        onFocus={form.prepare}
        aria-labelledby="contact-form-title"
        aria-busy={form.sending}
      >
        <fieldset className="contact-page__fields" disabled={!live}>
          <YourDetails form={form} />
          <YourMessage form={form} />
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={form.sending}>
            {form.sending ? 'Sending…' : 'Send Message'}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
