// One chat's messages as bubbles (the customer's on the left, Support's on the right) with their times, "Seen"
// under the reply the customer has read, and the reply on its way. Text only: React escapes what customers type.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../shared/schemas/chat';
import { CHAT_MESSAGES } from '../../../shared/schemas/chat';
import { formatChatTime } from '../kit/format';

interface MessageListProps {
  sessionId: string;
  customerName: string;
  messages: readonly ChatMessage[];
  seenId: number | null;
  /** The reply being sent, shown until the server has it. */
  sending: string | null;
}

/** Within this many pixels of the end counts as reading the latest messages (new ones scroll into view). */
const NEAR_END_PX = 80;

export function MessageList({ sessionId, customerName, messages, seenId, sending }: MessageListProps) {
  const list = useRef<HTMLOListElement>(null);
  const nearEnd = useRef(true);
  const shownSession = useRef<string | null>(null);
  const last = messages.at(-1);

  // A new thread opens at its end; later, new messages scroll into view unless the admin scrolled back to read.
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const fresh = shownSession.current !== sessionId;
    shownSession.current = sessionId;
    if (fresh || nearEnd.current || sending !== null || last?.sender === 'admin') node.scrollTop = node.scrollHeight;
  }, [sessionId, last?.id, last?.sender, sending]);

  // The box growing (a long reply being typed, the typing line) must not hide the newest message either.
  useEffect(() => {
    const node = list.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearEnd.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <ol
      ref={list}
      className="chat-messages"
      aria-label={`Messages with ${customerName}`}
      // Keyboard users scroll the thread too (a scrolling region must be reachable).
      tabIndex={0}
      onScroll={(e) => {
        const node = e.currentTarget;
        nearEnd.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_END_PX;
      }}
    >
      {messages.map((message) => {
        const fromAdmin = message.sender === 'admin';
        return (
          <li key={message.id} className={`chat-msg chat-msg--${message.sender}`}>
            <p className="chat-msg__text">{message.message}</p>
            <p className="chat-msg__meta">
              <span className="chat-msg__who">{fromAdmin ? CHAT_MESSAGES.supportLabel : customerName}</span>
              {' · '}
              <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
              {message.id === seenId && <span className="chat-msg__seen"> · Seen</span>}
            </p>
          </li>
        );
      })}
      {sending !== null && (
        <li className="chat-msg chat-msg--admin chat-msg--sending">
          <p className="chat-msg__text">{sending}</p>
          <p className="chat-msg__meta">{CHAT_MESSAGES.supportLabel} · Sending…</p>
        </li>
      )}
    </ol>
  );
}
