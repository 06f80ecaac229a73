// Chat sessions: starting one (a start retried with the same first-message id is the session it made), the
// customer's token that opens it, what the widget and the admins' list show of it.
import type { Kysely } from 'kysely';
import { CHAT_MESSAGES, SESSION_ID_PATTERN, type ChatSessionView, type ChatStart, type ChatStarted } from '../../../shared/schemas/chat';
import { findChatSession, findSessionByFirstClientMessageId, insertChatSession, listAdminChatSessions } from '../../db/chat';
import type { ChatSessionRow, Database } from '../../db/schema';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import { forbidden, notFound } from '../errors';
import type { RateLimit, RateLimiter } from '../rateLimits';
import type { StartWithMessage } from './messages';
import { hashChatToken, type ChatTokens } from './tokens';

export const START_LIMIT: RateLimit = { bucket: 'chat-start', max: 5, windowMs: 3_600_000, message: CHAT_MESSAGES.tooManySessions };

/** The session by id, or the chat's 404 (an id that cannot be one is not looked up). */
export async function existingSession(db: Kysely<Database>, sessionId: string): Promise<ChatSessionRow> {
  const row = SESSION_ID_PATTERN.test(sessionId) ? await findChatSession(db, sessionId) : undefined;
  if (!row) throw notFound(CHAT_MESSAGES.sessionNotFound);
  return row;
}

export function createChatSessions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  tokens: ChatTokens;
  limiter: RateLimiter;
  /** Opens the session and stores its first message the way every message is stored, in one transaction. */
  startWith: StartWithMessage;
}) {
  const { db, clock, tokens } = deps;

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
      await deps.limiter.hit(START_LIMIT, clientAddress);
      const id = newId();
      const token = await tokens.tokenFor(id);
      const open = (trx: Kysely<Database>) =>
        insertChatSession(trx, {
          id,
          tokenHash: hashChatToken(token),
          name: input.customerName,
          email: input.customerEmail,
          phone: input.customerPhone || null,
          now: clock.now().toISOString(),
        });
      const { message } = await deps.startWith(open, input.initialMessage, input.clientMessageId);
      return { sessionId: id, token, message, created: true };
    },

    /** The session the customer's token opens: 404 for an unknown id, 403 for a wrong token. */
    async authorize(sessionId: string, token: string | undefined): Promise<ChatSessionRow> {
      const row = await existingSession(db, sessionId);
      if (!tokens.matches(token, row.token_hash)) throw forbidden(CHAT_MESSAGES.forbidden);
      return row;
    },

    /** For the admin side: the session, or 404. */
    session: (sessionId: string) => existingSession(db, sessionId),

    view(row: ChatSessionRow): ChatSessionView {
      return {
        sessionId: row.id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        emailFallbackAt: row.email_fallback_at,
        adminReadUpTo: row.admin_read_up_to,
      };
    },

    adminSessions: () => listAdminChatSessions(db),
  };
}
