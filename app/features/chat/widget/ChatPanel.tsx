// The open chat: a labelled dialog beside the page (not modal: the page stays usable on a wide screen), with
// who answers and when, the connection, then either the start form or the conversation. Escape closes it.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES, REPLY_TIME_LINE } from '../../../../shared/schemas/chat';
import { CloseIcon } from '../../../ui/icons';
import { chatConnection, type ChatActor } from '../machine/chatMachine';
import { CHAT_BUTTON_LABEL } from '../ChatButtonFace';
import { ChatStartForm } from './ChatStartForm';
import { ChatThread } from './ChatThread';

/** ChatLauncher's button names it in aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

const STATUS = {
  connecting: 'Connecting…',
  connected: CHAT_MESSAGES.connected,
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
} as const;

export function ChatPanel({ actor }: { actor: ChatActor }) {
  const view = useSelector(actor, (s) =>
    s.matches({ session: 'chatting' })
      ? 'thread'
      : s.matches({ session: 'form' }) || s.matches({ session: 'starting' })
        ? 'form'
        : 'loading',
  );
  const connection = useSelector(actor, chatConnection);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    // The first field of what the panel shows takes focus when it opens, and when the form gives way to the thread.
    const field = panel.current?.querySelector<HTMLElement>('input, textarea');
    field?.focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    actor.send({ type: 'panel.close' });
  };

  const status = view === 'form' ? CHAT_MESSAGES.connectTitle : connection ? STATUS[connection] : '';
  return (
    // Escape from anywhere in the panel closes it, as in any dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      aria-describedby="chat-panel-reply-time"
      onKeyDown={onKeyDown}
    >
      <header className="chat-panel__head">
        <div className="chat-panel__heading">
          <h2 id="chat-panel-title" className="chat-panel__title">
            {CHAT_BUTTON_LABEL}
          </h2>
          <p className="chat-panel__status" data-testid="chat-status">
            {view === 'thread' && <span className={`chat-panel__dot chat-panel__dot--${connection ?? 'connecting'}`} aria-hidden="true" />}
            {status}
          </p>
        </div>
        <button type="button" className="chat-panel__close" aria-label="Close chat" onClick={() => actor.send({ type: 'panel.close' })}>
          <CloseIcon width={22} height={22} />
        </button>
      </header>
      <p id="chat-panel-reply-time" className="chat-panel__reply-time">
        {REPLY_TIME_LINE}
      </p>
      {view === 'form' && <ChatStartForm actor={actor} />}
      {view === 'thread' && <ChatThread actor={actor} />}
      {view === 'loading' && <p className="chat-panel__loading">Loading your conversation…</p>}
    </section>
  );
}
