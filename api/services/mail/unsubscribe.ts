// One-click unsubscribe (RFC 8058) for the mail a reader did not ask for (reaction reminders, the
// abandoned-checkout mail): a signed token names the address, so no list of tokens is kept; mail clients
// POST to the List-Unsubscribe address, people open the page linked in the mail and press a button.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertUnsubscribe, isUnsubscribed } from '../../db/unsubscribes';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { keptSecret } from '../keptSecret';

const SECRET_KEY = 'unsubscribe_secret';

export interface UnsubscribeLinks {
  /** The page a person opens from the mail's text. */
  pageUrl: string;
  /** The headers that let a mail client unsubscribe with one click. */
  headers: Record<string, string>;
}

export function createUnsubscribes(deps: { db: Kysely<Database>; clock: Clock; publicUrl: string }) {
  const { db, clock, publicUrl } = deps;
  const key = keptSecret(db, SECRET_KEY);

  const sign = async (address: string) =>
    createHmac('sha256', await key())
      .update(address)
      .digest()
      .subarray(0, 18)
      .toString('base64url');

  async function tokenFor(email: string): Promise<string> {
    const address = email.toLowerCase();
    return `${Buffer.from(address).toString('base64url')}.${await sign(address)}`;
  }

  /** The address a token names, if its signature is ours. */
  async function addressOf(token: string): Promise<string | undefined> {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{24})$/.exec(token);
    if (!match) return undefined;
    const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
    const expected = Buffer.from(await sign(address));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? address : undefined;
  }

  return {
    async links(email: string): Promise<UnsubscribeLinks> {
      const token = await tokenFor(email);
      return {
        pageUrl: `${publicUrl}/unsubscribe?token=${token}`,
        headers: {
          'List-Unsubscribe': `<${publicUrl}/api/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },

    /** The address behind a token and whether it already unsubscribed; undefined for a token that is not ours. */
    async status(token: string): Promise<{ email: string; unsubscribed: boolean } | undefined> {
      const email = await addressOf(token);
      return email === undefined ? undefined : { email, unsubscribed: await isUnsubscribed(db, email) };
    },

    /** Unsubscribes the token's address (again is no error); false for a token that is not ours. */
    async unsubscribe(token: string): Promise<boolean> {
      const email = await addressOf(token);
      if (email === undefined) return false;
      await insertUnsubscribe(db, email, clock.now().toISOString());
      return true;
    },

    isUnsubscribed: (email: string) => isUnsubscribed(db, email),
  };
}

export type Unsubscribes = ReturnType<typeof createUnsubscribes>;
