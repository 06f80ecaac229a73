// Wiring of live chat: broker, presence, the service, its streams and the email fallback (and its stored jobs).
import { createChatBroker } from '../chat/broker';
import { createChatService } from '../chat/chat';
import { createChatFallback } from '../chat/fallback';
import { CHAT_EMAIL_JOB, CHAT_FALLBACK_JOB } from '../chat/followUps';
import { createPresence } from '../chat/presence';
import { createChatStreams } from '../chat/streams';
import { createChatTokens } from '../chat/tokens';
import type { Access } from './access';
import type { Foundation, ServiceDeps } from './foundation';

/** Live chat: its events between requests and processes, the service, the streams and the email fallback. */
export function buildChat(deps: ServiceDeps, f: Foundation, push: Access['push']) {
  const { db, clock } = f;
  const broker = createChatBroker(deps.db.events);
  const presence = createPresence(clock, deps.db.events);
  const tokens = createChatTokens(db);
  const chatFallback = createChatFallback({
    db,
    clock,
    broker,
    presence,
    tokens,
    mail: f.mail,
    shop: f.shopProfile.get,
    publicUrl: f.config.publicUrl,
  });
  f.handlers[CHAT_FALLBACK_JOB] = chatFallback.check;
  f.handlers[CHAT_EMAIL_JOB] = chatFallback.emailReplies;
  return {
    broker,
    chat: createChatService({ db, clock, jobs: f.jobs, broker, presence, tokens, limiter: f.limiter, push, shop: f.shopProfile.get }),
    chatStreams: createChatStreams({ db, broker }),
  };
}
