// When no admin answers a chat within ten minutes: the customer is told replies will also come by email, and
// later replies they have not read go to them in one mail with a link back to the conversation. Stored jobs.
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { findChatSession, hasAdminReplyAfter, markRepliesEmailed, setEmailFallback, unreadUnmailedReplies } from '../../db/chat';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { HOUR_MS, type MailService } from '../mail/outgoing';
import { chatReplies } from '../mail/templates/chatReplies';
import { sessionChannel, type ChatBroker } from './broker';
import type { Presence } from './presence';
import type { ChatTokens } from './tokens';

/** The customer asked for these replies; still, one address gets at most this many chat mails an hour. */
const REPLY_MAIL_CAP = { max: 4, windowMs: HOUR_MS };

function refOf(payload: unknown): { sessionId: string; messageId?: number } | undefined {
  const p = payload as { sessionId?: unknown; messageId?: unknown } | null;
  if (typeof p?.sessionId !== 'string') return undefined;
  return { sessionId: p.sessionId, ...(typeof p.messageId === 'number' ? { messageId: p.messageId } : {}) };
}

export function createChatFallback(deps: {
  db: Kysely<Database>;
  clock: Clock;
  broker: ChatBroker;
  presence: Presence;
  tokens: ChatTokens;
  mail: MailService;
  shop: () => Promise<ShopProfile>;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  return {
    /** Job, ten minutes after a customer's message: no admin answered since? Then promise a mail. */
    async check(payload: unknown): Promise<void> {
      const ref = refOf(payload);
      if (!ref || ref.messageId === undefined) return;
      if (await hasAdminReplyAfter(db, ref.sessionId, ref.messageId)) return;
      const now = clock.now().toISOString();
      if (await setEmailFallback(db, ref.sessionId, now))
        deps.broker.publish(sessionChannel(ref.sessionId), { type: 'notice', sessionId: ref.sessionId, emailFallbackAt: now });
    },

    /** Job, a minute after an admin's reply to a customer who was promised mail: the unread replies, in one mail. */
    async emailReplies(payload: unknown): Promise<void> {
      const ref = refOf(payload);
      const session = ref && (await findChatSession(db, ref.sessionId));
      if (!session?.email_fallback_at || deps.presence.isPresent('customer', session.id)) return;
      const replies = await unreadUnmailedReplies(db, session.id);
      if (replies.length === 0) return;
      const token = await deps.tokens.tokenFor(session.id);
      const conversationUrl = `${deps.publicUrl}/#chat=${session.id}&token=${token}`;
      const last = replies[replies.length - 1]!;
      await deps.mail.sendOnce(
        `chat-replies:${session.id}:${last.id}`,
        chatReplies(
          { name: session.customer_name, address: session.customer_email },
          { shopName: (await deps.shop()).name, customerName: session.customer_name, replies, conversationUrl },
        ),
        { cap: REPLY_MAIL_CAP },
      );
      await markRepliesEmailed(
        db,
        replies.map((r) => r.id),
        clock.now().toISOString(),
      );
    },
  };
}

export type ChatFallback = ReturnType<typeof createChatFallback>;
