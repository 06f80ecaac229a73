// 'Fill out form to connect' (spec §4, §5): name, email and the first message required, the phone optional;
// Start Chat stays disabled until the three are filled and while the chat starts. Checked by the shared schema.
import type { ReactNode } from 'react';
import { CHAT_LIMITS } from '../../../../shared/schemas/chat';
import type { ChatActor, ChatFormField } from '../machine/chatMachine';
import { controlId, useChatStartForm } from './useChatStartForm';

const LABELS: Record<ChatFormField, string> = {
  customerName: 'Your name',
  customerEmail: 'Email',
  customerPhone: 'Phone (optional)',
  initialMessage: 'How can we help?',
};

/** A field's label, its control, and its error when the check refused it. */
function ChatField({ field, error, children }: { field: ChatFormField; error: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={controlId(field)}>{LABELS[field]}</label>
      {children}
      {error ? (
        <p className="field-error" id={`${controlId(field)}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ChatStartForm({ actor }: { actor: ChatActor }) {
  const { form, errors, notice, starting, waiting, enabled, fieldProps, submit } = useChatStartForm(actor);
  return (
    <form ref={form} className="chat-form" onSubmit={submit} noValidate aria-label="Start a chat">
      <div className="chat-form__body">
        <ChatField field="customerName" error={errors.customerName}>
          <input className="input" type="text" autoComplete="name" required maxLength={CHAT_LIMITS.name} {...fieldProps('customerName')} />
        </ChatField>
        <ChatField field="customerEmail" error={errors.customerEmail}>
          <input
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={CHAT_LIMITS.email}
            {...fieldProps('customerEmail')}
          />
        </ChatField>
        <ChatField field="customerPhone" error={errors.customerPhone}>
          <input className="input" type="tel" autoComplete="tel" maxLength={CHAT_LIMITS.phone} {...fieldProps('customerPhone')} />
        </ChatField>
        <ChatField field="initialMessage" error={errors.initialMessage}>
          <textarea className="textarea" rows={3} required {...fieldProps('initialMessage')} />
        </ChatField>
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
