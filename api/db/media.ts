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
