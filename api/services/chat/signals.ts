// Typing and read signals, and who has a chat open (kept by presence.ts): they travel on the live streams;
// only the read marks are stored.
import type { Kysely } from 'kysely';
import { CHAT_MESSAGES, type AdminChatSession, type ChatSender } from '../../../shared/schemas/chat';
import { findAdminChatSession, lastChatMessageId, markChatRead } from '../../db/chat';
import type { ChatSessionRow, Database } from '../../db/schema';
import type { RateLimit, RateLimiter } from '../rateLimits';
import { sessionChannel, type ChatBroker } from './broker';
import type { Presence } from './presence';

/** Typing and presence signals: the widget sends a few a minute; this is far above that. */
export const SIGNAL_LIMIT: RateLimit = { bucket: 'chat-signal', max: 120, windowMs: 60_000, message: CHAT_MESSAGES.tooManyMessages };
/** The same per address, over all its chats (two open chats' worth). */
export const SIGNAL_ADDRESS_LIMIT: RateLimit = {
  bucket: 'chat-signal-address',
  max: 240,
  windowMs: 60_000,
  message: CHAT_MESSAGES.tooManyMessages,
};

export function createChatSignals(deps: {
  db: Kysely<Database>;
  broker: ChatBroker;
  presence: Presence;
  limiter: RateLimiter;
  /** The session by id, or the chat's 404. */
  session: (sessionId: string) => Promise<ChatSessionRow>;
}) {
  const { db, broker, presence, limiter } = deps;

  return {
    async typing(sessionId: string, sender: ChatSender) {
      if (sender === 'customer') await limiter.hit(SIGNAL_LIMIT, sessionId);
      const event = { type: 'typing' as const, sessionId, sender };
      broker.publish(sender === 'customer' ? 'admin' : sessionChannel(sessionId), event);
    },

    /** The widget is open (and visible) or closed; open also means the customer has read everything so far. */
    async customerPresence(sessionId: string, open: boolean) {
      await limiter.hit(SIGNAL_LIMIT, sessionId);
      presence.mark('customer', sessionId, open);
      if (!open) return;
      const upTo = await markChatRead(db, sessionId, 'customer', await lastChatMessageId(db, sessionId));
      broker.publish('admin', { type: 'read', sessionId, reader: 'customer', upTo });
    },

    /** An admin has the thread open: everything so far is read, and its messages push no one. */
    async adminRead(sessionId: string): Promise<AdminChatSession> {
      await deps.session(sessionId);
      presence.mark('admin', sessionId, true);
      const upTo = await markChatRead(db, sessionId, 'admin', await lastChatMessageId(db, sessionId));
      broker.publish(sessionChannel(sessionId), { type: 'read', sessionId, reader: 'admin', upTo });
      const updated = (await findAdminChatSession(db, sessionId))!;
      broker.publish('admin', { type: 'session', session: updated });
      return updated;
    },
  };
}
