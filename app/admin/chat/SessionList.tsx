// The chats, newest activity first: who (name, email, phone), the last message, unread counts, a link to
// the customer's paid orders, and whether the list is live or being polled.
import type { RefObject } from 'react';
import { Link } from '../../ui/router';
import type { AdminChatSession } from '../../../shared/schemas/chat';
import { failureText } from '../kit/client';
import { useChatSignals } from './chatLive';
import { useChatSessions } from './chatQueries';
import { formatChatTime } from '../kit/format';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { chatLink, ordersLink } from './links';

interface SessionListProps {
  selected: string | null;
  /** The session shown in the thread beside the list (its unread count is being cleared). */
  viewing: string | null;
  /** Where each session's link registers itself, so focus can come back to it from the thread. */
  links: RefObject<Map<string, HTMLAnchorElement>>;
}

function StreamStatus() {
  const stream = useChatSignals((s) => s.stream);
  return (
    <p className={`chat-live chat-live--${stream === 'open' ? 'on' : 'off'}`}>
      <span className="chat-live__dot" aria-hidden="true" />
      {stream === 'open' ? 'Live' : 'Reconnecting… checking every few seconds'}
    </p>
  );
}

export function OrdersLink({ session }: { session: AdminChatSession }) {
  if (session.orderCount <= 0) return null;
  return (
    <Link className="chat-orders-link" to={ordersLink(session.customerEmail)}>
      {session.orderCount === 1 ? '1 paid order' : `${session.orderCount} paid orders`}
      <span className="visually-hidden"> from {session.customerName}</span>
    </Link>
  );
}

function SessionItem({
  session,
  current,
  unread,
  links,
}: {
  session: AdminChatSession;
  current: boolean;
  unread: number;
  links: SessionListProps['links'];
}) {
  return (
    <li className={`chat-session${unread > 0 ? ' chat-session--unread' : ''}`}>
      <Link
        to={chatLink(session.id)}
        state={{ fromList: true }}
        className="chat-session__open"
        aria-current={current ? 'true' : undefined}
        ref={(node) => {
          if (node) links.current.set(session.id, node);
          else links.current.delete(session.id);
        }}
      >
        <span className="chat-session__top">
          <span className="chat-session__name">{session.customerName}</span>
          <time className="chat-session__time" dateTime={session.lastMessageAt}>
            {formatChatTime(session.lastMessageAt)}
          </time>
        </span>
        <span className="chat-session__contact">
          {session.customerEmail}
          {session.customerPhone && (
            <>
              {' · '}
              <span className="chat-session__phone">{session.customerPhone}</span>
            </>
          )}
        </span>
        <span className="chat-session__bottom">
          <span className="chat-session__last">
            {session.lastSender === 'admin' && <span className="chat-session__you">Support: </span>}
            {session.lastMessage ?? ''}
          </span>
          {unread > 0 && (
            <span className="admin-count admin-count--alert chat-session__unread">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </span>
      </Link>
      <OrdersLink session={session} />
    </li>
  );
}

export function SessionList({ selected, viewing, links }: SessionListProps) {
  const sessions = useChatSessions();
  const list = sessions.data ?? [];
  return (
    <section className="chat-list" aria-labelledby="chat-list-title">
      <div className="chat-list__head">
        <h2 id="chat-list-title" className="admin-section-head__title">
          Chats
        </h2>
        <StreamStatus />
      </div>
      {sessions.isPending ? (
        <ListSkeleton label="Loading chats" />
      ) : sessions.isError ? (
        <LoadError
          message="Failed to fetch sessions"
          detail={failureText(sessions.error)}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No chats yet">
          <p>When a customer starts a chat it shows up here at once.</p>
        </EmptyState>
      ) : (
        <ul className="chat-sessions" aria-labelledby="chat-list-title">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              current={session.id === selected}
              unread={session.id === viewing ? 0 : session.unread}
              links={links}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
