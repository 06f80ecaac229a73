// The customer's key to a chat: derived from the session id with a secret the shop keeps in its database, so
// the reply mail can carry a link back to the conversation although only the token's hash is stored.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keptSecret } from '../keptSecret';

const SECRET_KEY = 'chat_token_secret';

export const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` hashes to the stored hash (compared in constant time). */
export function chatTokenMatches(token: string | undefined, storedHash: string): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Buffer.from(hashChatToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function createChatTokens(db: Kysely<Database>) {
  const key = keptSecret(db, SECRET_KEY);

  return {
    /** 43 URL-safe characters (256 bits). */
    async tokenFor(sessionId: string): Promise<string> {
      return createHmac('sha256', await key())
        .update(`chat:${sessionId}`)
        .digest('base64url');
    },

    matches: chatTokenMatches,
  };
}

export type ChatTokens = ReturnType<typeof createChatTokens>;
