// The machinery's tables as Kysely sees them: stored jobs, task locks, long messages between processes.
import type { Generated, Selectable } from 'kysely';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: string | null;
  /** A job with a key is enqueued once: a second enqueue with the same key is ignored. */
  unique_key: string | null;
  created_at: string;
  /** While a process runs the job: until when its claim holds (a process that died lets it run out). */
  claimed_until: Generated<string | null>;
}

/** A task running somewhere in the shop that no other may run beside it (the same key), until `held_until` at most. */
export interface TaskLocksTable {
  key: string;
  holder: string;
  held_until: string;
}

/** A message between processes too long for NOTIFY (PostgreSQL only; kept a few minutes). */
export interface EventPayloadsTable {
  id: Generated<number>;
  payload: string;
  created_at: string;
}

export type JobRow = Selectable<JobsTable>;
