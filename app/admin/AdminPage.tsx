// /admin (spec §2): the login screen, then the dashboard. Loaded on its own (a separate chunk, never
// precached), kept out of search engines, and forgets every admin list when the session ends.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageMeta } from '../ui/usePageMeta';
import { adminKeys } from './kit/queries';
import { useAdminAuth } from './kit/session';
import { Dashboard } from './Dashboard';
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

export default function AdminPage() {
  usePageMeta('Admin dashboard');
  useNoIndex();
  const token = useAdminAuth((s) => s.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    // Orders hold customers' stories and addresses: nothing stays in memory after a logout or an expiry.
    if (!token) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);

  return <div className="admin">{token ? <Dashboard /> : <LoginScreen />}</div>;
}
