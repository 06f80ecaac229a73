// /contact: how to reach us, quick answers, and the contact form (spec §2, §5, §8), validated by the shared schema.
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES, type InquiryType } from '../../../shared/enums';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema, type ContactMessage } from '../../../shared/schemas/contact';
import { fieldMessages } from '../../../shared/schemas/fields';
import { hoursWithZone } from '../../../shared/shopProfile';
import { ApiError, apiPost } from '../../core/api/client';
import { useShop } from '../../core/api/queries';
import { ArrowRightIcon, ClockIcon, MailIcon } from '../../ui/icons';
import { usePageMeta } from '../../ui/usePageMeta';
import { toast } from '../../ui/toasts';
import './ContactPage.css';
import { useHydrated } from '../../ui/useHydrated';

const REQUIRED_MESSAGE = 'This field is required';

type ContactValues = Record<'name' | 'email' | 'subject' | 'message', string> & { inquiryType: '' | InquiryType };
type FieldName = keyof ContactValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: ContactValues = { name: '', email: '', inquiryType: '', subject: '', message: '' };
/** Form order, so focus lands on the first field that needs attention. */
const FIELDS: FieldName[] = ['name', 'email', 'inquiryType', 'subject', 'message'];
const REQUIRED: FieldName[] = ['name', 'email', 'message'];

const isBlank = (value: string) => value.trim() === '';

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

export default function ContactPage() {
  const live = useHydrated();
  const shop = useShop();
  const hours = hoursWithZone(shop);
  usePageMeta(
    'Contact us',
    `Questions about a personalized song, an order or a custom request? Email ${shop.supportEmail} or send us a message.${shop.responseTime ? ` We reply within ${shop.responseTime}.` : ''}`,
  );
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const send = useMutation({
    mutationFn: (message: ContactMessage) => apiPost<unknown>('/api/contact', message),
    // Only a network failure is worth one more try; the server's answer will not change.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.sentTitle, CONTACT_MESSAGES.sent);
      setValues(EMPTY);
      setErrors({});
    },
    // Past the shop's limit "please try again" is the wrong advice: its own sentence says to wait.
    onError: (error) =>
      toast.error(
        CONTACT_MESSAGES.failedTitle,
        error instanceof ApiError && error.status === 429 ? CONTACT_MESSAGES.tooMany : CONTACT_MESSAGES.failed,
      ),
  });

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as FieldName;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field])
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const result = contactSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      send.mutate(result.data);
      return;
    }
    const messages = fieldMessages(result.error);
    const next: FieldErrors = {};
    for (const field of FIELDS) {
      const message = messages[field];
      if (message) next[field] = REQUIRED.includes(field) && isBlank(values[field]) ? REQUIRED_MESSAGE : message;
    }
    setErrors(next);
    if (REQUIRED.some((field) => isBlank(values[field]))) toast.error(CONTACT_MESSAGES.missingTitle, CONTACT_MESSAGES.missing);
    const first = FIELDS.find((field) => next[field]);
    const element = first ? event.currentTarget.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  /** The attributes that tie a control to its label's error message. */
  const errorProps = (field: FieldName) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${field}-error` } : {};

  return (
    <>
      <section className="page-hero" aria-labelledby="contact-title">
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1 id="contact-title">We’d love to hear from you</h1>
          <p className="lead">
            A question about your song, an order or a special request? Send us a note and a real person from our team will reply.
          </p>
        </div>
      </section>

      <section className="contact-page__section">
        <div className="container contact-page__layout">
          <div className="contact-page__aside">
            <div className="card">
              <h2 className="contact-page__card-title">Reach us directly</h2>
              <dl className="contact-page__facts">
                <div>
                  <dt>
                    <MailIcon />
                    Email
                  </dt>
                  <dd>
                    <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
                  </dd>
                </div>
                {shop.responseTime && (
                  <div>
                    <dt>
                      <ClockIcon />
                      Response time
                    </dt>
                    <dd>We reply within {shop.responseTime}, usually sooner.</dd>
                  </div>
                )}
                {hours && (
                  <div>
                    <dt>
                      <ClockIcon />
                      Hours
                    </dt>
                    <dd>{hours}</dd>
                  </div>
                )}
              </dl>
            </div>

            <nav className="card" aria-labelledby="contact-quick-title">
              <h2 id="contact-quick-title" className="contact-page__card-title">
                Quick answers
              </h2>
              <ul className="contact-page__links">
                <li>
                  <Link to="/faq">
                    Frequently asked questions
                    <ArrowRightIcon />
                  </Link>
                </li>
                <li>
                  <Link to="/how-it-works">
                    How it works
                    <ArrowRightIcon />
                  </Link>
                </li>
              </ul>
            </nav>
          </div>

          <div className="card contact-page__form-card">
            <h2 id="contact-form-title" className="contact-page__form-title">
              Write to us
            </h2>
            <p className="hint contact-page__legend">
              Fields marked <span aria-hidden="true">*</span>
              <span className="visually-hidden">with an asterisk</span> are required.
            </p>
            {/* POST: an early press never puts a message in an address. The fields wait for the page's code. */}
            <form method="post" noValidate onSubmit={submit} aria-labelledby="contact-form-title" aria-busy={send.isPending}>
              <fieldset className="contact-page__fields" disabled={!live}>
                <div className="contact-page__row">
                  <div className="field">
                    <label htmlFor="contact-name">
                      Name
                      <RequiredMark />
                    </label>
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
                    <FieldError field="name" errors={errors} />
                  </div>
                  <div className="field">
                    <label htmlFor="contact-email">
                      Email
                      <RequiredMark />
                    </label>
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
                    <FieldError field="email" errors={errors} />
                  </div>
                </div>

                <div className="field">
                  <label htmlFor="contact-topic">
                    Topic <span className="contact-page__optional">(optional)</span>
                  </label>
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
                  <FieldError field="inquiryType" errors={errors} />
                </div>

                <div className="field">
                  <label htmlFor="contact-subject">
                    Subject <span className="contact-page__optional">(optional)</span>
                  </label>
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
                  <FieldError field="subject" errors={errors} />
                </div>

                <div className="field">
                  <label htmlFor="contact-message">
                    Message
                    <RequiredMark />
                  </label>
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
                  <FieldError field="message" errors={errors} />
                </div>

                <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={send.isPending}>
                  {send.isPending ? 'Sending…' : 'Send Message'}
                </button>
              </fieldset>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
