// Chat messages both ways: stored once per client id (a resend is the message already stored and counts
// against no limit), published to the session's and the admins' streams, then followed up (followUps.ts).
import type { Kysely } from 'kysely';
import { CHAT_MESSAGES, type ChatMessage, type ChatSender } from '../../../shared/schemas/chat';
import { findChatMessageByClientId, insertChatMessage, listChatMessages, type StoredChatMessage } from '../../db/chat';
import type { ChatSessionRow, Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { RateLimit, RateLimiter } from '../rateLimits';
import { sessionChannel, type ChatBroker } from './broker';
import type { MessageFollowUps } from './followUps';

export const SEND_LIMIT: RateLimit = { bucket: 'chat-send', max: 20, windowMs: 60_000, message: CHAT_MESSAGES.tooManyMessages };
/** Customer messages per address over all its chats: a lively conversation stays far below; five chats of a script do not. */
export const SEND_ADDRESS_LIMIT: RateLimit = {
  bucket: 'chat-send-address',
  max: 60,
  windowMs: 600_000,
  message: CHAT_MESSAGES.tooManyFromConnection,
};

/** A message as sent: the stored one, and whether this call stored it (false: a resend). */
export interface SentMessage {
  message: ChatMessage;
  created: boolean;
}

export type StoreMessage = (
  session: ChatSessionRow,
  sender: ChatSender,
  text: string,
  clientMessageId: string | undefined,
) => Promise<SentMessage>;

/** Opens a session and stores its first (customer) message in one transaction: neither is kept without the other. */
export type StartWithMessage = (
  open: (trx: Kysely<Database>) => Promise<ChatSessionRow>,
  text: string,
  clientMessageId: string | undefined,
) => Promise<SentMessage & { session: ChatSessionRow }>;

export function createChatMessages(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  broker: ChatBroker;
  limiter: RateLimiter;
  followUps: MessageFollowUps;
  /** The session by id, or the chat's 404. */
  session: (sessionId: string) => Promise<ChatSessionRow>;
}) {
  const { db, clock, broker, limiter, followUps } = deps;

  /** The message and the session's last_message_at, in the caller's transaction. */
  const write = (trx: Kysely<Database>, session: ChatSessionRow, sender: ChatSender, text: string, clientMessageId: string | undefined) =>
    insertChatMessage(trx, {
      sessionId: session.id,
      sender,
      message: text,
      clientMessageId: clientMessageId ?? null,
      now: clock.now().toISOString(),
    });

  /** Once committed: the streams hear of a new message, and it is followed up (alerts, the mail fallback). */
  async function announce(session: ChatSessionRow, sender: ChatSender, stored: StoredChatMessage, first: boolean): Promise<SentMessage> {
    if (!stored.created) return { message: stored.message, created: false };
    const { message } = stored;
    broker.publish([sessionChannel(session.id), 'admin'], { type: 'message', message });
    broker.publish('admin', { type: 'session', session: stored.session });
    if (sender === 'customer') await followUps.afterCustomerMessage(session, message, first);
    else await followUps.afterAdminMessage(session, message);
    void deps.jobs.runDue().catch(() => undefined);
    return { message, created: true };
  }

  const store: StoreMessage = async (session, sender, text, clientMessageId) =>
    announce(session, sender, await inTransaction(db, (trx) => write(trx, session, sender, text, clientMessageId)), false);

  const startWith: StartWithMessage = async (open, text, clientMessageId) => {
    const { session, stored } = await inTransaction(db, async (trx) => {
      const row = await open(trx);
      return { session: row, stored: await write(trx, row, 'customer', text, clientMessageId) };
    });
    return { ...(await announce(session, 'customer', stored, true)), session };
  };

  return {
    store,
    startWith,

    /** A resend of a message the shop already has answers it and counts against no limit (the outbox resends). */
    async sendAsCustomer(
      row: ChatSessionRow,
      text: string,
      clientMessageId: string | undefined,
      clientAddress: string,
    ): Promise<SentMessage> {
      const earlier = clientMessageId ? await findChatMessageByClientId(db, row.id, clientMessageId) : undefined;
      if (earlier) return { message: earlier, created: false };
      await limiter.hit(SEND_ADDRESS_LIMIT, clientAddress);
      await limiter.hit(SEND_LIMIT, row.id);
      return store(row, 'customer', text, clientMessageId);
    },

    async sendAsAdmin(sessionId: string, text: string, clientMessageId: string | undefined): Promise<SentMessage> {
      return store(await deps.session(sessionId), 'admin', text, clientMessageId);
    },

    messages: (sessionId: string, afterId = 0) => listChatMessages(db, sessionId, afterId),
  };
}
