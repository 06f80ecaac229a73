// One chat: who the customer is (email, phone, their paid orders), the messages, their typing, and the
// reply box. While it is on screen and the page visible, the session is kept marked read.
import type { Ref } from 'react';
import type { AdminChatSession } from '../../../shared/schemas/chat';
import { ApiError } from '../../core/api/client';
import { lastCustomerMessageId, seenMessageId } from './chatLists';
import { useChatSignals } from './chatLive';
import { useChatMessages, useCustomerTyping, useReadHeartbeat, useSendReply } from './chatQueries';
import { failureText } from '../kit/client';
import { BackIcon } from '../kit/adminIcons';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { MessageList } from './MessageList';
import { ReplyBox } from './ReplyBox';
import { OrdersLink } from './SessionList';

interface ChatThreadProps {
  sessionId: string;
  /** The session's list entry (absent while the list loads, or for an id the server does not know). */
  session: AdminChatSession | undefined;
  /** On screen and the page visible: the admin is reading it. */
  active: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Phones: back to the list (the list and the thread are two screens). */
  onBack?: () => void;
}

function ThreadHead({
  session,
  name,
  headingRef,
  onBack,
}: {
  session: AdminChatSession | undefined;
  name: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack?: () => void;
}) {
  return (
    <header className="chat-thread__head">
      {onBack && (
        <button type="button" className="btn btn--outline btn--small chat-thread__back" onClick={onBack}>
          <BackIcon />
          Back<span className="visually-hidden"> to chats</span>
        </button>
      )}
      <div className="chat-thread__who">
        <h2 id="chat-thread-title" ref={headingRef} tabIndex={-1} className="chat-thread__title">
          {name}
        </h2>
        {session && (
          <p className="chat-thread__contact">
            <a href={`mailto:${session.customerEmail}`}>{session.customerEmail}</a>
            {session.customerPhone && <a href={`tel:${session.customerPhone.replace(/[^\d+]/g, '')}`}>{session.customerPhone}</a>}
            <OrdersLink session={session} />
          </p>
        )}
      </div>
    </header>
  );
}

export function ChatThread({ sessionId, session, active, headingRef, onBack }: ChatThreadProps) {
  const messages = useChatMessages(sessionId);
  const send = useSendReply(sessionId);
  const typing = useCustomerTyping(sessionId);
  // The list says how far the customer had read when it loaded; the stream's read events move it on.
  const liveReadUpTo = useChatSignals((s) => s.customerReadUpTo[sessionId] ?? 0);
  const readUpTo = Math.max(liveReadUpTo, session?.customerReadUpTo ?? 0);
  const list = messages.data ?? [];
  useReadHeartbeat(sessionId, active && messages.isSuccess, lastCustomerMessageId(messages.data));

  const name = session?.customerName ?? 'Chat';
  const notFound = messages.error instanceof ApiError && messages.error.status === 404;

  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title">
      <ThreadHead session={session} name={notFound ? 'Chat not found' : name} headingRef={headingRef} onBack={onBack} />
      {messages.isPending ? (
        <ListSkeleton label="Loading messages" />
      ) : notFound ? (
        <EmptyState title="This chat no longer exists" />
      ) : messages.isError && !messages.data ? (
        <LoadError
          message="Failed to fetch messages"
          detail={failureText(messages.error)}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : (
        <>
          <MessageList
            sessionId={sessionId}
            customerName={name}
            messages={list}
            seenId={seenMessageId(list, readUpTo)}
            // Shown while the reply is on its way, unless the live stream has brought the reply itself already.
            sending={
              send.isPending && !list.some((m) => m.clientMessageId === send.variables.clientMessageId) ? send.variables.message : null
            }
          />
          <p className="chat-thread__typing" aria-hidden={!typing}>
            {typing ? `${name} is typing…` : ''}
          </p>
          <ReplyBox sessionId={sessionId} customerName={name} send={send} />
        </>
      )}
    </section>
  );
}
