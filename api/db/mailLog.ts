// Queries for the log of sent mail: a once-key marks a mail that must never go out twice; the log also
// answers how many mails of one kind an address got lately (the per-recipient caps).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export async function wasMailSent(db: Kysely<Database>, onceKey: string): Promise<boolean> {
  const row = await db.selectFrom('mail_log').select('id').where('once_key', '=', onceKey).executeTakeFirst();
  return row !== undefined;
}

export async function recordMailSent(
  db: Kysely<Database>,
  entry: { onceKey: string; to: string; subject: string; messageId: string | null; sentAt: string },
) {
  await db
    .insertInto('mail_log')
    .values({ once_key: entry.onceKey, to_address: entry.to, subject: entry.subject, message_id: entry.messageId, sent_at: entry.sentAt })
    .onConflict((oc) => oc.column('once_key').doNothing())
    .execute();
}

/** Mails to this address (any letter case) since `since` whose once-key starts with `keyPrefix`. */
export async function countMailsTo(db: Kysely<Database>, to: string, keyPrefix: string, since: string): Promise<number> {
  const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const row = await db
    .selectFrom('mail_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`lower(to_address) = ${to.toLowerCase()}`)
    .where('sent_at', '>', since)
    .where(sql<boolean>`once_key like ${`${escaped}%`} escape '\\'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
