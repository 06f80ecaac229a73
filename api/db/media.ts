// Queries for stored files (DATA_DIR/uploads): the row is the only way a request reaches a file.
import type { Kysely } from 'kysely';
import type { Database, MediaFileRow } from './schema';
import { isSlideshowVideo } from './slideshows';

export async function findMedia(db: Kysely<Database>, id: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether a file is served by its id alone: a sample song's audio, or a delivered song, its lyrics or its
 * instrumental (whose id only the song page's token names), or a slideshow video made for it or its poster (named
 * by the song and order pages). Everything else (reaction videos, promo videos, voice-overs, the buyer's photos) is
 * not.
 */
export async function isPublicMedia(db: Kysely<Database>, id: string): Promise<boolean> {
  if (await db.selectFrom('sample_songs').select('id').where('media_id', '=', id).executeTakeFirst()) return true;
  for (const table of ['orders', 'free_song_submissions'] as const) {
    const delivered = await db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.or([eb('song_media_id', '=', id), eb('lyrics_media_id', '=', id), eb('instrumental_media_id', '=', id)]))
      .executeTakeFirst();
    if (delivered) return true;
  }
  return isSlideshowVideo(db, id);
}

export async function insertMedia(db: Kysely<Database>, row: MediaFileRow) {
  await db.insertInto('media_files').values(row).execute();
}

export async function deleteMedia(db: Kysely<Database>, id: string) {
  await db.deleteFrom('media_files').where('id', '=', id).execute();
}

/** The stored names among these (files on disk that a row points at). */
export async function knownStoredNames(db: Kysely<Database>, names: ReadonlyArray<string>): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom('media_files')
      .select('stored_name')
      .where('stored_name', 'in', names.slice(i, i + 500))
      .execute();
    for (const row of rows) known.add(row.stored_name);
  }
  return known;
}
