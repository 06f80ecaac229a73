// The inbox's server state (Live Chat → Messages): the list with its unread count, refreshed every 30 s while
// the dashboard is open (its badge counts on every tab), and the changes an admin makes to a message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactInbox, AdminContactMessage } from '../../../shared/admin-api-types';
import type { ContactStatus } from '../../../shared/schemas/inbox';
import { adminApi } from '../kit/api';
import { retryUnlessRefused } from '../kit/queries';

export const inboxKey = ['admin', 'contact-messages'] as const;

/** A new message also arrives as a push; the list catches up at least this often. */
export const INBOX_POLL_MS = 30_000;

/** `enabled` false: a role without the inbox (a musician) asks nothing. */
export function useInbox(enabled = true) {
  return useQuery({
    enabled,
    queryKey: inboxKey,
    queryFn: adminApi.contactMessages,
    retry: retryUnlessRefused,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: INBOX_POLL_MS,
  });
}

/** The list with one message replaced, and the unread count recounted. */
function withMessage(inbox: AdminContactInbox | undefined, message: AdminContactMessage): AdminContactInbox | undefined {
  if (!inbox) return inbox;
  const messages = inbox.messages.map((m) => (m.id === message.id ? message : m));
  return { messages, unread: messages.filter((m) => m.status === 'new').length };
}

export function useInboxActions() {
  const client = useQueryClient();
  const settle = (message: AdminContactMessage) => client.setQueryData<AdminContactInbox>(inboxKey, (inbox) => withMessage(inbox, message));
  const refresh = () => client.invalidateQueries({ queryKey: inboxKey });
  return {
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: ContactStatus }) => adminApi.setContactStatus(id, status),
      retry: false,
      onSuccess: settle,
      onSettled: refresh,
    }),
    reply: useMutation({
      mutationFn: ({ id, message }: { id: string; message: string }) => adminApi.replyToContact(id, message),
      retry: false,
      onSuccess: settle,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminApi.deleteContactMessage(id),
      retry: false,
      onSettled: refresh,
    }),
  };
}
