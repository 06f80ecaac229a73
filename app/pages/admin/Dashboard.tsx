// The admin dashboard (spec §2): Sample Songs, Ordered Songs and Settings tabs, the selected one kept in the
// URL (/admin?tab=orders) so a reload or a shared link opens it again, and a Logout button.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminApi } from '../../admin/api';
import { useAdminSession } from '../../admin/queries';
import { useAdminAuth } from '../../admin/session';
import { OrdersTab } from './OrdersTab';
import { SampleSongsTab } from './SampleSongsTab';
import { SettingsTab } from './SettingsTab';
import { Tabs, type TabDef } from './Tabs';
import { useFocusOnArrival } from './useFocusOnArrival';

type TabKey = 'samples' | 'orders' | 'settings';

const TABS: readonly TabDef<TabKey>[] = [
  { key: 'samples', label: 'Sample Songs' },
  { key: 'orders', label: 'Ordered Songs' },
  { key: 'settings', label: 'Settings' },
];

const isTab = (value: string | null): value is TabKey => TABS.some((t) => t.key === value);

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function Dashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'samples';
  const session = useAdminSession();
  const signOut = useAdminAuth((s) => s.signOut);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const logout = useMutation({
    mutationFn: () => adminApi.logout(),
    retry: false,
    // The token is forgotten here whatever the server says: logging out must always work.
    onSettled: () => signOut(),
  });

  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        // Sub-views belong to the tab they were chosen in.
        if (key !== 'orders') next.delete('list');
        return next;
      },
      { replace: true },
    );

  const expiresAt = session.data?.expiresAt ? new Date(session.data.expiresAt) : null;

  return (
    <div className="admin-dash container">
      <header className="admin-dash__top">
        <div>
          <p className="eyebrow">Serenade admin</p>
          <h1 ref={heading} tabIndex={-1} className="admin-dash__title">
            Dashboard
          </h1>
          {expiresAt && !Number.isNaN(expiresAt.getTime()) && <p className="admin-dash__session">Signed in until {timeFormat.format(expiresAt)}</p>}
        </div>
        <button type="button" className="btn btn--outline admin-dash__logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {logout.isPending ? 'Logging out…' : 'Logout'}
        </button>
      </header>
      <Tabs tabs={TABS} selected={tab} onSelect={select} label="Admin sections">
        {(key) => (key === 'samples' ? <SampleSongsTab /> : key === 'orders' ? <OrdersTab /> : <SettingsTab />)}
      </Tabs>
    </div>
  );
}
