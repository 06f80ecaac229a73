// Queries for stored files (DATA_DIR/uploads): the row is the only way a request reaches a file.
import type { Kysely } from 'kysely';
import type { Database, MediaFileRow } from './schema';

export async function findMedia(db: Kysely<Database>, id: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Kysely<Database>, row: MediaFileRow) {
  await db.insertInto('media_files').values(row).execute();
}

export async function deleteMedia(db: Kysely<Database>, id: string) {
  await db.deleteFrom('media_files').where('id', '=', id).execute();
}
