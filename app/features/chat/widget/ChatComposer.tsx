// The reply box: Enter without Shift sends (Shift+Enter is a new line), sending clears it. Without a connection
// the message still goes in, shown as "sending" until the connection returns.
import { useSelector } from '@xstate/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { chatConnection, type ChatActor } from '../machine/chatMachine';

function SendIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
      <path d="M11.5 13.5L20 4" />
    </svg>
  );
}

export function ChatComposer({ actor }: { actor: ChatActor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const notice = useSelector(actor, (s) => s.context.notice);
  const offline = useSelector(actor, (s) => chatConnection(s) === 'offline');

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    actor.send({ type: 'draft.send' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className="chat-composer" onSubmit={send} aria-label="Reply">
      {offline && (
        <p className="chat-note" role="status" data-testid="chat-offline">
          You’re offline. Messages you write now will be sent when you’re back online.
        </p>
      )}
      {notice && (
        <p className="chat-note chat-note--problem" role="alert">
          {notice}
        </p>
      )}
      <div className="chat-composer__row">
        <label className="visually-hidden" htmlFor="chat-draft">
          Your message
        </label>
        <textarea
          id="chat-draft"
          className="chat-composer__input"
          rows={1}
          placeholder="Type your message…"
          value={draft}
          onChange={(event) => actor.send({ type: 'draft.changed', value: event.target.value })}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <button type="submit" className="chat-composer__send" aria-label="Send" disabled={draft.trim() === ''}>
          <SendIcon />
        </button>
      </div>
    </form>
  );
}
