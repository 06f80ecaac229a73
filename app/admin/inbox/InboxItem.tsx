// One contact message in the inbox: a button that opens it (name, unread mark, time, topic, a preview), and when
// open: the e-mail, the whole message, the reply kept with it, the reply box, Mark done (or Reopen) and Delete.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminContactMessage } from '../../../shared/admin-api-types';
import { INQUIRY_TYPE_LABELS, type InquiryType } from '../../../shared/enums';
import { contactReplySchema, INBOX_REPLY_MAX } from '../../../shared/schemas/inbox';
import { firstMessage } from '../../../shared/schemas/fields';
import { failureText } from '../kit/client';
import { formatChatTime, formatDateTime } from '../kit/format';
import type { useInboxActions } from './inboxQueries';

interface InboxItemProps {
  message: AdminContactMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  actions: ReturnType<typeof useInboxActions>;
}

const topic = (type: string | null) => (type ? (INQUIRY_TYPE_LABELS[type as InquiryType] ?? type) : 'General');
const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

function ReplyForm({ message, actions }: { message: AdminContactMessage; actions: InboxItemProps['actions'] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const busy = actions.reply.isPending && actions.reply.variables?.id === message.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = contactReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      field.current?.focus();
      return;
    }
    setError(null);
    setSent(null);
    actions.reply.mutate(
      { id: message.id, message: parsed.data.message },
      {
        onSuccess: () => {
          setText('');
          setSent(`Reply sent to ${message.email}.`);
        },
        onError: (failure) => {
          setError(`The reply was not sent: ${failureText(failure)}`);
          field.current?.focus();
        },
      },
    );
  };

  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form className="inbox-reply" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{message.reply ? 'Reply again' : 'Your reply'}</label>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="textarea inbox-reply__text"
          value={text}
          maxLength={INBOX_REPLY_MAX}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <p id={`${id}-hint`} className="hint">
          E-mailed to {message.email}, their message quoted below it; their answer comes back to the shop&apos;s address.
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="inbox-reply__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </button>
        <p role="status" className="inbox-reply__sent">
          {sent}
        </p>
      </div>
    </form>
  );
}

export function InboxItem({ message, open, onToggle, onDelete, actions }: InboxItemProps) {
  const id = useId();
  const unread = message.status === 'new';
  const done = message.status === 'done';
  const statusBusy = actions.setStatus.isPending && actions.setStatus.variables?.id === message.id;
  const statusFailed = actions.setStatus.isError && actions.setStatus.variables?.id === message.id;

  return (
    <li className={`inbox-item${unread ? ' inbox-item--new' : ''}${done ? ' inbox-item--done' : ''}`}>
      <h3 className="inbox-item__heading">
        <button type="button" className="inbox-item__open" aria-expanded={open} aria-controls={`${id}-body`} onClick={onToggle}>
          <span className="inbox-item__top">
            <span className="inbox-item__name">{message.name}</span>
            {unread && <span className="inbox-item__badge">New</span>}
            {done && <span className="inbox-item__badge inbox-item__badge--done">Done</span>}
            <time className="inbox-item__time" dateTime={message.createdAt}>
              {formatChatTime(message.createdAt)}
            </time>
          </span>
          <span className="inbox-item__topic">
            {topic(message.inquiryType)}
            {message.subject && ` · ${message.subject}`}
          </span>
          {!open && <span className="inbox-item__preview">{preview(message.message)}</span>}
        </button>
      </h3>
      {open && (
        <div id={`${id}-body`} className="inbox-item__body">
          <p className="inbox-item__from">
            <a href={`mailto:${message.email}`}>{message.email}</a>
            <span className="admin-muted"> · received {formatDateTime(message.createdAt)}</span>
          </p>
          <p className="inbox-item__message">{message.message}</p>
          {message.reply && (
            <div className="inbox-item__reply">
              <p className="inbox-item__reply-head">You replied {formatDateTime(message.reply.repliedAt)}:</p>
              <p className="inbox-item__message">{message.reply.message}</p>
            </div>
          )}
          <ReplyForm message={message} actions={actions} />
          <div className="inbox-item__actions">
            <button
              type="button"
              className="btn btn--outline btn--small"
              aria-disabled={statusBusy}
              onClick={() => !statusBusy && actions.setStatus.mutate({ id: message.id, status: done ? 'read' : 'done' })}
            >
              {done ? 'Reopen' : 'Mark done'}
            </button>
            <button type="button" className="btn btn--danger-outline btn--small" onClick={onDelete}>
              Delete
            </button>
          </div>
          {statusFailed && (
            <p className="field-error" role="alert">
              {failureText(actions.setStatus.error)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
