// The admin's live connection: one stream for every chat session and the promo videos (GET /api/admin/chat/stream),
// its events written into the query cache (the lists) and a small store (typing, "Seen", the stream's state). While the
// stream is not open the lists poll at the spec's intervals instead (app/admin/chatQueries.ts).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create, type StoreApi } from 'zustand';
import type { AdminChatSession, ChatMessage, ChatStreamEvent } from '../../../shared/schemas/chat';
import * as adminEndpoints from '../../../shared/api/adminEndpoints';
import { urlOf } from '../../core/api/client';
import { openEventStream } from '../../core/api/eventStream';
import { mergeMessage, upsertSession } from './chatLists';
import { adminKeys } from '../kit/queries';
import { useAdminAuth } from '../kit/session';

export type StreamState = 'connecting' | 'open' | 'closed';

export interface ChatSignals {
  stream: StreamState;
  /** Until when (epoch ms) each session's customer counts as typing. */
  typingUntil: Record<string, number>;
  /** Up to which message id each customer has read (from `read` events: the server's list does not carry it). */
  customerReadUpTo: Record<string, number>;
  /** The newest message id the stream delivered: a reconnect asks for what came after it. */
  lastEventId: number;
}

const initialSignals = (): ChatSignals => ({ stream: 'connecting', typingUntil: {}, customerReadUpTo: {}, lastEventId: 0 });

export const useChatSignals = create<ChatSignals>(initialSignals);

/** The widget repeats its typing signal every few seconds while the customer types; this outlasts one gap. */
export const TYPING_SHOWN_MS = 6000;

const without = (record: Record<string, number>, key: string) => {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/** Writes one stream event where the screens read it. */
export function applyChatEvent(event: ChatStreamEvent, client: QueryClient, signals: StoreApi<ChatSignals>, now = Date.now()): void {
  switch (event.type) {
    case 'message': {
      const { message } = event;
      signals.setState((s) => ({
        lastEventId: Math.max(s.lastEventId, message.id),
        // The message they were typing has arrived.
        typingUntil: message.sender === 'customer' ? without(s.typingUntil, message.sessionId) : s.typingUntil,
      }));
      // Only threads already loaded: one opened later is fetched whole.
      const key = adminKeys.chatMessages(message.sessionId);
      if (client.getQueryData(key)) client.setQueryData<ChatMessage[]>(key, (old) => mergeMessage(old, message));
      return;
    }
    case 'session':
      // The server follows every message with its session's new entry, so the list is kept whole from these.
      client.setQueryData<AdminChatSession[]>(adminKeys.chatSessions, (old) => (old ? upsertSession(old, event.session) : old));
      return;
    case 'typing':
      if (event.sender === 'customer')
        signals.setState((s) => ({ typingUntil: { ...s.typingUntil, [event.sessionId]: now + TYPING_SHOWN_MS } }));
      return;
    case 'read':
      if (event.reader === 'customer')
        signals.setState((s) => ({
          customerReadUpTo: { ...s.customerReadUpTo, [event.sessionId]: Math.max(s.customerReadUpTo[event.sessionId] ?? 0, event.upTo) },
        }));
      return;
    case 'video':
      // A render was queued, started, finished, failed or deleted: the list is asked again (the event says only that).
      void client.invalidateQueries({ queryKey: adminKeys.generatedVideos });
      return;
    default:
      // 'notice' (the customer was told replies also come by email) is the widget's business.
      return;
  }
}

/** Opens the admin stream while the dashboard is shown; every (re)opening refetches what it may have missed. */
export function useChatLive(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    // A role without the chat (a musician) opens no stream.
    if (!enabled) return;
    useChatSignals.setState(initialSignals());
    const handle = openEventStream({
      url: urlOf(adminEndpoints.adminChatStream),
      token: () => useAdminAuth.getState().token,
      lastEventId: () => useChatSignals.getState().lastEventId,
      onEvent: (event) => applyChatEvent(event, client, useChatSignals),
      onState: (stream) => {
        const was = useChatSignals.getState().stream;
        useChatSignals.setState({ stream });
        // A replay brings back missed messages, not session entries, read marks or video changes: the lists are asked again.
        if (stream === 'open' && was !== 'open') {
          void client.invalidateQueries({ queryKey: adminKeys.chat });
          void client.invalidateQueries({ queryKey: adminKeys.generatedVideos });
        }
      },
      // The token is no longer valid: the session is over, as when any admin call answers 401.
      onRefused: (status) => {
        if (status === 401) useAdminAuth.getState().signOut({ expired: true });
      },
    });
    return () => handle.close();
  }, [client, enabled]);
}
