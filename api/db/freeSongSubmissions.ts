// Queries for free-song submissions (the promotion's applications) as the admin area reads and changes them.
import { sql, type Kysely } from 'kysely';
import type { Database, NewFreeSongSubmissionRow } from './schema';

export async function insertFreeSongSubmission(db: Kysely<Database>, row: NewFreeSongSubmissionRow) {
  await db.insertInto('free_song_submissions').values(row).execute();
}

function selectWithFileTypes(db: Kysely<Database>) {
  return db
    .selectFrom('free_song_submissions as s')
    .leftJoin('media_files as song', 'song.id', 's.song_media_id')
    .leftJoin('media_files as lyrics', 'lyrics.id', 's.lyrics_media_id')
    .leftJoin('media_files as reaction', 'reaction.id', 's.reaction_media_id')
    .selectAll('s')
    .select([
      'song.content_type as song_type',
      'lyrics.content_type as lyrics_type',
      'reaction.content_type as reaction_type',
      'reaction.size as reaction_size',
    ]);
}

export type FreeSongSubmissionListRow = Awaited<ReturnType<typeof listFreeSongSubmissions>>[number];

/** Newest first. */
export async function listFreeSongSubmissions(db: Kysely<Database>) {
  return selectWithFileTypes(db).orderBy('s.created_at', 'desc').orderBy('s.id').execute();
}

export async function findFreeSongSubmission(db: Kysely<Database>, id: string) {
  return selectWithFileTypes(db).where('s.id', '=', id).executeTakeFirst();
}

export async function setScheduledSendAt(db: Kysely<Database>, id: string, at: string | null) {
  await db.updateTable('free_song_submissions').set({ scheduled_send_at: at }).where('id', '=', id).execute();
}

/** Statuses that hold a spot of the promotion: every one but rejected. */
const HOLDS_A_SPOT = (db: Kysely<Database>) =>
  db
    .selectFrom('free_song_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '!=', 'rejected');

/** How many spots are taken (submissions that are not rejected). */
export async function countTakenSpots(db: Kysely<Database>): Promise<number> {
  const row = await HOLDS_A_SPOT(db).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts the submission only while fewer than `spots` are taken, and only if its client id is new: one
 * statement, so no number of simultaneous submissions makes one too many. Answers whether it inserted.
 */
export async function insertWithinSpots(db: Kysely<Database>, row: NewFreeSongSubmissionRow, spots: number): Promise<boolean> {
  const columns = Object.keys(row) as Array<keyof NewFreeSongSubmissionRow & string>;
  const values = sql.join(columns.map((column) => sql`${row[column] ?? null}`));
  const result = await sql`
    insert into free_song_submissions (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${values}
    where (${HOLDS_A_SPOT(db)}) < ${spots}
    on conflict (client_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n) === 1;
}

export async function findSubmissionByClientId(db: Kysely<Database>, clientId: string) {
  return db.selectFrom('free_song_submissions').select(['id', 'status']).where('client_id', '=', clientId).executeTakeFirst();
}

/** What the reaction page needs to know of a submission. */
export async function findReactionTarget(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('free_song_submissions')
    .select(['id', 'name', 'email', 'recipient_name', 'occasion', 'status', 'reaction_media_id', 'reaction_received_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores a reaction (replacing an earlier one) if the song is delivered; answers whether it stored it. */
export async function recordReaction(
  db: Kysely<Database>,
  id: string,
  r: { mediaId: string; message: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('free_song_submissions')
    .set({
      reaction_media_id: r.mediaId,
      reaction_message: r.message,
      reaction_received_at: r.now,
      status: 'reaction_received',
      updated_at: r.now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['delivered', 'reaction_received'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Marks, for every address with a delivered free song and no reaction yet that was not reminded since
 * `since` and did not unsubscribe, all such submissions as reminded now; answers one submission per address.
 */
export async function claimReminderTargets(
  db: Kysely<Database>,
  now: string,
  since: string,
): Promise<Array<{ id: string; email: string }>> {
  const due = await db
    .selectFrom('free_song_submissions as s')
    .select(['s.id', 's.email'])
    .where('s.status', '=', 'delivered')
    .where('s.reaction_media_id', 'is', null)
    .where((eb) => eb.or([eb('s.reaction_reminded_at', 'is', null), eb('s.reaction_reminded_at', '<=', since)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_unsubscribes as u')
            .select('u.email')
            .whereRef('u.email', '=', sql`lower(s.email)`),
        ),
      ),
    )
    .orderBy('s.delivered_at')
    .orderBy('s.id')
    .execute();
  const byAddress = new Map<string, { id: string; email: string }>();
  for (const row of due) if (!byAddress.has(row.email.toLowerCase())) byAddress.set(row.email.toLowerCase(), row);
  // An address reminded about one song is not reminded about another within the day either.
  const addresses = [...byAddress.keys()];
  if (addresses.length > 0) {
    await db
      .updateTable('free_song_submissions')
      .set({ reaction_reminded_at: now })
      .where(sql<string>`lower(email)`, 'in', addresses)
      .where('status', '=', 'delivered')
      .execute();
  }
  return [...byAddress.values()];
}
