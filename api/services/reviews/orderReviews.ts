// A buyer's review of their song (issue 25, item 5), from the order page: the order's token is the proof of
// purchase, so every review is a verified buyer's. One per order, once the song was delivered; sent again within
// REVIEW_EDIT_DAYS it changes, later it is refused. A change to its words (or a withdrawn consent) takes a published
// review off the site until the shop has read it again, and the pages are rendered again.
import type { Kysely } from 'kysely';
import { REVIEW_MESSAGES, type OrderReview, type OrderReviewState } from '../../../shared/reviews';
import type { ReviewInput } from '../../../shared/schemas/review';
import { findReview, findReviewedOrder, findReviewOf, insertReview, updateReview } from '../../db/reviews';
import type { Database, ReviewRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import type { RateLimit } from '../rateLimits';
import { scheduleReviewNotice } from './mails';
import { editableUntil, toOrderReview } from './views';

/** Reviews sent (or changed) per address: far above one buyer's, too few to flood the admin's list. */
export const REVIEW_LIMIT: RateLimit = { bucket: 'review', max: 20, windowMs: 3_600_000, message: REVIEW_MESSAGES.tooMany };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The columns a send writes: a published review stays up only if its words are unchanged and consent still given. */
function sentColumns(input: ReviewInput, before: ReviewRow | undefined, now: string) {
  const unchanged = before && before.rating === input.rating && before.text === input.text && before.display_name === input.displayName;
  const stillShown = before?.published === 1 && input.publish && unchanged;
  return {
    rating: input.rating,
    text: input.text,
    display_name: input.displayName,
    allow_publish: input.publish ? 1 : 0,
    published: stillShown ? 1 : 0,
    published_at: stillShown ? before.published_at : null,
    updated_at: now,
  };
}

export function createOrderReviews(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  /** The public pages' data changed: they are rendered again. */
  pagesChanged: () => void;
}) {
  const { db, clock } = deps;

  async function orderOf(trx: Kysely<Database>, token: string) {
    const order = TOKEN_PATTERN.test(token) ? await findReviewedOrder(trx, { token }) : undefined;
    if (!order) throw notFound(REVIEW_MESSAGES.orderNotFound, 'token');
    return order;
  }

  return {
    /** What the order page shows: whether it asks for a review, and the one sent. Unknown order: not found. */
    async state(token: string): Promise<OrderReviewState> {
      const order = await orderOf(db, token);
      const row = await findReviewOf(db, { orderId: order.id });
      const now = clock.now().toISOString();
      return {
        canReview: order.delivered_at !== null && (!row || now <= editableUntil(row)),
        review: row ? toOrderReview(row) : null,
      };
    },

    /** The buyer's review, made or changed; answers it and whether it is new. Nothing is kept of a refused one. */
    async send(token: string, input: ReviewInput): Promise<{ review: OrderReview; created: boolean }> {
      const now = clock.now().toISOString();
      const { id, created, hidden } = await inTransaction(db, async (trx) => {
        const order = await orderOf(trx, token);
        if (!order.delivered_at) throw conflict(REVIEW_MESSAGES.notDelivered, 'token');
        const before = await findReviewOf(trx, { orderId: order.id });
        if (before && now > editableUntil(before)) throw conflict(REVIEW_MESSAGES.editClosed);
        const columns = sentColumns(input, before, now);
        const reviewId = before?.id ?? newId();
        if (before) await updateReview(trx, reviewId, columns);
        else await insertReview(trx, { id: reviewId, order_id: order.id, submission_id: null, reply: null, created_at: now, ...columns });
        await scheduleReviewNotice(trx, reviewId, now, Boolean(before));
        return { id: reviewId, created: !before, hidden: before?.published === 1 && columns.published === 0 };
      });
      if (hidden) deps.pagesChanged();
      void deps.jobs.runDue().catch(() => undefined);
      return { review: toOrderReview((await findReview(db, id))!), created };
    },
  };
}

export type OrderReviews = ReturnType<typeof createOrderReviews>;
