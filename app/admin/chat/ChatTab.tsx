// The Live Chat tab (spec §2): the session list and the open chat, side by side on a wide screen and two
// screens on a phone (the chat with a Back button). The open chat is kept in the URL (&session=<id>), so a
// reload, a shared link or a push notification opens it again; new customer messages are announced politely.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../ui/router';
import type { AdminChatSession } from '../../../shared/schemas/chat';
import { newCustomerActivity } from './chatLists';
import { useChatSessions } from './chatQueries';
import { useDocumentVisible } from '../kit/useDocumentVisible';
import { useMediaQuery } from '../kit/useMediaQuery';
import { ChatThread } from './ChatThread';
import { SessionList } from './SessionList';
import './admin-chat.css';

/** From this width the list and the chat sit side by side. */
export const CHAT_SIDE_BY_SIDE = '(min-width: 760px)';

/** "New message from …" for each customer who wrote since the last list (the first load says nothing). */
function useAnnouncement(sessions: AdminChatSession[] | undefined): string {
  const previous = useRef<AdminChatSession[] | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!sessions) return;
    const fresh = newCustomerActivity(previous.current, sessions);
    previous.current = sessions;
    if (fresh.length > 0) setText(fresh.map((s) => `New message from ${s.customerName}: ${s.lastMessage ?? ''}`).join('. '));
  }, [sessions]);
  return text;
}

/**
 * Phones: the chat screen is scrolled to fill the screen (also when a link or a push opened it), and arriving
 * on it from the list focuses its heading; going back focuses the chat's entry in the list.
 */
function usePhoneFocus(selected: string | null, wide: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const before = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const from = before.current;
    before.current = selected;
    if (wide || from === selected) return;
    if (selected) {
      const section = heading.current?.closest('section');
      // After the dashboard's own arrival focus (its heading), which would scroll the page back up.
      requestAnimationFrame(() => section?.scrollIntoView({ block: 'start' }));
      if (from !== undefined) heading.current?.focus({ preventScroll: true });
    } else if (from) links.current.get(from)?.focus();
  }, [selected, wide]);
  return { heading, links };
}

export function ChatTab() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = params.get('session');
  const wide = useMediaQuery(CHAT_SIDE_BY_SIDE);
  const visible = useDocumentVisible();
  const sessions = useChatSessions();
  const announcement = useAnnouncement(sessions.data);
  const { heading, links } = usePhoneFocus(selected, wide);
  const session = sessions.data?.find((s) => s.id === selected);
  const showList = wide || !selected;

  const back = () => {
    // Opened from the list: going back is the browser's Back too (a phone's back gesture does the same).
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('session');
          return next;
        },
        { replace: true },
      );
  };

  return (
    <div className={`chat-tab${wide ? ' chat-tab--wide' : ''}`}>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {showList && <SessionList selected={selected} viewing={selected && visible ? selected : null} links={links} />}
      {selected ? (
        <ChatThread
          key={selected}
          sessionId={selected}
          session={session}
          active={visible}
          headingRef={heading}
          onBack={wide ? undefined : back}
        />
      ) : (
        wide && (
          <div className="chat-thread chat-thread--none">
            <p className="admin-muted">Choose a chat to read it and reply.</p>
          </div>
        )
      )}
    </div>
  );
}
