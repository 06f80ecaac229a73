// The reply box: Enter sends, Shift+Enter starts a new line; sending empties it (and a failure puts the text
// back with the reason); blank and over-long replies are refused with the server's own words.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES } from '../../../shared/schemas/chat';
import { replyCounter, replyProblem } from './chatLists';
import { newReply, useTypingSignal, type useSendReply } from './chatQueries';
import { failureText } from '../kit/client';

interface ReplyBoxProps {
  sessionId: string;
  customerName: string;
  send: ReturnType<typeof useSendReply>;
}

export function ReplyBox({ sessionId, customerName, send }: ReplyBoxProps) {
  const [text, setText] = useState('');
  // `input`: the text itself is wrong (blank, too long), rather than the sending.
  const [error, setError] = useState<{ text: string; input: boolean } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(sessionId);
  const id = useId();
  const counter = replyCounter(text);

  const submit = () => {
    const problem = replyProblem(text);
    if (problem) {
      setError({ text: problem, input: true });
      field.current?.focus();
      return;
    }
    const reply = newReply(text);
    setText('');
    setError(null);
    send.mutate(reply, {
      onError: (failure) => {
        setError({ text: `${CHAT_MESSAGES.sendFailed}: ${failureText(failure)}`, input: false });
        // Nothing typed is lost: the reply comes back unless the admin has started another one.
        setText((current) => (current.trim() ? current : reply.message));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter picks a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const described = [`${id}-hint`, counter && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <form className="chat-reply" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Reply to {customerName}
      </label>
      <div className="chat-reply__row">
        <textarea
          ref={field}
          id={`${id}-text`}
          className="textarea chat-reply__text"
          rows={2}
          value={text}
          placeholder="Write a reply…"
          aria-invalid={error?.input ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            if (event.target.value.trim()) typing();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn--primary chat-reply__send">
          Send
        </button>
      </div>
      <p id={`${id}-hint`} className="chat-reply__hint">
        Enter sends · Shift+Enter for a new line
      </p>
      {counter && (
        <p id={`${id}-count`} className={`chat-reply__count${counter.over ? ' chat-reply__count--over' : ''}`}>
          {counter.text}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error chat-reply__error" role="alert">
          {error.text}
        </p>
      )}
    </form>
  );
}
