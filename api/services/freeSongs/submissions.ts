// Applying for a free song (spec §2 free-song page, §5): the shared rules, then one atomic step that checks
// the spots left and stores the application with its mails' job. A resend with the same client id answers
// the application it already made, even once the promotion is full.
import type { Kysely } from 'kysely';
import {
  checkFreeSongApplication,
  FREE_SONG_MESSAGES,
  noSpotsMessage,
  spotsRemaining,
  type FreeSongCount,
  type FreeSongSubmitted,
} from '../../../shared/schemas/freeSong';
import { countTakenSpots, findSubmissionByClientId, insertWithinSpots } from '../../db/freeSongSubmissions';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { conflict, invalid } from '../errors';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { RateLimit, RateLimiter } from '../rateLimits';
import { FREE_SONG_RECEIVED_JOB } from './mails';
import { inTransaction } from '../../db/transaction';

/** New applications per address: a family behind one router can still apply; a script cannot fill the promotion. */
export const APPLY_LIMIT: RateLimit = { bucket: 'free-song-apply', max: 5, windowMs: 3_600_000, message: FREE_SONG_MESSAGES.tooMany };

export function createFreeSongSubmissions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  limiter: RateLimiter;
  spots: number;
}) {
  const { db, clock, spots } = deps;

  async function count(): Promise<FreeSongCount> {
    const taken = await countTakenSpots(db);
    return { count: taken, spots, remaining: spotsRemaining(spots, taken) };
  }

  return {
    count,

    /** Answers the stored application and whether this call made it (false: a resend of one made before). */
    async submit(input: Record<string, unknown>, clientAddress: string): Promise<{ submission: FreeSongSubmitted; created: boolean }> {
      const check = checkFreeSongApplication(input);
      // The field the form shows the message beside: the first missing one, the agreement, or the one that is wrong.
      if (!check.ok)
        throw invalid(
          check.message,
          check.kind === 'missing' ? check.fields[0] : check.kind === 'agreement' ? 'agreedToVideo' : check.field,
        );
      const application = check.data;
      const resent = async () => {
        const row = application.clientId ? await findSubmissionByClientId(db, application.clientId) : undefined;
        return row && { submission: { success: true as const, id: row.id, status: row.status }, created: false };
      };
      const earlier = await resent();
      if (earlier) return earlier;
      await deps.limiter.hit(APPLY_LIMIT, clientAddress);

      const id = newId();
      const now = clock.now().toISOString();
      const inserted = await inTransaction(db, async (trx) => {
        const stored = await insertWithinSpots(
          trx,
          {
            id,
            name: application.name,
            email: application.email,
            occasion: application.occasion,
            recipient_name: application.recipientName,
            relationship: application.relationship,
            story: application.story,
            special_details: application.specialDetails,
            mood: application.mood,
            genre: application.genre,
            vocal_preference: application.vocalPreference,
            agreed_to_video: 1,
            status: 'pending',
            client_id: application.clientId ?? null,
            created_at: now,
            updated_at: now,
          },
          spots,
        );
        if (stored)
          await insertJob(trx, {
            kind: FREE_SONG_RECEIVED_JOB,
            payload: JSON.stringify({ id }),
            runAt: now,
            uniqueKey: `free-song-received:${id}`,
            now,
          });
        return stored;
      });
      if (inserted) {
        void deps.jobs.runDue().catch(() => undefined);
        return { submission: { success: true, id, status: 'pending' }, created: true };
      }
      // Not stored: the same client id won a race with this call, or no spot was left.
      const raced = await resent();
      if (raced) return raced;
      throw conflict(`${FREE_SONG_MESSAGES.noSpotsTitle}: ${noSpotsMessage(spots)}`);
    },
  };
}

export type FreeSongSubmissions = ReturnType<typeof createFreeSongSubmissions>;
