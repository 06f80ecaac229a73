// Queries for free-song submissions (the promotion's applications) as the admin area reads and changes them.
import type { Kysely } from 'kysely';
import type { Database, NewFreeSongSubmissionRow } from './schema';

export async function insertFreeSongSubmission(db: Kysely<Database>, row: NewFreeSongSubmissionRow) {
  await db.insertInto('free_song_submissions').values(row).execute();
}

function selectWithFileTypes(db: Kysely<Database>) {
  return db
    .selectFrom('free_song_submissions as s')
    .leftJoin('media_files as song', 'song.id', 's.song_media_id')
    .leftJoin('media_files as lyrics', 'lyrics.id', 's.lyrics_media_id')
    .selectAll('s')
    .select(['song.content_type as song_type', 'lyrics.content_type as lyrics_type']);
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
