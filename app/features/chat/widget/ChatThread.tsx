// The conversation: messages from IndexedDB through a live query (so what the machine stores shows at once,
// and a reload shows the same), Support's replies labelled "Support", "Seen", Support typing, the email
// notice, then the reply box. Messages are text: markup in them is shown, never run.
import { useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { CHAT_MESSAGES } from '../../../../shared/schemas/chat';
import { chatMessagesOf } from '../chatStore';
import type { StoredChatMessage } from '../../../core/db/database';
import { formatTime } from '../../../core/moments';
import { ChatComposer } from './ChatComposer';
import { ChatNotify } from './ChatNotify';
import type { ChatActor } from '../machine/chatMachine';

function ChatBubble({ message, seen }: { message: StoredChatMessage; seen: boolean }) {
  const fromSupport = message.sender === 'admin';
  const state = message.status === 'sending' ? 'Sending…' : message.status === 'failed' ? 'Not sent' : formatTime(message.createdAt);
  return (
    <li
      className={`chat-msg chat-msg--${fromSupport ? 'support' : 'customer'}${message.status === 'sent' ? '' : ` chat-msg--${message.status}`}`}
      data-testid="chat-message"
      data-status={message.status}
    >
      <span className="chat-msg__who">{fromSupport ? CHAT_MESSAGES.supportLabel : 'You'}</span>
      <p className="chat-msg__text">{message.message}</p>
      <span className="chat-msg__meta">
        {state}
        {seen && <span data-testid="chat-seen"> · Seen</span>}
      </span>
    </li>
  );
}

export function ChatThread({ actor }: { actor: ChatActor }) {
  const sessionId = useSelector(actor, (s) => s.context.session?.sessionId ?? '');
  const adminReadUpTo = useSelector(actor, (s) => s.context.adminReadUpTo);
  const emailFallbackAt = useSelector(actor, (s) => s.context.emailFallbackAt);
  const email = useSelector(actor, (s) => s.context.session?.customerEmail ?? '');
  const supportTyping = useSelector(actor, (s) => s.matches({ supportTyping: 'typing' }));
  const messages = useLiveQuery(() => (sessionId ? chatMessagesOf(sessionId) : []), [sessionId]);
  const list = useRef<HTMLOListElement>(null);

  // "Seen" goes under the newest of the customer's messages that Support has read.
  const seenId =
    messages?.reduce((found, m) => (m.sender === 'customer' && m.id !== undefined && m.id <= adminReadUpTo ? m.id : found), 0) ?? 0;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages?.length, supportTyping]);

  return (
    <div className="chat-thread">
      <ol ref={list} className="chat-thread__messages" role="log" aria-live="polite" aria-label="Messages" tabIndex={0}>
        {messages?.map((m) => (
          <ChatBubble key={m.key} message={m} seen={m.id !== undefined && m.id === seenId} />
        ))}
        {emailFallbackAt && email && (
          <li className="chat-note chat-thread__notice" data-testid="chat-email-notice">
            {CHAT_MESSAGES.emailFallback(email)}
          </li>
        )}
      </ol>
      <p className="chat-thread__typing" role="status" data-testid="chat-typing">
        {supportTyping ? 'Support is typing…' : ''}
      </p>
      <ChatNotify actor={actor} />
      <ChatComposer actor={actor} />
    </div>
  );
}
