// Live chat (spec §2, §7; DESIGN §3): starting a session, messages both ways (a resend with the same client id
// is the message already stored), typing and read signals, the admin's list, and what each new message sets in
// motion: the live streams (through the broker), pushes to whoever does not have the chat in front of them, and
// — when no one answered within ten minutes — the promise that replies also come by email.
import type { ShopProfile } from '../../../shared/shopProfile';
import type { Kysely } from 'kysely';
import {
  CHAT_MESSAGES,
  EMAIL_FALLBACK_MINUTES,
  SESSION_ID_PATTERN,
  type AdminChatSession,
  type ChatMessage,
  type ChatSender,
  type ChatSessionView,
  type ChatStart,
  type ChatStarted,
} from '../../../shared/schemas/chat';
import {
  findAdminChatSession,
  findChatMessageByClientId,
  findChatSession,
  findSessionByFirstClientMessageId,
  insertChatMessage,
  insertChatSession,
  lastChatMessageId,
  listAdminChatSessions,
  listChatMessages,
  markChatRead,
} from '../../db/chat';
import { insertJob } from '../../db/jobs';
import type { ChatSessionRow, Database } from '../../db/schema';
import { forbidden, notFound } from '../errors';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import { pushPreview, type PushNotifier } from '../push/notifier';
import type { RateLimit, RateLimiter } from '../rateLimits';
import { sessionChannel, type ChatBroker } from './broker';
import type { Presence } from './presence';
import { hashChatToken, type ChatTokens } from './tokens';

export const CHAT_FALLBACK_JOB = 'chat.fallback-check';
export const CHAT_EMAIL_JOB = 'chat.email-replies';
/** Replies sent within this time of each other go out in one mail. */
export const CHAT_EMAIL_DELAY_MS = 60_000;

export const START_LIMIT: RateLimit = { bucket: 'chat-start', max: 5, windowMs: 3_600_000, message: CHAT_MESSAGES.tooManySessions };
export const SEND_LIMIT: RateLimit = { bucket: 'chat-send', max: 20, windowMs: 60_000, message: CHAT_MESSAGES.tooManyMessages };
/** Customer messages per address over all its chats: a lively conversation stays far below; five chats of a script do not. */
export const SEND_ADDRESS_LIMIT: RateLimit = {
  bucket: 'chat-send-address',
  max: 60,
  windowMs: 600_000,
  message: CHAT_MESSAGES.tooManyFromConnection,
};
/** Typing and presence signals: the widget sends a few a minute; this is far above that. */
export const SIGNAL_LIMIT: RateLimit = { bucket: 'chat-signal', max: 120, windowMs: 60_000, message: CHAT_MESSAGES.tooManyMessages };
/** The same per address, over all its chats (two open chats' worth). */
export const SIGNAL_ADDRESS_LIMIT: RateLimit = {
  bucket: 'chat-signal-address',
  max: 240,
  windowMs: 60_000,
  message: CHAT_MESSAGES.tooManyMessages,
};

export interface ChatDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  broker: ChatBroker;
  presence: Presence;
  tokens: ChatTokens;
  limiter: RateLimiter;
  push: PushNotifier;
  /** The shop's profile now: its name titles the customer's push. */
  shop: () => Promise<ShopProfile>;
}

