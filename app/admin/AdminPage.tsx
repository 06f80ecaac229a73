// /admin (spec §2): the login screen, then the dashboard. Loaded on its own (a separate chunk, never
// precached), kept out of search engines, and forgets every admin list when the session ends.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePageMeta } from '../ui/usePageMeta';
import { adminKeys } from './kit/queries';
import { useAdminAuth } from './kit/session';
import { Dashboard } from './Dashboard';
import { InvitationScreen } from './InvitationScreen';
import { LoginScreen } from './LoginScreen';
import './kit/admin-parts.css';
import './admin.css';

function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The invitation's token from /admin#invitation=<token> (issue 26), read once. */
function invitationToken(): string | null {
  if (typeof window === 'undefined') return null;
  return /^#invitation=([A-Za-z0-9_-]+)$/.exec(window.location.hash)?.[1] ?? null;
}

export default function AdminPage() {
  const [invitation, setInvitation] = useState(invitationToken);
  const [joined, setJoined] = useState<string | null>(null);
  usePageMeta('Admin dashboard');
  useNoIndex();
  const token = useAdminAuth((s) => s.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    // Orders hold customers' stories and addresses: nothing stays in memory after a logout or an expiry.
    if (!token) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);

  const done = (email: string) => {
    // The link is spent: off the address bar and the history entry.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setInvitation(null);
    setJoined(email);
  };

  if (invitation && !token)
    return (
      <div className="admin">
        <InvitationScreen token={invitation} onDone={done} />
      </div>
    );
  return (
    <div className="admin">
      {token ? (
        <Dashboard />
      ) : (
        <LoginScreen email={joined ?? ''} notice={joined ? 'Your password is set. Sign in with your e-mail and password.' : undefined} />
      )}
    </div>
  );
}
