// A free-song customer's reaction as a review (issue 25): sent with the reaction video, their words become a
// testimonial the shop may publish, with their consent, the same way as a buyer's review. Kept in the upload's
// transaction: a new upload changes the review, and a change of words or a withdrawn consent takes a published one
// off the site until the shop has read it again. The reaction's own notice tells the admin (freeSongs/mails.ts).
import type { Kysely } from 'kysely';
import { findReviewOf, insertReview, updateReview } from '../../db/reviews';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';

/** Only the first name is shown: the application asked for a full name, not for one to publish. */
export const shownNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'A customer';

/**
 * Keeps the reaction's review: made when the customer consents, changed when there is one. `publish` undefined (an
 * older page, which did not ask) makes none. Answers whether a published review went off the site.
 */
export async function keepReactionReview(
  trx: Kysely<Database>,
  reaction: { submissionId: string; name: string; message: string; publish: boolean | undefined; now: string },
): Promise<boolean> {
  const { submissionId, message, now } = reaction;
  const before = await findReviewOf(trx, { submissionId });
  if (!before && reaction.publish !== true) return false;
  const allow = reaction.publish === true;
  const stillShown = before?.published === 1 && allow && before.text === message;
  const columns = {
    text: message,
    display_name: before?.display_name ?? shownNameOf(reaction.name),
    allow_publish: allow ? 1 : 0,
    published: stillShown ? 1 : 0,
    published_at: stillShown ? before.published_at : null,
    updated_at: now,
  };
  const id = before?.id ?? newId();
  if (before) await updateReview(trx, id, columns);
  else await insertReview(trx, { id, order_id: null, submission_id: submissionId, rating: null, reply: null, created_at: now, ...columns });
  return before?.published === 1 && !stillShown;
}
