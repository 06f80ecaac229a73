// The customer's chat kept in IndexedDB: the session (token, who, what was seen) and its messages, including
// the ones typed without a connection that wait, as 'sending', to be sent. The widget's live queries read
// these tables; only the chat machine's store actor writes them.
import type { ChatMessage } from '../../../shared/schemas/chat';
import { db, type StoredChatMessage, type StoredChatSession } from '../../core/db/database';

/** A message typed here and not yet stored by the shop. */
export interface PendingChatMessage {
  clientMessageId: string;
  message: string;
  createdAt: string;
}

/** What a visit finds from an earlier one. */
export interface RestoredChat {
  session: StoredChatSession;
  /** Messages still to send, oldest first. */
  pending: PendingChatMessage[];
  /** The newest message id kept: the stream resumes after it. */
  lastEventId: number;
  /** Support's messages that arrived while the chat was closed. */
  unread: number;
}

export const messageKey = (m: { id?: number; clientMessageId?: string | null }): string => m.clientMessageId || `id:${m.id}`;

function storedMessage(m: ChatMessage): StoredChatMessage {
  return {
    key: messageKey(m),
    sessionId: m.sessionId,
    id: m.id,
    ...(m.clientMessageId ? { clientMessageId: m.clientMessageId } : {}),
    sender: m.sender,
    message: m.message,
    createdAt: m.createdAt,
    status: 'sent',
  };
}

/** The thread in order: the shop's messages by id, then what still waits to be sent, by when it was typed. */
export function inThreadOrder(messages: StoredChatMessage[]): StoredChatMessage[] {
  return [...messages].sort((a, b) => {
    if (a.id !== undefined && b.id !== undefined) return a.id - b.id;
    if (a.id !== undefined) return -1;
    if (b.id !== undefined) return 1;
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/** For the widget's live query. */
export async function chatMessagesOf(sessionId: string): Promise<StoredChatMessage[]> {
  return inThreadOrder(await db.chatMessages.where('sessionId').equals(sessionId).toArray());
}

export async function loadChat(): Promise<RestoredChat | null> {
  return db.transaction('r', db.chatSessions, db.chatMessages, async () => {
    const sessions = await db.chatSessions.toArray();
    const session = sessions.sort((a, b) => b.savedAt - a.savedAt)[0];
    if (!session) return null;
    const messages = await db.chatMessages.where('sessionId').equals(session.sessionId).toArray();
    let lastEventId = 0;
    let unread = 0;
    for (const m of messages) {
      if (m.id === undefined) continue;
      lastEventId = Math.max(lastEventId, m.id);
      if (m.sender === 'admin' && m.id > session.lastSeenId) unread += 1;
    }
    const pending = messages
      .filter((m) => m.status === 'sending' && m.clientMessageId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((m) => ({ clientMessageId: m.clientMessageId!, message: m.message, createdAt: m.createdAt }));
    return { session, pending, lastEventId, unread };
  });
}

/** Keeps this conversation as the device's only one: another one (and its messages) is forgotten. */
export async function saveChatSession(session: StoredChatSession): Promise<void> {
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    const others = (await db.chatSessions.toCollection().primaryKeys()).filter((id) => id !== session.sessionId);
    if (others.length) {
      await db.chatSessions.bulkDelete(others);
      await db.chatMessages.where('sessionId').anyOf(others).delete();
    }
    const earlier = await db.chatSessions.get(session.sessionId);
    // Adopting the conversation this device already has keeps what it had seen.
    await db.chatSessions.put(earlier ? { ...earlier, ...session, lastSeenId: Math.max(earlier.lastSeenId, session.lastSeenId) } : session);
  });
}

export async function updateChatSession(sessionId: string, changes: Partial<Omit<StoredChatSession, 'sessionId'>>): Promise<void> {
  await db.chatSessions.update(sessionId, changes);
}

export async function forgetChatSession(sessionId: string): Promise<void> {
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    await db.chatSessions.delete(sessionId);
    await db.chatMessages.where('sessionId').equals(sessionId).delete();
  });
}

/** The shop's messages (from the stream, a poll or a send's answer): a "sending" copy becomes the sent one. */
export async function saveChatMessages(sessionId: string, messages: ChatMessage[]): Promise<void> {
  const mine = messages.filter((m) => m.sessionId === sessionId);
  if (!mine.length) return;
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    // A message arriving after the conversation was forgotten must not bring a piece of it back.
    if (!(await db.chatSessions.get(sessionId))) return;
    await db.chatMessages.bulkPut(mine.map(storedMessage));
  });
}

/** Keeps a typed message as 'sending' unless the shop's copy is already here (it came back first). */
export async function keepPendingMessage(sessionId: string, pending: PendingChatMessage): Promise<void> {
  await db.transaction('rw', db.chatMessages, async () => {
    if (await db.chatMessages.get(pending.clientMessageId)) return;
    await db.chatMessages.add({
      key: pending.clientMessageId,
      sessionId,
      clientMessageId: pending.clientMessageId,
      sender: 'customer',
      message: pending.message,
      createdAt: pending.createdAt,
      status: 'sending',
    });
  });
}

export async function markMessageFailed(clientMessageId: string): Promise<void> {
  await db.chatMessages
    .where(':id')
    .equals(clientMessageId)
    .modify((m) => {
      if (m.status === 'sending') m.status = 'failed';
    });
}

/** The customer has seen everything up to this id. */
export async function markChatSeen(sessionId: string, upTo: number): Promise<void> {
  await db.chatSessions
    .where(':id')
    .equals(sessionId)
    .modify((s) => {
      s.lastSeenId = Math.max(s.lastSeenId, upTo);
    });
}
