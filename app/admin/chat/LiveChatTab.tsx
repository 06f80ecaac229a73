// The Live Chat tab: a switch between the chats and the contact-form inbox ("Chats | Messages"), each with its
// unread count. The inbox lives here rather than in a sixth tab, which the 390 px tab bar has no room for, and
// beside the chats since both are customers writing in. The choice is kept in the URL (&view=messages).
import { useSearchParams } from '../../ui/router';
import { unreadTotal } from './chatLists';
import { useChatSessions } from './chatQueries';
import { useInbox, InboxSection } from '../inbox';
import { useDocumentVisible } from '../kit/useDocumentVisible';
import { Tabs, type TabDef } from '../kit/Tabs';
import { ChatTab } from './ChatTab';

type View = 'chats' | 'messages';

function Unread({ value }: { value: number }) {
  if (value <= 0) return null;
  return (
    <span className="admin-count admin-count--alert">
      {value}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

export function LiveChatTab() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'messages' ? 'messages' : 'chats';
  const chats = useChatSessions();
  const inbox = useInbox();
  const visible = useDocumentVisible();
  const viewing = view === 'chats' && visible ? params.get('session') : null;

  const tabs: TabDef<View>[] = [
    {
      key: 'chats',
      label: (
        <>
          Chats <Unread value={unreadTotal(chats.data, viewing)} />
        </>
      ),
    },
    {
      key: 'messages',
      label: (
        <>
          Messages <Unread value={inbox.data?.unread ?? 0} />
        </>
      ),
    },
  ];

  const select = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'messages') updated.set('view', 'messages');
        else updated.delete('view');
        updated.delete(next === 'messages' ? 'session' : 'message');
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs tabs={tabs} selected={view} onSelect={select} label="Live Chat views" variant="pill">
      {(key) => (key === 'chats' ? <ChatTab /> : <InboxSection />)}
    </Tabs>
  );
}
