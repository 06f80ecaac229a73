// The job runner: one loop in the process picks due jobs from the database, runs their handler,
// and retries failures with back-off, so mails and scheduled sends survive restarts.
import type { Kysely } from 'kysely';
import { claimDueJobs, extendClaims, insertJob, markJobDone, markJobFailed, nextRunAt, releaseClaims, type JobLane } from '../db/jobs';
import type { Database, JobRow } from '../db/schema';
import type { Clock } from './clock';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** Stores a job; with a uniqueKey a second enqueue of the same job is ignored. */
  enqueue(kind: string, payload: unknown, options?: { runAt?: Date; uniqueKey?: string }): Promise<void>;
  /** Runs every due job now (tests call this after moving the clock). */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A runner's claim on its jobs lasts this long and is renewed while they run: a dead runner's jobs wait at most this. */
const CLAIM_MS = 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface JobQueueDeps {
  db: Kysely<Database>;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log: (line: string) => void;
  /** How often the loop looks for due jobs when nothing woke it. */
  pollMs?: number;
  /** The kinds this runner takes; several runners on one table each run their own lane (renders beside mail). */
  lane?: JobLane;
  /** Jobs per pass (1 runs one job at a time: the next waits its turn). */
  batch?: number;
}

/** Runs a job's handler; a failure is retried later with back-off, or recorded for good after MAX_ATTEMPTS. */
async function runJob({ db, clock, handlers, log }: JobQueueDeps, job: JobRow, stopping: () => boolean): Promise<void> {
  const handler = handlers[job.kind];
  if (!handler) return markJobDone(db, job.id, clock.now().toISOString(), `no handler for job kind ${job.kind}`);
  try {
    await handler(JSON.parse(job.payload));
    await markJobDone(db, job.id, clock.now().toISOString());
  } catch (err) {
    if (stopping()) throw err;
    const attempts = job.attempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    log(`job ${job.kind}#${job.id} failed (attempt ${attempts}): ${message}`);
    if (attempts >= MAX_ATTEMPTS) await markJobDone(db, job.id, clock.now().toISOString(), message);
    else await markJobFailed(db, job.id, attempts, message, new Date(clock.now().getTime() + backoffMs(attempts)).toISOString());
  }
}

/** One pass: claims up to `batch` due jobs and runs them in turn, holding the claim while they run. */
async function runPass(deps: JobQueueDeps, batch: number, stopping: () => boolean): Promise<number> {
  const { db, clock, lane } = deps;
  const now = clock.now();
  const until = (from: Date) => new Date(from.getTime() + CLAIM_MS).toISOString();
  const jobs = await claimDueJobs(db, { now: now.toISOString(), until: until(now), limit: batch, lane });
  // Claimed and not finished: renewed while they run, given back if the runner stops before them.
  const held = new Set(jobs.map((job) => job.id));
  const renew = setInterval(() => void extendClaims(db, [...held], until(clock.now())).catch(() => undefined), CLAIM_MS / 3);
  renew.unref();
  try {
    for (const job of jobs) {
      // Stopping: what is left runs next time.
      if (stopping()) break;
      await runJob(deps, job, stopping);
      held.delete(job.id);
    }
  } catch (err) {
    // A job cut short by the server stopping is left as it was: it runs again, from the start, next time.
    if (!stopping()) throw err;
  } finally {
    clearInterval(renew);
    if (held.size) await releaseClaims(db, [...held]).catch(() => undefined);
  }
  return jobs.length;
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { db, clock, log, lane } = deps;
  const batch = deps.batch ?? BATCH;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = true;
  /** stop() was called: a job failing now failed because of it. */
  let stopping = false;
  const runOnce = () => runPass(deps, batch, () => stopping);

  function runDue(): Promise<number> {
    // One pass at a time: a caller waits for the pass under way, then runs its own.
    const pass = chain.then(runOnce);
    chain = pass.catch(() => 0);
    return pass;
  }

  async function tick() {
    timer = undefined;
    if (stopped) return;
    try {
      while ((await runDue()) === batch) {
        // a full batch means more may be due
      }
    } catch (err) {
      log(`job runner: ${err instanceof Error ? err.message : String(err)}`);
    }
    schedule();
  }

  async function schedule() {
    if (stopped || timer) return;
    const poll = deps.pollMs ?? 1000;
    let wait = poll;
    try {
      const next = await nextRunAt(db, lane);
      if (next) wait = Math.max(0, Math.min(poll, new Date(next).getTime() - clock.now().getTime()));
    } catch {
      // the database is closing
    }
    if (!stopped && !timer) timer = setTimeout(tick, wait);
  }

  return {
    async enqueue(kind, payload, options = {}) {
      const now = clock.now();
      await insertJob(db, {
        kind,
        payload: JSON.stringify(payload),
        runAt: (options.runAt ?? now).toISOString(),
        uniqueKey: options.uniqueKey ?? null,
        now: now.toISOString(),
      });
      if (!stopped && (!options.runAt || options.runAt <= now)) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    runDue,
    start() {
      stopped = false;
      stopping = false;
      void schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
