import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../../shared/reviews';
import { ApiError } from '../../core/api/client';
import { checkReview, EMPTY_REVIEW, refusalOf, reviewToValues } from './reviewForm';

const good = { rating: 5, text: '  She cried.  ', displayName: ' Tom ', publish: true };

describe('checkReview', () => {
  it('sends the review trimmed, publishing only when asked', () => {
    expect(checkReview(good)).toEqual({ ok: true, review: { rating: 5, text: 'She cried.', displayName: 'Tom', publish: true } });
    expect(checkReview({ ...good, publish: false })).toMatchObject({ ok: true, review: { publish: false } });
  });

  it('names every problem in the server’s words, the first in form order', () => {
    expect(checkReview(EMPTY_REVIEW)).toEqual({
      ok: false,
      errors: { rating: REVIEW_MESSAGES.rating, text: REVIEW_MESSAGES.textMissing, displayName: REVIEW_MESSAGES.nameMissing },
      firstInvalid: 'rating',
    });
    expect(checkReview({ ...good, text: 'x'.repeat(REVIEW_LIMITS.text + 1) })).toMatchObject({
      ok: false,
      errors: { text: REVIEW_MESSAGES.textTooLong },
      firstInvalid: 'text',
    });
    expect(checkReview({ ...good, displayName: 'n'.repeat(REVIEW_LIMITS.displayName + 1) })).toMatchObject({
      errors: { displayName: REVIEW_MESSAGES.nameTooLong },
    });
    for (const rating of [0, 6, 2.5])
      expect(checkReview({ ...good, rating })).toMatchObject({ errors: { rating: REVIEW_MESSAGES.rating } });
  });

  it('starts an edit from the review as sent', () => {
    const sent = { ...good, published: false, reply: null, createdAt: '', updatedAt: '', editableUntil: '' };
    expect(reviewToValues(sent)).toEqual(good);
  });
});

describe('refusalOf', () => {
  it('puts a refusal about a field beside it, and any other above the button', () => {
    expect(refusalOf(new ApiError(400, 'Bad Request', REVIEW_MESSAGES.rating, { field: 'rating' }))).toEqual({
      field: 'rating',
      message: REVIEW_MESSAGES.rating,
    });
    expect(refusalOf(new ApiError(409, 'Conflict', REVIEW_MESSAGES.notDelivered, { field: 'token' }))).toEqual({
      message: REVIEW_MESSAGES.notDelivered,
    });
    expect(refusalOf(new TypeError('fetch failed')).message).toMatch(/connection/);
  });
});
