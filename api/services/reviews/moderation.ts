// The admin's moderation of reviews (Settings → Testimonials): every review listed, each published, hidden or
// answered; a review whose author did not allow it can never be published. And what the public pages get of them:
// the published ones as testimonials (newest first, before the owner's own), and the buyers' ratings summed up for
// the Product search data (reactions and the owner's entries never count).
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/auditLog';
import { REVIEW_MESSAGES, type AdminReview, type ReviewSummary } from '../../../shared/reviews';
import type { ReviewModeration } from '../../../shared/schemas/review';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { findAdminReview, findReview, listPublishedReviews, listReviews, publishedRatings, updateReview } from '../../db/reviews';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import { toAdminReview, toPublicTestimonial } from './views';

/** The public pages carry at most this many published reviews (the newest); the summary counts them all. */
export const PUBLISHED_SHOWN = 12;

export function createReviewModeration(deps: { db: Kysely<Database>; clock: Clock; audit: Pick<AuditLog, 'record'> }) {
  const { db, clock } = deps;

  return {
    async list(): Promise<AdminReview[]> {
      return (await listReviews(db)).map(toAdminReview);
    },

    /** Publishes or hides a review and sets (or, empty, removes) the shop's reply; the pages are rendered again. */
    async moderate(id: string, change: ReviewModeration): Promise<AdminReview> {
      const now = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        const review = await findReview(trx, id);
        if (!review) throw notFound(REVIEW_MESSAGES.notFound);
        if (change.published && review.allow_publish !== 1) throw conflict(REVIEW_MESSAGES.noConsent, 'published');
        const stays = change.published && review.published === 1;
        await updateReview(trx, id, {
          published: change.published ? 1 : 0,
          published_at: stays ? review.published_at : change.published ? now : null,
          ...(change.reply === undefined ? {} : { reply: change.reply || null }),
        });
        await deps.audit.record(
          {
            action: 'review.moderate',
            target: { type: 'review', id },
            before: { published: review.published === 1, reply: review.reply },
            after: { published: change.published, reply: change.reply === undefined ? review.reply : change.reply || null },
          },
          trx,
        );
      });
      return toAdminReview((await findAdminReview(db, id))!);
    },

    /** The published reviews as the pages show them, newest first. */
    async published(): Promise<PublicTestimonial[]> {
      return (await listPublishedReviews(db, PUBLISHED_SHOWN)).map(toPublicTestimonial);
    },

    /** The published buyers' reviews counted and averaged; undefined while there are none. */
    async summary(): Promise<ReviewSummary | undefined> {
      const { count, average } = await publishedRatings(db);
      return count > 0 && average !== null ? { count, averageRating: Math.round(average * 10) / 10 } : undefined;
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModeration>;
