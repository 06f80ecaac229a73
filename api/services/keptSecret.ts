// A random secret the shop makes once and keeps in its database (signing unsubscribe links, deriving chat
// tokens): the first start makes it, every later call and every restart reads the same one.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keepStateOnce } from '../db/settings';

/** A function answering the secret under `key` (32 random bytes), made on first use and then remembered. */
export function keptSecret(db: Kysely<Database>, key: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    // One promise for every caller: two first requests at once never make two secrets.
    secret ??= keepStateOnce(db, key, randomBytes(32).toString('hex')).then((hex) => Buffer.from(hex, 'hex'));
    return secret;
  };
}
