// Queries for the log of sent mail: a once-key marks a mail that must never go out twice.
import type { Kysely } from 'kysely';
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
