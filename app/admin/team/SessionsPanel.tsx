// Where one is signed in (issue 26, item 1): every open session of the signed-in account (the owner: of every
// account), when it began and ends, and a button that ends it at once (this device's signs out here).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSessionInfo } from '../../../shared/admin-api-types';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { ADMIN_LIST, adminKeys } from '../kit/queries';
import { useAdminAuth } from '../kit/session';
import './admin-team.css';

function SessionRow({ session, onEnd, ending }: { session: AdminSessionInfo; onEnd: () => void; ending: boolean }) {
  return (
    <li className="sessions__item">
      <div>
        <p className="sessions__who">
          {session.who}
          {session.current && <span className="admin-chip admin-chip--info sessions__here">This device</span>}
        </p>
        <p className="sessions__when">
          {session.role} · signed in {formatDateTime(session.createdAt)} · until {formatDateTime(session.expiresAt)}
        </p>
      </div>
      <button type="button" className="btn btn--outline btn--small" onClick={onEnd} aria-disabled={ending}>
        {session.current ? 'Sign out here' : 'End'}
        {!session.current && (
          <span className="visually-hidden">
            {' '}
            the session of {session.who} since {formatDateTime(session.createdAt)}
          </span>
        )}
      </button>
    </li>
  );
}

export function SessionsPanel() {
  const client = useQueryClient();
  const signOut = useAdminAuth((state) => state.signOut);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({ queryKey: adminKeys.sessions, queryFn: adminApi.sessions, enabled: open, ...ADMIN_LIST, staleTime: 0 });
  const end = useMutation({
    mutationFn: (session: AdminSessionInfo) => adminApi.revokeSession(session.id),
    retry: false,
    onSuccess: (_, session) => {
      if (session.current) signOut();
    },
    onError: (err) => setError(failureText(err)),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.sessions }),
  });
  const list = sessions.data ?? [];

  return (
    <details className="sessions" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="sessions__summary">Signed-in devices{sessions.data ? ` (${list.length})` : ''}</summary>
      {sessions.isError && <p className="admin-error-line">{failureText(sessions.error)}</p>}
      {error && (
        <p className="admin-error-line" role="alert">
          {error}
        </p>
      )}
      {sessions.isPending && open && <p className="admin-muted">Loading…</p>}
      <ul className="sessions__list" aria-label="Signed-in devices">
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={end.isPending}
            onEnd={() => {
              if (end.isPending) return;
              setError(null);
              end.mutate(session);
            }}
          />
        ))}
      </ul>
    </details>
  );
}
