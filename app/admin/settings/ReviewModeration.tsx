// Settings → Testimonials → Reviews from customers (issue 25): every buyer's review (verified: only an order's own
// link can send one) and every free-song reaction sent with permission, the latest first. Publish or hide each, and
// answer it in public; one its author keeps private can never be published. Published ones show on the pages first
// among the testimonials, marked as verified buyers, and a change renders the pages again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, type AdminReview } from '../../../shared/reviews';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { useModerateReview } from './reviewActions';
import { useAdminReviews } from './settingsQueries';

export function ReviewModeration() {
  const reviews = useAdminReviews();
  const list = reviews.data ?? [];
  return (
    <section className="card admin-card reviews-moderation" aria-labelledby="reviews-title">
      <div className="admin-section-head">
        <h3 id="reviews-title" className="admin-section-head__title">
          Reviews from customers {reviews.data && <span className="admin-count">{list.length}</span>}
        </h3>
        <p className="admin-section-head__hint">
          Buyers review their song on their order page once it is delivered (and are asked by mail three days later); free-song customers
          can let you publish their reaction’s words. Published ones show first among the testimonials, marked as from a verified buyer.
        </p>
      </div>
      {reviews.isPending ? (
        <ListSkeleton rows={2} label="Loading reviews" />
      ) : reviews.isError ? (
        <LoadError
          message="Failed to fetch reviews"
          detail={failureText(reviews.error)}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No reviews yet">
          <p>They arrive here as buyers send them.</p>
        </EmptyState>
      ) : (
        <ol className="review-rows">
          {list.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const moderate = useModerateReview(review);
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  const about = review.source === 'order' ? `Order ${review.reference}` : `Free song ${review.reference}`;
  return (
    <li className="review-row">
      <h4 className="review-row__name">
        {review.displayName}
        <span className="admin-chip admin-chip--info">{review.source === 'order' ? 'Verified buyer' : 'Free-song reaction'}</span>
        {review.published ? (
          <span className="admin-chip admin-chip--success">Published</span>
        ) : (
          <span className="admin-chip">{review.publish ? 'Not published' : 'Private'}</span>
        )}
      </h4>
      <p className="review-row__meta">
        {review.rating !== null && `${review.rating} of 5 stars · `}
        {about} · {review.customerName} ({review.email}) · for {review.recipientName}
        {review.occasion && `, ${review.occasion}`} · {formatDateTime(review.updatedAt)}
      </p>
      <p className="review-row__text">“{review.text}”</p>
      {!review.publish && <p className="review-row__note">Its author did not allow it to be published: it stays between you and them.</p>}
      {review.reply && !replying && (
        <p className="review-row__reply">
          <strong>Your reply:</strong> {review.reply}
        </p>
      )}
      {replying && <ReplyForm review={review} onClose={closeReply} />}
      <div className="review-row__actions">
        {review.publish && (
          <button
            type="button"
            className={`btn btn--small ${review.published ? 'btn--outline' : 'btn--primary'}`}
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ published: !review.published })}
            aria-label={`${review.published ? 'Hide' : 'Publish'} the review by ${review.displayName}`}
          >
            {review.published ? 'Hide' : 'Publish'}
          </button>
        )}
        {!replying && (
          <button
            ref={replyButton}
            type="button"
            className="btn btn--small btn--outline"
            onClick={() => setReplying(true)}
            aria-label={`${review.reply ? 'Edit your reply to' : 'Reply to'} ${review.displayName}`}
          >
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
        )}
      </div>
    </li>
  );
}

/** The shop's public answer: shown under the review while it is published; empty removes it. */
function ReplyForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? '');
  const moderate = useModerateReview(review, onClose);
  const field = useRef<HTMLTextAreaElement>(null);
  // The form opens at the reader's request: its field takes focus.
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!moderate.isPending) moderate.mutate({ published: review.published, reply: reply.trim() });
  };
  return (
    <form className="review-row__reply-form" onSubmit={submit} aria-busy={moderate.isPending || undefined}>
      <div className="field">
        <label htmlFor={`${id}-reply`}>Your public reply to {review.displayName}</label>
        <textarea
          id={`${id}-reply`}
          className="textarea"
          value={reply}
          maxLength={REVIEW_LIMITS.reply}
          onChange={(event) => setReply(event.target.value)}
          aria-describedby={`${id}-hint`}
          ref={field}
        />
        <p className="hint" id={`${id}-hint`}>
          Shown under the review while it is published. Leave it empty to remove it.
        </p>
      </div>
      <div className="review-row__actions">
        <button type="submit" className="btn btn--small btn--primary" disabled={moderate.isPending}>
          {moderate.isPending ? 'Saving…' : 'Save reply'}
        </button>
        <button type="button" className="btn btn--small btn--outline" onClick={onClose} disabled={moderate.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
