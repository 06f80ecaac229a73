// Stream events written where the admin screens read them: threads and the session list in the query cache,
// typing and "Seen" in the signals store, and the id a reconnect resumes from.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AdminChatSession, ChatMessage } from '../../../shared/schemas/chat';
import { applyChatEvent, TYPING_SHOWN_MS, type ChatSignals } from './chatLive';
import { adminKeys } from '../kit/queries';

const signals = () => createStore<ChatSignals>(() => ({ stream: 'open', typingUntil: {}, customerReadUpTo: {}, lastEventId: 0 }));
const msg = (id: number, sessionId = 's1', sender: ChatMessage['sender'] = 'customer'): ChatMessage => ({
  id,
  sessionId,
  sender,
  message: `m${id}`,
  createdAt: '2025-09-01T10:00:00.000Z',
});
const entry = (id: string, lastMessageAt: string, unread = 1): AdminChatSession => ({
  id,
  sessionId: id,
  customerName: id,
  customerEmail: `${id}@example.com`,
  customerPhone: null,
  createdAt: '2025-09-01T10:00:00.000Z',
  lastMessageAt,
  lastMessage: 'hi',
  lastSender: 'customer',
  unread,
  orderCount: 0,
});

describe('applyChatEvent', () => {
  it('adds a message to a loaded thread once, leaves unloaded threads alone, and remembers the newest id', () => {
    const client = new QueryClient();
    const store = signals();
    client.setQueryData(adminKeys.chatMessages('s1'), [msg(1)]);
    applyChatEvent({ type: 'message', message: msg(2) }, client, store);
    applyChatEvent({ type: 'message', message: msg(2) }, client, store);
    applyChatEvent({ type: 'message', message: msg(7, 's2') }, client, store);
    expect(client.getQueryData<ChatMessage[]>(adminKeys.chatMessages('s1'))!.map((m) => m.id)).toEqual([1, 2]);
    expect(client.getQueryData(adminKeys.chatMessages('s2'))).toBeUndefined();
    expect(store.getState().lastEventId).toBe(7);
  });

  it('moves a session with new activity to the top, but does not invent a list that was never loaded', () => {
    const client = new QueryClient();
    const store = signals();
    applyChatEvent({ type: 'session', session: entry('a', '2025-09-01T10:00:00.000Z') }, client, store);
    expect(client.getQueryData(adminKeys.chatSessions)).toBeUndefined();

    client.setQueryData(adminKeys.chatSessions, [entry('a', '2025-09-01T10:05:00.000Z'), entry('b', '2025-09-01T10:01:00.000Z')]);
    applyChatEvent({ type: 'session', session: entry('b', '2025-09-01T10:06:00.000Z', 2) }, client, store);
    applyChatEvent({ type: 'session', session: entry('c', '2025-09-01T10:07:00.000Z') }, client, store);
    expect(client.getQueryData<AdminChatSession[]>(adminKeys.chatSessions)!.map((s) => `${s.id}:${s.unread}`)).toEqual([
      'c:1',
      'b:2',
      'a:1',
    ]);
  });

  it('shows the customer typing for a while, until their message arrives', () => {
    const client = new QueryClient();
    const store = signals();
    applyChatEvent({ type: 'typing', sessionId: 's1', sender: 'customer' }, client, store, 1000);
    applyChatEvent({ type: 'typing', sessionId: 's2', sender: 'admin' }, client, store, 1000);
    expect(store.getState().typingUntil).toEqual({ s1: 1000 + TYPING_SHOWN_MS });
    applyChatEvent({ type: 'message', message: msg(3, 's1', 'admin') }, client, store);
    expect(store.getState().typingUntil).toHaveProperty('s1');
    applyChatEvent({ type: 'message', message: msg(4, 's1', 'customer') }, client, store);
    expect(store.getState().typingUntil).toEqual({});
  });

  it("keeps the customer's read mark, which only moves forward", () => {
    const client = new QueryClient();
    const store = signals();
    applyChatEvent({ type: 'read', sessionId: 's1', reader: 'customer', upTo: 5 }, client, store);
    applyChatEvent({ type: 'read', sessionId: 's1', reader: 'customer', upTo: 3 }, client, store);
    applyChatEvent({ type: 'read', sessionId: 's1', reader: 'admin', upTo: 9 }, client, store);
    expect(store.getState().customerReadUpTo).toEqual({ s1: 5 });
  });

  it('asks for the generated videos again when one changes, and leaves the templates alone', () => {
    const client = new QueryClient();
    const store = signals();
    client.setQueryData(adminKeys.generatedVideos, []);
    client.setQueryData(adminKeys.videoTemplates, []);
    applyChatEvent({ type: 'video', videoId: 'v1', status: 'completed' }, client, store);
    expect(client.getQueryState(adminKeys.generatedVideos)!.isInvalidated).toBe(true);
    expect(client.getQueryState(adminKeys.videoTemplates)!.isInvalidated).toBe(false);
  });
});
