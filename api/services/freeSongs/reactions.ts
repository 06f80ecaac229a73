// Reaction videos (spec §2 reaction page, §5, §8): what the page shows of a submission, and the upload:
// the type judged by the bytes, the video and testimonial stored with the status reaction_received in
// one step, a second upload replacing the first (its file deleted), and the admin told by a stored job.
// With the customer's consent the testimonial is also a review the shop may publish (reviews/reactionReviews.ts).
import type { Kysely } from 'kysely';
import { firstMessage } from '../../../shared/schemas/fields';
import {
  FREE_SONG_MESSAGES,
  REACTION_MESSAGES,
  reactionFieldsSchema,
  SUBMISSION_ID_PATTERN,
  type ReactionDetails,
} from '../../../shared/schemas/freeSong';
import { findReactionTarget, recordReaction } from '../../db/freeSongSubmissions';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { UploadedFile } from '../uploads/uploadedFile';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import type { RateLimit } from '../rateLimits';
import type { Storage } from '../storage';
import { safeFileStem } from '../uploads/fileNames';
import { reactionVideoKind } from '../uploads/sniff';
import { keepReactionReview } from '../reviews/reactionReviews';
import { REACTION_NOTICE_JOB } from './mails';

/** Uploads per address: enough to retry a failed one and to replace it, not enough to fill a disk. */
export const REACTION_UPLOAD_LIMIT: RateLimit = {
  bucket: 'reaction-upload',
  max: 10,
  windowMs: 3_600_000,
  message: REACTION_MESSAGES.tooMany,
};

/** A reaction is taken once the song is delivered; another upload replaces it. */
const UPLOADABLE = ['delivered', 'reaction_received'];

export function createReactions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  storage: Storage;
  /** The public pages' data changed (a published reaction changed its words): they are rendered again. */
  pagesChanged: () => void;
}) {
  const { db, clock, storage } = deps;

  async function target(id: string) {
    const row = SUBMISSION_ID_PATTERN.test(id) ? await findReactionTarget(db, id) : undefined;
    if (!row) throw notFound(FREE_SONG_MESSAGES.notFound);
    return row;
  }

  return {
    async details(id: string): Promise<ReactionDetails> {
      const row = await target(id);
      return {
        customerName: row.name,
        recipientName: row.recipient_name,
        occasion: row.occasion,
        email: row.email,
        status: row.status,
        reactionReceivedAt: row.reaction_received_at,
      };
    },

    /** Before the body is read: an unknown submission or an undelivered song refuses the upload at once. */
    async assertUploadable(id: string): Promise<void> {
      const row = await target(id);
      if (!UPLOADABLE.includes(row.status)) throw conflict(REACTION_MESSAGES.notDelivered);
    },

    async upload(id: string, video: UploadedFile | undefined, fields: Record<string, unknown>): Promise<{ receivedAt: string }> {
      if (!video) throw invalid(REACTION_MESSAGES.fileMissing, 'video');
      const parsed = reactionFieldsSchema.safeParse(fields);
      if (!parsed.success) throw invalid(firstMessage(parsed.error), String(parsed.error.issues[0]?.path[0] ?? 'message'));
      const { message, publish } = parsed.data;
      const kind = await reactionVideoKind(video.tempPath);
      if (!kind) throw invalid(REACTION_MESSAGES.fileType, 'video');
      const before = await target(id);
      const file = {
        tempPath: video.tempPath,
        contentType: kind.mime,
        ext: kind.ext,
        downloadName: `${safeFileStem(`Reaction of ${before.recipient_name}`, 'Reaction')}.${kind.ext}`,
      };
      const now = clock.now().toISOString();

      let unpublished = false;
      const replaced = await storage.keep([file], async (trx, [row]) => {
        const current = await findReactionTarget(trx, id);
        if (!current) throw notFound(FREE_SONG_MESSAGES.notFound);
        if (!(await recordReaction(trx, id, { mediaId: row!.id, message, now }))) throw conflict(REACTION_MESSAGES.notDelivered);
        unpublished = await keepReactionReview(trx, { submissionId: id, name: current.name, message, publish, now });
        await insertJob(trx, {
          kind: REACTION_NOTICE_JOB,
          payload: JSON.stringify({ id }),
          runAt: now,
          uniqueKey: `reaction-notice:${id}:${now}`,
          now,
        });
        return storage.forget(trx, [current.reaction_media_id]);
      });
      await storage.unlink(replaced);
      if (unpublished) deps.pagesChanged();
      void deps.jobs.runDue().catch(() => undefined);
      return { receivedAt: now };
    },
  };
}

export type Reactions = ReturnType<typeof createReactions>;
