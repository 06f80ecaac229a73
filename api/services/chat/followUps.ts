// What a new chat message sets in motion besides the live streams: a push to whoever does not have the chat in
// front of them, and the stored jobs behind the promise that replies also come by email (fallback.ts runs them).
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { EMAIL_FALLBACK_MINUTES, type ChatMessage } from '../../../shared/schemas/chat';
import { insertJob } from '../../db/jobs';
import type { ChatSessionRow, Database } from '../../db/schema';
import type { Clock } from '../clock';
import { pushPreview, type PushNotifier } from '../push/notifier';
import type { Presence } from './presence';

export const CHAT_FALLBACK_JOB = 'chat.fallback-check';
export const CHAT_EMAIL_JOB = 'chat.email-replies';
/** Replies sent within this time of each other go out in one mail. */
export const CHAT_EMAIL_DELAY_MS = 60_000;

export function createMessageFollowUps(deps: {
  db: Kysely<Database>;
  clock: Clock;
  presence: Presence;
  push: PushNotifier;
  shop: () => Promise<ShopProfile>;
}) {
  const { db, clock, presence, push } = deps;

  return {
    /** After a customer's message: the admins are told unless one is looking, and the ten-minute promise is timed. */
    async afterCustomerMessage(session: ChatSessionRow, message: ChatMessage, first: boolean) {
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
        await push.toAdmins({
          title: `${session.customer_name} wrote`,
          body: pushPreview(message.message),
          url,
          tag: `chat-${session.id}`,
        });
    },

    /** After an admin's reply: a push when the widget is closed, and a mail when the customer was promised one. */
    async afterAdminMessage(session: ChatSessionRow, message: ChatMessage) {
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
    },
  };
}

export type MessageFollowUps = ReturnType<typeof createMessageFollowUps>;
