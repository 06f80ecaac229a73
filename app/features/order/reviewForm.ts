// The review form's rules without React (issue 25): its fields in order, the check before anything is sent (the
// server's own rules and messages), and where a refusal's message goes.
import { REVIEW_LIMITS, REVIEW_MESSAGES, type OrderReview } from '../../../shared/reviews';
import type { ReviewInput } from '../../../shared/schemas/review';
import { ApiError } from '../../core/api/client';

export interface ReviewValues {
  /** Stars chosen, 1 to 5; null until one is. */
  rating: number | null;
  text: string;
  displayName: string;
  publish: boolean;
}

export type ReviewField = keyof ReviewValues;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** Form order: focus goes to the first field that needs attention. */
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'text', 'displayName', 'publish'];

/** A new review: no stars yet, and not published unless the buyer says so. */
export const EMPTY_REVIEW: ReviewValues = { rating: null, text: '', displayName: '', publish: false };

export const reviewToValues = (r: OrderReview): ReviewValues => ({
  rating: r.rating,
  text: r.text,
  displayName: r.displayName,
  publish: r.publish,
});

export type ReviewCheck = { ok: true; review: ReviewInput } | { ok: false; errors: ReviewErrors; firstInvalid: ReviewField };

/** The review to send, or each field's problem in the server's words. */
export function checkReview(values: ReviewValues): ReviewCheck {
  const errors: ReviewErrors = {};
  const { rating } = values;
  const text = values.text.trim();
  const displayName = values.displayName.trim();
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = REVIEW_MESSAGES.rating;
  if (!text) errors.text = REVIEW_MESSAGES.textMissing;
  else if (text.length > REVIEW_LIMITS.text) errors.text = REVIEW_MESSAGES.textTooLong;
  if (!displayName) errors.displayName = REVIEW_MESSAGES.nameMissing;
  else if (displayName.length > REVIEW_LIMITS.displayName) errors.displayName = REVIEW_MESSAGES.nameTooLong;
  const firstInvalid = REVIEW_FIELDS.find((field) => errors[field]);
  if (firstInvalid || rating === null) return { ok: false, errors, firstInvalid: firstInvalid ?? 'rating' };
  return { ok: true, review: { rating, text, displayName, publish: values.publish } };
}

/** A refusal about one field goes beside it; anything else is said above the button. */
export function refusalOf(error: unknown): { field: ReviewField; message: string } | { message: string } {
  if (error instanceof ApiError) {
    const field = REVIEW_FIELDS.find((f) => f === error.field);
    const message = error.serverMessage ?? `We couldn’t send your review (${error.status}). Please try again.`;
    return field ? { field, message } : { message };
  }
  return { message: 'We couldn’t send your review: please check your connection and try again.' };
}
