// Reviews (issue 25, item 5): the buyer's review from the order page, and the admin's moderation of it. Text is
// kept as typed (markup stays text): pages, mails and search data escape it where they show it.
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../reviews';

export { REVIEW_LIMITS, REVIEW_MESSAGES };

const rating = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int({ error: REVIEW_MESSAGES.rating })
  .min(1, { error: REVIEW_MESSAGES.rating })
  .max(5, { error: REVIEW_MESSAGES.rating });

/** Trimmed text that must be there, with its own messages for missing, not text and too long. */
const words = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/** POST /api/orders/{token}/review: the first send makes the review, a later one (within 30 days) changes it. */
export const reviewSchema = z.strictObject({
  rating,
  text: words(REVIEW_LIMITS.text, REVIEW_MESSAGES.textMissing, REVIEW_MESSAGES.textTooLong),
  displayName: words(REVIEW_LIMITS.displayName, REVIEW_MESSAGES.nameMissing, REVIEW_MESSAGES.nameTooLong),
  publish: z.boolean({ error: REVIEW_MESSAGES.publish }),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** PATCH /api/admin/reviews/{id}: shown or not, and the shop's public answer (empty or null removes it). */
export const reviewModerationSchema = z.strictObject({
  published: z.boolean({ error: REVIEW_MESSAGES.published }),
  reply: z
    .string({ error: REVIEW_MESSAGES.replyTooLong })
    .trim()
    .max(REVIEW_LIMITS.reply, { error: REVIEW_MESSAGES.replyTooLong })
    .nullable()
    .optional(),
});
export type ReviewModeration = z.output<typeof reviewModerationSchema>;

/**
 * The reaction upload's consent (a multipart field, so 'true' or 'false'; a boolean once parsed): true lets the shop
 * publish the reaction's words as a testimonial, false (or nothing, from an older page) does not.
 */
export const reactionConsentSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'publish must be true or false',
});
