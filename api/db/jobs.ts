// Queries for the job queue: stored so that mails and scheduled sends survive restarts.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, JobRow } from './schema';

export async function insertJob(
  db: Kysely<Database>,
  job: { kind: string; payload: string; runAt: string; uniqueKey: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: job.payload,
      run_at: job.runAt,
      unique_key: job.uniqueKey,
      last_error: null,
      done_at: null,
      created_at: job.now,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
}

/** Which kinds of job a runner takes: only these, or all but these. */
export type JobLane = { only: readonly string[] } | { except: readonly string[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection of the jobs table
function inLane<Q extends SelectQueryBuilder<Database, 'jobs', any>>(query: Q, lane: JobLane | undefined): Q {
  if (!lane) return query;
  if ('only' in lane) return query.where('kind', 'in', lane.only) as Q;
  return lane.except.length ? (query.where('kind', 'not in', lane.except) as Q) : query;
}

export async function dueJobs(db: Kysely<Database>, now: string, limit: number, lane?: JobLane): Promise<JobRow[]> {
  const query = db.selectFrom('jobs').selectAll().where('done_at', 'is', null).where('run_at', '<=', now);
  return inLane(query, lane).orderBy('run_at').orderBy('id').limit(limit).execute();
}

export async function nextRunAt(db: Kysely<Database>, lane?: JobLane): Promise<string | undefined> {
  const row = await inLane(db.selectFrom('jobs').select('run_at').where('done_at', 'is', null), lane)
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
  return row?.run_at;
}

export async function markJobDone(db: Kysely<Database>, id: number, now: string, error: string | null = null) {
  await db.updateTable('jobs').set({ done_at: now, last_error: error }).where('id', '=', id).execute();
}

export async function markJobFailed(db: Kysely<Database>, id: number, attempts: number, error: string, retryAt: string) {
  await db.updateTable('jobs').set({ attempts, last_error: error, run_at: retryAt }).where('id', '=', id).execute();
}

export async function findJob(db: Kysely<Database>, uniqueKey: string) {
  return db.selectFrom('jobs').selectAll().where('unique_key', '=', uniqueKey).executeTakeFirst();
}
