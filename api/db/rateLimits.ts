// Queries for request limits: each counted request is a row (bucket, subject, time), so counts survive restarts.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** How many requests this subject made in this bucket since `since`, and when the oldest of them was. */
export async function hitsSince(
  db: Kysely<Database>,
  bucket: string,
  subject: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

export async function insertHit(db: Kysely<Database>, bucket: string, subject: string, at: string) {
  await db.insertInto('rate_limit_hits').values({ bucket, subject, at }).execute();
}

/** Forgets a bucket's requests older than its window. */
export async function pruneHits(db: Kysely<Database>, bucket: string, before: string) {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('at', '<=', before).execute();
}
