// Queries for the job queue: stored so that mails and scheduled sends survive restarts.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { dialectOf, greaterOf } from './dialect';
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

/**
 * Claims up to `limit` due jobs until `until` and answers them, oldest first. A job another runner holds is
 * skipped: on PostgreSQL its row stays locked (FOR UPDATE SKIP LOCKED) while the claim is made, and its claim
 * then keeps it until it is done, failed or released; a claim that ran out (its process died) is taken over.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  claim: { now: string; until: string; limit: number; lane?: JobLane | undefined },
): Promise<JobRow[]> {
  let due = inLane(
    db
      .selectFrom('jobs')
      .select('id')
      .where('done_at', 'is', null)
      .where('run_at', '<=', claim.now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)])),
    claim.lane,
  )
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db.updateTable('jobs').set({ claimed_until: claim.until }).where('id', 'in', due).returningAll().execute();
  return rows.sort((a, b) => (a.run_at === b.run_at ? a.id - b.id : a.run_at < b.run_at ? -1 : 1));
}

/** Keeps the claims on jobs still running. */
export async function extendClaims(db: Kysely<Database>, ids: number[], until: string): Promise<void> {
  if (ids.length) await db.updateTable('jobs').set({ claimed_until: until }).where('id', 'in', ids).where('done_at', 'is', null).execute();
}

/** Gives jobs back unrun (the runner is stopping): the next runner takes them at once. */
export async function releaseClaims(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length) await db.updateTable('jobs').set({ claimed_until: null }).where('id', 'in', ids).execute();
}

/**
 * At start: on SQLite this is the only process (a second is refused), so claims left by one that was killed
 * are void. On PostgreSQL other processes may be running their jobs: their claims run out by themselves.
 */
export async function releaseClaimsOfDeadRunners(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'sqlite')
    await db.updateTable('jobs').set({ claimed_until: null }).where('claimed_until', 'is not', null).execute();
}

/** When the runner should look next: the earliest due time, or, for a job another runner holds, when its claim runs out. */
export async function nextRunAt(db: Kysely<Database>, lane?: JobLane): Promise<string | undefined> {
  const row = await inLane(
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min(greaterOf(db, eb.ref('run_at'), eb.fn.coalesce('claimed_until', 'run_at'))).as('next'))
      .where('done_at', 'is', null),
    lane,
  ).executeTakeFirst();
  return (row?.next as string | null | undefined) ?? undefined;
}

export async function markJobDone(db: Kysely<Database>, id: number, now: string, error: string | null = null) {
  await db.updateTable('jobs').set({ done_at: now, last_error: error, claimed_until: null }).where('id', '=', id).execute();
}

export async function markJobFailed(db: Kysely<Database>, id: number, attempts: number, error: string, retryAt: string) {
  await db.updateTable('jobs').set({ attempts, last_error: error, run_at: retryAt, claimed_until: null }).where('id', '=', id).execute();
}

export async function findJob(db: Kysely<Database>, uniqueKey: string) {
  return db.selectFrom('jobs').selectAll().where('unique_key', '=', uniqueKey).executeTakeFirst();
}
