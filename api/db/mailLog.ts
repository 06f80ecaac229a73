// Queries for the log of sent mail: a once-key marks a mail that must never go out twice; the log also
// answers how many mails an address got lately (the per-recipient caps), counting those still being sent.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

export async function wasMailSent(db: Kysely<Database>, onceKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_log')
    .select('id')
    .where('once_key', '=', onceKey)
    .where('sending_by', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMailEntry(db: Kysely<Database>, onceKey: string) {
  return db.selectFrom('mail_log').select(['id', 'sending_by', 'sent_at']).where('once_key', '=', onceKey).executeTakeFirst();
}

/** Takes a slot for a mail about to be sent: the row counts against the caps from now on. */
export async function reserveMail(
  db: Kysely<Database>,
  entry: { onceKey: string; to: string; subject: string; ceiling: boolean; sendingBy: string; at: string },
) {
  await db
    .insertInto('mail_log')
    .values({
      once_key: entry.onceKey,
      to_address: entry.to,
      subject: entry.subject,
      message_id: null,
      sent_at: entry.at,
      ceiling: entry.ceiling ? 1 : 0,
      sending_by: entry.sendingBy,
      held_since: entry.at,
    })
    .execute();
}

/**
 * A slot left by a process that died while sending: this one takes it over. On SQLite the other process is gone
 * (a second is refused); on PostgreSQL it may be alive and still sending, so only a slot held since before
 * `heldBefore` (longer than any send takes) is taken.
 */
export async function takeOverMail(
  db: Kysely<Database>,
  slot: { onceKey: string; from: string; sendingBy: string; at: string; heldBefore: string },
): Promise<boolean> {
  let update = db
    .updateTable('mail_log')
    .set({ sending_by: slot.sendingBy, held_since: slot.at })
    .where('once_key', '=', slot.onceKey)
    .where('sending_by', '=', slot.from);
  if (dialectOf(db) === 'postgres') update = update.where((eb) => eb.fn.coalesce('held_since', 'sent_at'), '<', slot.heldBefore);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Kysely<Database>, onceKey: string, messageId: string | null) {
  await db.updateTable('mail_log').set({ message_id: messageId, sending_by: null }).where('once_key', '=', onceKey).execute();
}

/** Gives back the slot of a mail that failed to send, so a retry may send it. */
export async function releaseMail(db: Kysely<Database>, onceKey: string) {
  await db.deleteFrom('mail_log').where('once_key', '=', onceKey).where('sending_by', 'is not', null).execute();
}

/** Mails to this address (any letter case) since `since`: of one kind (once-key prefix), or those under the ceiling. */
export async function countMailsTo(
  db: Kysely<Database>,
  to: string,
  since: string,
  which: { keyPrefix: string } | { ceiling: true },
): Promise<number> {
  let query = db
    .selectFrom('mail_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`lower(to_address) = ${to.toLowerCase()}`)
    .where('sent_at', '>', since);
  if ('keyPrefix' in which) {
    const escaped = which.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`once_key like ${`${escaped}%`} escape '\\'`);
  } else {
    query = query.where('ceiling', '=', 1);
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
