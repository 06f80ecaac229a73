// The review form on the order page: stars (a radio group: arrows move, Space chooses), a few words, the name to
// show and the permission to publish, each with its error; Send review (or Save changes, and Cancel, when editing).
import { REVIEW_LIMITS } from '../../../shared/reviews';
import { useShop } from '../../core/api/queries';
import { StarIcon } from '../../ui/icons';
import type { ReviewValues } from './reviewForm';
import { useReviewForm, type ReviewFormState, type ReviewSend } from './useOrderReview';

interface ReviewFormProps {
  initial: ReviewValues;
  /** Changing a review already sent: the button says so, and Cancel goes back to it. */
  editing: boolean;
  send: ReviewSend;
  onSent: () => void;
  onCancel?: (() => void) | undefined;
}

export function ReviewForm({ initial, editing, send, onSent, onCancel }: ReviewFormProps) {
  const form = useReviewForm(initial, send, onSent);
  return (
    <form ref={form.formRef} className="order-review__form" onSubmit={form.submit} noValidate aria-busy={form.sending || undefined}>
      <StarRating form={form} />
      <ReviewWords form={form} />
      <PublishConsent form={form} />
      {form.failure && (
        <p className="field-error" role="alert">
          {form.failure}
        </p>
      )}
      <div className="order-review__actions">
        <button type="submit" className="btn btn--primary" disabled={form.sending}>
          {form.sending ? 'Sending…' : editing ? 'Save changes' : 'Send review'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={form.sending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** Five stars as radio buttons: each names its number, the chosen ones and those before it are filled. */
function StarRating({ form: { values, errors, set, errorProps } }: { form: ReviewFormState }) {
  return (
    <fieldset className="order-review__stars">
      <legend>Your rating</legend>
      <div className="order-review__star-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`order-review__star${values.rating !== null && n <= values.rating ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="rating"
              value={n}
              className="visually-hidden"
              checked={values.rating === n}
              onChange={() => set('rating', n)}
              {...errorProps('rating')}
            />
            <StarIcon width={34} height={34} />
            <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
        {values.rating !== null && (
          <span className="order-review__star-count" aria-hidden="true">
            {values.rating} of 5
          </span>
        )}
      </div>
      <FieldError id="review-rating-error" message={errors.rating} />
    </fieldset>
  );
}

/** What they thought, and the name to show with it. */
function ReviewWords({ form: { values, errors, set, errorProps } }: { form: ReviewFormState }) {
  return (
    <>
      <div className="field">
        <label htmlFor="review-text">A few words about your song</label>
        <textarea
          id="review-text"
          name="text"
          className="textarea"
          value={values.text}
          maxLength={REVIEW_LIMITS.text}
          placeholder="How did they react? What did the song get right?"
          onChange={(event) => set('text', event.target.value)}
          {...errorProps('text')}
          aria-describedby={errors.text ? 'review-text-error review-text-count' : 'review-text-count'}
        />
        <p className="hint" id="review-text-count">
          {values.text.length} / {REVIEW_LIMITS.text} characters
        </p>
        <FieldError id="review-text-error" message={errors.text} />
      </div>
      <div className="field">
        <label htmlFor="review-name">Name to show</label>
        <input
          id="review-name"
          name="displayName"
          className="input"
          autoComplete="given-name"
          value={values.displayName}
          maxLength={REVIEW_LIMITS.displayName}
          onChange={(event) => set('displayName', event.target.value)}
          {...errorProps('displayName')}
          aria-describedby={errors.displayName ? 'review-displayName-error review-name-hint' : 'review-name-hint'}
        />
        <p className="hint" id="review-name-hint">
          As you would like to be named, for example “Tom, Austin”.
        </p>
        <FieldError id="review-displayName-error" message={errors.displayName} />
      </div>
    </>
  );
}

/** Permission to publish: never assumed, the box starts unticked. */
function PublishConsent({ form: { values, set } }: { form: ReviewFormState }) {
  const shop = useShop();
  return (
    <div className="order-review__consent">
      <input
        id="review-publish"
        name="publish"
        type="checkbox"
        checked={values.publish}
        onChange={(event) => set('publish', event.target.checked)}
        aria-describedby="review-publish-hint"
      />
      <div>
        <label htmlFor="review-publish">{shop.name} may show my review on its website</label>
        <p className="hint" id="review-publish-hint">
          With the name above. We read every review before it appears. Unticked, it stays between you and us.
        </p>
      </div>
    </div>
  );
}
