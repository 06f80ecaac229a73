// Live chat (spec §2, §7; DESIGN §3), put together from its parts: sessions (start, the customer's token, the
// admins' list), messages both ways (a resend with the same client id is the message already stored),
// typing and read signals, and what each new message sets in motion: the live streams (through the broker),
// pushes to whoever does not have the chat in front of them, and — when no one answered within ten minutes —
// the promise that replies also come by email.
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { PushNotifier } from '../push/notifier';
import type { RateLimiter } from '../rateLimits';
import type { ChatBroker } from './broker';
import { createMessageFollowUps } from './followUps';
import { createChatMessages } from './messages';
import type { Presence } from './presence';
import { createChatSessions, existingSession } from './sessions';
import { createChatSignals } from './signals';
import type { ChatTokens } from './tokens';

// The per-address limits, where the routes and tests that name them look.
export { SEND_ADDRESS_LIMIT } from './messages';
export { START_LIMIT } from './sessions';
export { SIGNAL_ADDRESS_LIMIT } from './signals';

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
  const session = (sessionId: string) => existingSession(deps.db, sessionId);
  const messages = createChatMessages({ ...deps, followUps: createMessageFollowUps(deps), session });
  const sessions = createChatSessions({ ...deps, startWith: messages.startWith });
  const signals = createChatSignals({ ...deps, session });

  return {
    start: sessions.start,
    authorize: sessions.authorize,
    session: sessions.session,
    view: sessions.view,
    sendAsCustomer: messages.sendAsCustomer,
    sendAsAdmin: messages.sendAsAdmin,
    messages: messages.messages,
    typing: signals.typing,
    customerPresence: signals.customerPresence,
    adminRead: signals.adminRead,
    adminSessions: sessions.adminSessions,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