export function createChatService(deps: ChatDeps) {
  const { db, clock, broker, presence, tokens, limiter, push } = deps;
  const runSoon = () => void deps.jobs.runDue().catch(() => undefined);

  /** After a customer's message: the admins are told unless one is looking, and the ten-minute promise is timed. */
  async function afterCustomerMessage(session: ChatSessionRow, message: ChatMessage, first: boolean) {
    if (!session.email_fallback_at) {
      const runAt = new Date(clock.now().getTime() + EMAIL_FALLBACK_MINUTES * 60_000).toISOString();
      await insertJob(db, {
        kind: CHAT_FALLBACK_JOB,
        payload: JSON.stringify({ sessionId: session.id, messageId: message.id }),
        runAt,
        uniqueKey: `chat-fallback:${message.id}`,
        now: clock.now().toISOString(),
      });
    }
    const url = `/admin?tab=chat&session=${session.id}`;
    if (first)
      await push.toAdmins({
        title: `New chat from ${session.customer_name}`,
        body: pushPreview(message.message),
        url,
        tag: `chat-${session.id}`,
      });
    else if (!presence.isPresent('admin', session.id))
      await push.toAdmins({ title: `${session.customer_name} wrote`, body: pushPreview(message.message), url, tag: `chat-${session.id}` });
  }

  /** After an admin's reply: a push when the widget is closed, and a mail when the customer was promised one. */
  async function afterAdminMessage(session: ChatSessionRow, message: ChatMessage) {
    if (presence.isPresent('customer', session.id)) return;
    await push.toOwner(
      { kind: 'chat', id: session.id },
      {
        title: `${(await deps.shop()).name} support replied`,
        body: pushPreview(message.message),
        url: `/#chat=${session.id}`,
        tag: `chat-${session.id}`,
      },
    );
    if (session.email_fallback_at) {
      const runAt = new Date(clock.now().getTime() + CHAT_EMAIL_DELAY_MS).toISOString();
      await insertJob(db, {
        kind: CHAT_EMAIL_JOB,
        payload: JSON.stringify({ sessionId: session.id }),
        runAt,
        uniqueKey: `chat-email:${message.id}`,
        now: clock.now().toISOString(),
      });
    }
  }

  async function store(
    session: ChatSessionRow,
    sender: ChatSender,
    text: string,
    clientMessageId: string | undefined,
    first = false,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const stored = await insertChatMessage(db, {
      sessionId: session.id,
      sender,
      message: text,
      clientMessageId: clientMessageId ?? null,
      now: clock.now().toISOString(),
    });
    if (!stored.created) return { message: stored.message, created: false };
    const { message } = stored;
    broker.publish([sessionChannel(session.id), 'admin'], { type: 'message', message });
    broker.publish('admin', { type: 'session', session: stored.session });
    if (sender === 'customer') await afterCustomerMessage(session, message, first);
    else await afterAdminMessage(session, message);
    runSoon();
    return { message, created: true };
  }

  async function session(sessionId: string): Promise<ChatSessionRow> {
    const row = SESSION_ID_PATTERN.test(sessionId) ? await findChatSession(db, sessionId) : undefined;
    if (!row) throw notFound(CHAT_MESSAGES.sessionNotFound);
    return row;
  }

  return {
    /** A start retried with the same first-message id answers the session it already made. */
    async start(input: ChatStart, clientAddress: string): Promise<ChatStarted & { created: boolean }> {
      const earlier = input.clientMessageId ? await findSessionByFirstClientMessageId(db, input.clientMessageId) : undefined;
      if (earlier)
        return {
          sessionId: earlier.session.id,
          token: await tokens.tokenFor(earlier.session.id),
          message: earlier.message,
          created: false,
        };
      await limiter.hit(START_LIMIT, clientAddress);
      const id = newId();
      const token = await tokens.tokenFor(id);
      const row = await insertChatSession(db, {
        id,
        tokenHash: hashChatToken(token),
        name: input.customerName,
        email: input.customerEmail,
        phone: input.customerPhone || null,
        now: clock.now().toISOString(),
      });
      const { message } = await store(row, 'customer', input.initialMessage, input.clientMessageId, true);
      return { sessionId: id, token, message, created: true };
    },

    /** The session the customer's token opens: 404 for an unknown id, 403 for a wrong token. */
    async authorize(sessionId: string, token: string | undefined): Promise<ChatSessionRow> {
      const row = await session(sessionId);
      if (!tokens.matches(token, row.token_hash)) throw forbidden(CHAT_MESSAGES.forbidden);
      return row;
    },

    /** For the admin side: the session, or 404. */
    session,

    view(row: ChatSessionRow): ChatSessionView {
      return {
        sessionId: row.id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        emailFallbackAt: row.email_fallback_at,
        adminReadUpTo: row.admin_read_up_to,
      };
    },

    /** A resend of a message the shop already has answers it and counts against no limit (the outbox resends). */
    async sendAsCustomer(row: ChatSessionRow, text: string, clientMessageId: string | undefined, clientAddress: string) {
      const earlier = clientMessageId ? await findChatMessageByClientId(db, row.id, clientMessageId) : undefined;
      if (earlier) return { message: earlier, created: false };
      await limiter.hit(SEND_ADDRESS_LIMIT, clientAddress);
      await limiter.hit(SEND_LIMIT, row.id);
      return store(row, 'customer', text, clientMessageId);
    },

    async sendAsAdmin(sessionId: string, text: string, clientMessageId: string | undefined) {
      return store(await session(sessionId), 'admin', text, clientMessageId);
    },

    messages: (sessionId: string, afterId = 0) => listChatMessages(db, sessionId, afterId),

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
      await session(sessionId);
      presence.mark('admin', sessionId, true);
      const upTo = await markChatRead(db, sessionId, 'admin', await lastChatMessageId(db, sessionId));
      broker.publish(sessionChannel(sessionId), { type: 'read', sessionId, reader: 'admin', upTo });
      const updated = (await findAdminChatSession(db, sessionId))!;
      broker.publish('admin', { type: 'session', session: updated });
      return updated;
    },

    adminSessions: () => listAdminChatSessions(db),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
