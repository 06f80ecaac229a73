// Queries for sample songs, in the order customers see them.
import type { Kysely } from 'kysely';
import type { Database, NewSampleSong } from './schema';

export async function listSampleSongs(db: Kysely<Database>) {
  return db
    .selectFrom('sample_songs')
    .select(['id', 'title', 'genre', 'media_id', 'duration', 'sort_order', 'demo'])
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

export async function countSampleSongs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sample_songs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSampleSong(db: Kysely<Database>, song: NewSampleSong) {
  await db.insertInto('sample_songs').values(song).execute();
}

export async function findSampleSong(db: Kysely<Database>, id: string) {
  return db.selectFrom('sample_songs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The next position at the end of the list (0 for an empty list). */
export async function nextSampleSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sample_songs')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .executeTakeFirst();
  const top = row?.top as number | null | undefined;
  return top === null || top === undefined ? 0 : top + 1;
}

/** Numbers the songs 0..n-1 in the order given. */
export async function renumberSampleSongs(db: Kysely<Database>, idsInOrder: readonly string[]) {
  for (const [index, id] of idsInOrder.entries()) {
    await db.updateTable('sample_songs').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

export async function deleteSampleSong(db: Kysely<Database>, id: string) {
  await db.deleteFrom('sample_songs').where('id', '=', id).execute();
}

/** The demo songs' ids (the seeded ones), in list order. */
export async function listDemoSampleSongIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('sample_songs').select('id').where('demo', '=', 1).orderBy('sort_order').execute();
  return rows.map((r) => r.id);
}

export async function countDemoSampleSongs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sample_songs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('demo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
