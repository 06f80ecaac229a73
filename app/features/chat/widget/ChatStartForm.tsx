// 'Fill out form to connect' (spec §4, §5): name, email and the first message required, the phone optional;
// Start Chat stays disabled until the three are filled and while the chat starts. Checked by the shared schema.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { CHAT_LIMITS } from '../../../../shared/schemas/chat';
import { canStartChat, CHAT_FORM_FIELDS, type ChatActor, type ChatFormField } from '../machine/chatMachine';

const LABELS: Record<ChatFormField, string> = {
  customerName: 'Your name',
  customerEmail: 'Email',
  customerPhone: 'Phone (optional)',
  initialMessage: 'How can we help?',
};

const controlId = (field: ChatFormField) => `chat-${field}`;

export function ChatStartForm({ actor }: { actor: ChatActor }) {
  const values = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const starting = useSelector(actor, (s) => s.matches({ session: 'starting' }));
  const waiting = useSelector(actor, (s) => s.matches({ session: { form: 'waiting' } }));
  const enabled = useSelector(actor, canStartChat);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After a refused check, focus goes to the first field to fix.
    const first = CHAT_FORM_FIELDS.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${controlId(first)}`)?.focus();
  }, [errors]);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    actor.send({ type: 'field.changed', field: event.target.name as ChatFormField, value: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  const fieldProps = (field: ChatFormField) => ({
    id: controlId(field),
    name: field,
    value: values[field],
    onChange: change,
    readOnly: starting,
    ...(errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${controlId(field)}-error` } : {}),
  });
  const error = (field: ChatFormField) =>
    errors[field] ? (
      <p className="field-error" id={`${controlId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} className="chat-form" onSubmit={submit} noValidate aria-label="Start a chat">
      <div className="chat-form__body">
        <div className="field">
          <label htmlFor={controlId('customerName')}>{LABELS.customerName}</label>
          <input className="input" type="text" autoComplete="name" required maxLength={CHAT_LIMITS.name} {...fieldProps('customerName')} />
          {error('customerName')}
        </div>
        <div className="field">
          <label htmlFor={controlId('customerEmail')}>{LABELS.customerEmail}</label>
          <input
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={CHAT_LIMITS.email}
            {...fieldProps('customerEmail')}
          />
          {error('customerEmail')}
        </div>
        <div className="field">
          <label htmlFor={controlId('customerPhone')}>{LABELS.customerPhone}</label>
          <input className="input" type="tel" autoComplete="tel" maxLength={CHAT_LIMITS.phone} {...fieldProps('customerPhone')} />
          {error('customerPhone')}
        </div>
        <div className="field">
          <label htmlFor={controlId('initialMessage')}>{LABELS.initialMessage}</label>
          <textarea className="textarea" rows={3} required {...fieldProps('initialMessage')} />
          {error('initialMessage')}
        </div>
      </div>
      <div className="chat-form__foot">
        {notice && (
          <p
            className={`chat-note${waiting ? '' : ' chat-note--problem'}`}
            role={waiting ? 'status' : 'alert'}
            data-testid="chat-form-notice"
          >
            {notice}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!enabled} aria-busy={starting || undefined}>
          {starting ? 'Starting…' : 'Start Chat'}
        </button>
      </div>
    </form>
  );
}
