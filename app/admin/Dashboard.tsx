// The admin dashboard (spec §2): Sample Songs, Ordered Songs, Live Chat, Video Templates and Settings tabs (and,
// issue 26, the production board and the owner's Team), the selected one kept in the URL (/admin?tab=orders) so a
// reload or a shared link opens it again, and a Logout button. Each role sees only the tabs whose calls it may make
// (shared/api/adminRoles.ts).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../ui/router';
import { adminApi } from './kit/api';
import { BoardTab } from './board';
import { unreadTotal, useChatLive, useChatSessions, LiveChatTab } from './chat';
import { useAdminSession } from './kit/queries';
import { useShop } from '../core/api/queries';
import { useAdminAuth } from './kit/session';
import { useDocumentVisible } from './kit/useDocumentVisible';
import { forgetTarget } from '../features/push';
import { useInbox } from './inbox';
import { OrdersTab } from './orders';
import { SampleSongsTab } from './samples';
import { SettingsTab, SetupChecklist } from './settings';
import { Tabs, type TabDef } from './kit/Tabs';
import { useFocusOnArrival } from './kit/useFocusOnArrival';
import { VideoTemplatesTab } from './videos';
import type { AdminEndpointName } from '../../shared/api/adminRoles';
import { useMay, useRole } from './kit/role';
import { SessionsPanel, TeamTab } from './team';

type TabKey = 'samples' | 'orders' | 'board' | 'chat' | 'videos' | 'settings' | 'team';

/** Each tab and the call it opens with: a role that may not make it does not see the tab. */
const TAB_CALLS: Record<TabKey, AdminEndpointName> = {
  samples: 'adminSampleSongs',
  orders: 'adminOrders',
  board: 'adminBoard',
  chat: 'adminChatSessions',
  videos: 'adminVideoTemplates',
  settings: 'adminSetting',
  team: 'adminStaff',
};

/** Live Chat's label carries the unread count (chats and contact messages), read out as "… unread". */
function tabsWithUnread(unread: number, may: (tab: TabKey) => boolean): TabDef<TabKey>[] {
  const chat = (
    <>
      Live Chat
      {unread > 0 && (
        <span className="admin-count admin-count--alert">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </>
  );
  return [
    { key: 'samples', label: 'Sample Songs' },
    { key: 'orders', label: 'Ordered Songs' },
    { key: 'board', label: 'Production' },
    { key: 'chat', label: chat },
    { key: 'videos', label: 'Video Templates' },
    { key: 'settings', label: 'Settings' },
    { key: 'team', label: 'Team' },
  ].filter((tab) => may(tab.key as TabKey)) as TabDef<TabKey>[];
}

function TabPanel({ tab }: { tab: TabKey }) {
  switch (tab) {
    case 'samples':
      return <SampleSongsTab />;
    case 'orders':
      return <OrdersTab />;
    case 'board':
      return <BoardTab />;
    case 'chat':
      return <LiveChatTab />;
    case 'videos':
      return <VideoTemplatesTab />;
    case 'settings':
      return <SettingsTab />;
    case 'team':
      return <TeamTab />;
  }
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const focusSelectedTab = () =>
  document.querySelector<HTMLElement>('[role="tablist"][aria-label="Admin sections"] [role="tab"][aria-selected="true"]')?.focus();

/** Opens a tab from outside the tab list (the setup checklist, which folds away with the button just pressed) and
 *  puts focus on that tab once it is selected, so focus is never lost and the reader hears where it now is. */
function useOpenAndFocusTab(tab: TabKey | undefined, select: (key: TabKey) => void) {
  const focusOnSelect = useRef(false);
  useEffect(() => {
    if (!focusOnSelect.current) return;
    focusOnSelect.current = false;
    focusSelectedTab();
  }, [tab]);
  return (key: TabKey) => {
    if (key === tab) return focusSelectedTab();
    focusOnSelect.current = true;
    select(key);
  };
}

export function Dashboard() {
  const shop = useShop();
  const [params, setParams] = useSearchParams();
  const may = useMay();
  const role = useRole();
  const mayTab = (key: TabKey) => may(TAB_CALLS[key]);
  const requested = params.get('tab') as TabKey | null;
  const tabs = (Object.keys(TAB_CALLS) as TabKey[]).filter(mayTab);
  const tab: TabKey | undefined = requested && tabs.includes(requested) ? requested : tabs[0];
  const chatAllowed = may('adminChatSessions');
  const session = useAdminSession();
  const signOut = useAdminAuth((s) => s.signOut);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  // The chat stream and list live as long as the dashboard: the tab's badge counts on every tab.
  useChatLive(chatAllowed);
  const chats = useChatSessions(chatAllowed);
  // The inbox's list too: its unread messages count in the same badge.
  const inbox = useInbox(chatAllowed);
  const visible = useDocumentVisible();
  const viewing = tab === 'chat' && visible ? params.get('session') : null;

  const logout = useMutation({
    mutationFn: () => adminApi.logout(),
    retry: false,
    // The token is forgotten here whatever the server says: logging out must always work. The server forgets
    // this session's alert device with it, so this device no longer counts itself subscribed.
    onSettled: () => {
      forgetTarget({ kind: 'admin' });
      signOut();
    },
  });

  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        // Sub-views belong to the tab they were chosen in.
        if (key !== 'orders') next.delete('list');
        if (key !== 'orders') next.delete('q');
        if (key !== 'chat') next.delete('session');
        if (key !== 'chat') next.delete('view');
        if (key !== 'chat') next.delete('message');
        return next;
      },
      { replace: true },
    );

  const openFromChecklist = useOpenAndFocusTab(tab, select);

  const expiresAt = session.data?.expiresAt ? new Date(session.data.expiresAt) : null;

  return (
    <div className="admin-dash container">
      <header className="admin-dash__top">
        <div>
          <p className="eyebrow">{shop.name} admin</p>
          <h1 ref={heading} tabIndex={-1} className="admin-dash__title">
            Dashboard
          </h1>
          {expiresAt && !Number.isNaN(expiresAt.getTime()) && (
            <p className="admin-dash__session">
              {session.data?.name ? `${session.data.name} (${role}) · ` : role && role !== 'owner' ? `${role} · ` : ''}Signed in until{' '}
              {timeFormat.format(expiresAt)}
            </p>
          )}
        </div>
        <button type="button" className="btn btn--outline admin-dash__logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {logout.isPending ? 'Logging out…' : 'Logout'}
        </button>
      </header>
      {may('adminSessions') && <SessionsPanel />}
      {may('adminSetup') && <SetupChecklist onOpen={openFromChecklist} />}
      {tab && (
        <Tabs
          tabs={tabsWithUnread(unreadTotal(chats.data, viewing) + (inbox.data?.unread ?? 0), mayTab)}
          selected={tab}
          onSelect={select}
          label="Admin sections"
        >
          {(key) => <TabPanel tab={key} />}
        </Tabs>
      )}
    </div>
  );
}
