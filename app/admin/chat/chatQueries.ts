// The Live Chat tab's server state: the session list and the open thread (polled at the spec's 3 s and 2 s
// only while the live stream is not open), the reply, and the signals the open thread sends (read, typing).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { AdminChatSession, ChatMessage } from '../../../shared/schemas/chat';
import { adminApi } from '../kit/api';
import { mergeMessage, newClientMessageId, throttle, upsertSession } from './chatLists';
import { useChatSignals } from './chatLive';
import { adminKeys, retryIfUnreached, retryUnlessRefused } from '../kit/queries';

/** Spec §9: admin sessions every 3 s, admin messages every 2 s (the fallback when the stream is down). */
export const SESSIONS_POLL_MS = 3000;
export const MESSAGES_POLL_MS = 2000;
/** While a thread stays open and visible it is marked read this often (the server's presence lasts 45 s). */
export const READ_HEARTBEAT_MS = 20_000;
/** At most one typing signal this often while the admin types. */
export const TYPING_SIGNAL_MS = 3000;

const useStreamOpen = () => useChatSignals((s) => s.stream === 'open');

/** `enabled` false: a role without the chat (a musician) asks nothing. */
export function useChatSessions(enabled = true) {
  const live = useStreamOpen();
  return useQuery({
    enabled,
    queryKey: adminKeys.chatSessions,
    queryFn: adminApi.chatSessions,
    retry: retryUnlessRefused,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : SESSIONS_POLL_MS,
  });
}

export function useChatMessages(sessionId: string | null) {
  const live = useStreamOpen();
  return useQuery({
    queryKey: adminKeys.chatMessages(sessionId ?? ''),
    queryFn: () => adminApi.chatMessages(sessionId!),
    enabled: sessionId !== null,
    retry: retryUnlessRefused,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : MESSAGES_POLL_MS,
  });
}

export interface Reply {
  message: string;
  clientMessageId: string;
}

/** The admin's reply; its client id makes a retry after a lost answer the same message, not a second one. */
export function useSendReply(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reply: Reply) => adminApi.sendChatReply(sessionId, reply.message, reply.clientMessageId),
    retry: retryIfUnreached,
    onSuccess: (message) => client.setQueryData<ChatMessage[]>(adminKeys.chatMessages(sessionId), (old) => mergeMessage(old, message)),
  });
}

export const newReply = (message: string): Reply => ({ message: message.trim(), clientMessageId: newClientMessageId() });

/**
 * While `active` (the thread is on screen and the page visible): marks the session read now, again whenever
 * a new customer message arrives (`lastCustomerId`), and every 20 s, which also tells the server an admin
 * is looking (no push for these messages). Failures are left to the next beat.
 */
export function useReadHeartbeat(sessionId: string | null, active: boolean, lastCustomerId: number) {
  const client = useQueryClient();
  useEffect(() => {
    if (!sessionId || !active) return;
    const read = () =>
      adminApi.markChatRead(sessionId).then(
        (session) => client.setQueryData<AdminChatSession[]>(adminKeys.chatSessions, (old) => (old ? upsertSession(old, session) : old)),
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), READ_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [sessionId, active, lastCustomerId, client]);
}

/** Called on every keystroke in the reply box: sends the typing signal at most once every 3 s. */
export function useTypingSignal(sessionId: string): () => void {
  return useMemo(() => {
    const allowed = throttle(TYPING_SIGNAL_MS);
    return () => {
      if (allowed()) adminApi.chatTyping(sessionId).catch(() => undefined);
    };
  }, [sessionId]);
}

/** Whether the customer of this session is typing now; turns itself off when the signal runs out. */
export function useCustomerTyping(sessionId: string): boolean {
  const until = useChatSignals((s) => s.typingUntil[sessionId] ?? 0);
  // The last signal known to have run out; a newer one shows until its own timer says otherwise.
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (until <= 0) return;
    const timer = setTimeout(() => setExpired(until), Math.max(0, until - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [until]);
  return until > expired;
}
