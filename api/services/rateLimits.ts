// Request limits per address (or any other subject), counted in the database so a restart does not reset
// them: over the limit is a 429 with Retry-After and a message a person understands.
import type { Kysely } from 'kysely';
import { hitsSince, insertHit, pruneHits } from '../db/rateLimits';
import type { Database } from '../db/schema';
import { tooMany } from './errors';
import type { Clock } from './clock';
import { inTransaction } from '../db/transaction';

export interface RateLimit {
  /** The limit's name: counts of different limits never mix. */
  bucket: string;
  max: number;
  windowMs: number;
  /** What the person is told when they pass it. */
  message: string;
}

export function createRateLimiter(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** Counts the request inside `trx` unless the subject is over the limit; throws the 429 when it is. */
  async function countIn(trx: Kysely<Database>, limit: RateLimit, subject: string): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    await pruneHits(trx, limit.bucket, since);
    const { count, oldest } = await hitsSince(trx, limit.bucket, subject, since);
    if (count < limit.max) {
      await insertHit(trx, limit.bucket, subject, now.toISOString());
      return;
    }
    const retryAfterMs = new Date(oldest ?? now.toISOString()).getTime() + limit.windowMs - now.getTime();
    throw tooMany(limit.message, retryAfterMs / 1000);
  }

  return {
    /**
     * Counts this request against the limit, in one transaction with the check of the count, so parallel
     * requests never get past it together; over the limit nothing is counted and a 429 is thrown.
     */
    async hit(limit: RateLimit, subject: string): Promise<void> {
      await inTransaction(db, (trx) => countIn(trx, limit, subject));
    },

    /**
     * The same inside the caller's transaction, after its own checks: a request that turns out to repeat
     * one already done (a resent draft) is not counted, and a refused one stores nothing.
     */
    hitWithin: countIn,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
