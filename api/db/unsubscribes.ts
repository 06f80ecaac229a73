// Queries for addresses that unsubscribed from the mail they did not ask for (kept in lower case).
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function insertUnsubscribe(db: Kysely<Database>, email: string, now: string) {
  await db
    .insertInto('mail_unsubscribes')
    .values({ email: email.toLowerCase(), created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function isUnsubscribed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('mail_unsubscribes').select('email').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}
