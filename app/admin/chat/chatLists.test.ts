// The Live Chat lists: stream events merged into sessions and threads, unread totals, "Seen", announcements
// and the reply box's rules.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type AdminChatSession, type ChatMessage } from '../../../shared/schemas/chat';
import {
  lastCustomerMessageId,
  mergeMessage,
  newClientMessageId,
  newCustomerActivity,
  replyCounter,
  replyProblem,
  seenMessageId,
  throttle,
  unreadTotal,
  upsertSession,
} from './chatLists';

const session = (id: string, over: Partial<AdminChatSession> = {}): AdminChatSession => ({
  id,
  sessionId: id,
  customerName: `Customer ${id}`,
  customerEmail: `${id}@example.com`,
  customerPhone: null,
  createdAt: '2025-09-01T10:00:00.000Z',
  lastMessageAt: '2025-09-01T10:00:00.000Z',
  lastMessage: 'Hello',
  lastSender: 'customer',
  unread: 1,
  orderCount: 0,
  ...over,
});

const message = (id: number, sender: ChatMessage['sender'] = 'customer'): ChatMessage => ({
  id,
  sessionId: 's',
  sender,
  message: `m${id}`,
  createdAt: '2025-09-01T10:00:00.000Z',
});

describe('upsertSession', () => {
  it('puts a session with new activity first and replaces its old entry', () => {
    const list = [session('a', { lastMessageAt: '2025-09-01T10:05:00.000Z' }), session('b', { lastMessageAt: '2025-09-01T10:01:00.000Z' })];
    const next = upsertSession(list, session('b', { lastMessageAt: '2025-09-01T10:09:00.000Z', unread: 3 }));
    expect(next.map((s) => [s.id, s.unread])).toEqual([
      ['b', 3],
      ['a', 1],
    ]);
  });

  it('adds a new session, and orders equal times by id as the server does', () => {
    const next = upsertSession([session('b')], session('a'));
    expect(next.map((s) => s.id)).toEqual(['a', 'b']);
    expect(upsertSession(undefined, session('c')).map((s) => s.id)).toEqual(['c']);
  });

  it('keeps the newer entry when an older one arrives late (a read answer overtaken by a message)', () => {
    const newer = session('a', { lastMessageAt: '2025-09-01T10:09:00.000Z', unread: 1, lastMessage: 'Are you there?' });
    const list = [newer];
    expect(upsertSession(list, session('a', { lastMessageAt: '2025-09-01T10:05:00.000Z', unread: 0 }))).toBe(list);
    // Same activity time: the entry is newer news (a read mark), so it replaces.
    expect(upsertSession(list, { ...newer, unread: 0 })[0]!.unread).toBe(0);
  });
});

describe('mergeMessage', () => {
  it('adds a message once, in id order, whatever order they come in', () => {
    let thread = mergeMessage(undefined, message(3));
    thread = mergeMessage(thread, message(1));
    thread = mergeMessage(thread, message(3));
    expect(thread.map((m) => m.id)).toEqual([1, 3]);
  });

  it('answers the same list for a message it already holds (no re-render for an echo)', () => {
    const thread = [message(1)];
    expect(mergeMessage(thread, message(1))).toBe(thread);
  });
});

describe('unreadTotal', () => {
  it('sums every session but the one on screen', () => {
    const list = [session('a', { unread: 2 }), session('b', { unread: 3 }), session('c', { unread: 0 })];
    expect(unreadTotal(list)).toBe(5);
    expect(unreadTotal(list, 'b')).toBe(2);
    expect(unreadTotal(undefined)).toBe(0);
  });
});

describe('seenMessageId and lastCustomerMessageId', () => {
  const thread = [message(1), message(2, 'admin'), message(3), message(4, 'admin'), message(5, 'admin')];

  it('marks the newest admin message the customer has read up to', () => {
    expect(seenMessageId(thread, 0)).toBeNull();
    expect(seenMessageId(thread, 1)).toBeNull();
    expect(seenMessageId(thread, 3)).toBe(2);
    expect(seenMessageId(thread, 4)).toBe(4);
    expect(seenMessageId(thread, 99)).toBe(5);
  });

  it('finds the newest customer message (what a read call must cover)', () => {
    expect(lastCustomerMessageId(thread)).toBe(3);
    expect(lastCustomerMessageId([])).toBe(0);
    expect(lastCustomerMessageId(undefined)).toBe(0);
  });
});

describe('newCustomerActivity', () => {
  it('says nothing on the first load', () => {
    expect(newCustomerActivity(undefined, [session('a')])).toEqual([]);
  });

  it('names new sessions and sessions whose customer wrote again, not the admin’s own replies', () => {
    const before = [session('a'), session('b')];
    const after = [
      session('c'),
      session('a', { lastMessageAt: '2025-09-01T10:07:00.000Z' }),
      session('b', { lastMessageAt: '2025-09-01T10:08:00.000Z', lastSender: 'admin' }),
    ];
    expect(newCustomerActivity(before, after).map((s) => s.id)).toEqual(['c', 'a']);
    expect(newCustomerActivity(after, after)).toEqual([]);
  });
});

describe('the reply box', () => {
  it('refuses blank and over-long replies with the server’s words', () => {
    expect(replyProblem('   \n ')).toBe(CHAT_MESSAGES.messageBlank);
    expect(replyProblem('x'.repeat(2001))).toBe(CHAT_MESSAGES.messageTooLong);
    expect(replyProblem(` ${'x'.repeat(2000)} `)).toBeNull();
  });

  it('shows a counter only near the 2,000-character limit', () => {
    expect(replyCounter('x'.repeat(1799))).toBeNull();
    expect(replyCounter('x'.repeat(1800))).toEqual({ text: '200 characters left', over: false });
    expect(replyCounter('x'.repeat(1999))).toEqual({ text: '1 character left', over: false });
    expect(replyCounter('x'.repeat(2010))).toEqual({ text: '10 over the 2000-character limit', over: true });
  });

  it('lets the typing signal through at most once every 3 s', () => {
    let now = 0;
    const allowed = throttle(3000, () => now);
    expect(allowed()).toBe(true);
    now = 2999;
    expect(allowed()).toBe(false);
    now = 3000;
    expect(allowed()).toBe(true);
  });

  it('makes client message ids the server accepts, different each time', () => {
    const a = newClientMessageId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientMessageId()).not.toBe(a);
  });
});
