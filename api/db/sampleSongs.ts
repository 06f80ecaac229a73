// Queries for sample songs, in the order customers see them.
import type { Kysely } from 'kysely';
import type { Database, NewSampleSong } from './schema';

export async function listSampleSongs(db: Kysely<Database>) {
  return db
    .selectFrom('sample_songs')
    .select(['id', 'title', 'genre', 'media_id', 'duration', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

export async function countSampleSongs(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('sample_songs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSampleSong(db: Kysely<Database>, song: NewSampleSong) {
  await db.insertInto('sample_songs').values(song).execute();
}
