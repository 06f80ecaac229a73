// The order page's review (issue 25): once the song is delivered, the buyer rates it, says a few words, chooses the
// name to show and whether the shop may publish it; afterwards they see their review (with the shop's reply) and
// may change it for 30 days. The order's token is the proof of purchase: every review here is a verified buyer's.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { OrderReview } from '../../../shared/reviews';
import { useShop } from '../../core/api/queries';
import { StarIcon } from '../../ui/icons';
import { formatDay } from '../../core/moments';
import { useClockZone } from '../../ui/useRenderContext';
import { ReviewForm } from './ReviewForm';
import { EMPTY_REVIEW, reviewToValues } from './reviewForm';
import { useOrderReview } from './useOrderReview';
import './ReviewPanel.css';

export function ReviewPanel({ token }: { token: string }) {
  const { state, send } = useOrderReview(token);
  const [editing, setEditing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const loaded = state.isSuccess;

  // The review mail links /order/{token}#review: once the section exists, it is brought into view.
  useEffect(() => {
    if (loaded && window.location.hash === '#review') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  if (!state.data) return null;
  const { canReview, review } = state.data;
  if (!review && !canReview) return null;
  const showForm = canReview && (!review || editing);

  const sent = () => {
    setEditing(false);
    setThanked(true);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const cancel = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section id="review" ref={section} className="order-review" aria-labelledby="order-review-title">
      <h2 id="order-review-title" ref={heading} tabIndex={-1}>
        {review ? 'Your review' : 'How was your song?'}
      </h2>
      {showForm ? (
        <>
          {!review && <p className="order-review__intro">Tell us what you thought: a rating and a few words take a minute.</p>}
          <ReviewForm
            initial={review ? reviewToValues(review) : EMPTY_REVIEW}
            editing={Boolean(review)}
            send={send}
            onSent={sent}
            onCancel={review ? cancel : undefined}
          />
        </>
      ) : (
        review && (
          <SentReview
            review={review}
            thanked={thanked}
            editButton={canReview ? editButton : null}
            onEdit={() => {
              setThanked(false);
              setEditing(true);
            }}
          />
        )
      )}
    </section>
  );
}

interface SentReviewProps {
  review: OrderReview;
  thanked: boolean;
  /** Edit, while the review may still be changed. */
  editButton: RefObject<HTMLButtonElement | null> | null;
  onEdit: () => void;
}

/** The review as sent: its stars and words, where it shows, the shop's reply, and until when it can be changed. */
function SentReview({ review, thanked, editButton, onEdit }: SentReviewProps) {
  const shop = useShop();
  const zone = useClockZone();
  const where = review.published
    ? `Shown on ${shop.name}’s website.`
    : review.publish
      ? 'It will show on our website once we have read it.'
      : 'Kept private: only we read it.';
  return (
    <div className="order-review__sent" data-testid="sent-review">
      {thanked && (
        <p className="order-review__thanks" role="status">
          Thank you! Your review was saved.
        </p>
      )}
      <div className="order-review__rating" role="img" aria-label={`Rated ${review.rating} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} width={22} height={22} className={n <= review.rating ? undefined : 'order-review__star-off'} />
        ))}
      </div>
      <blockquote className="order-review__quote">
        <p>{review.text}</p>
        <footer>— {review.displayName}</footer>
      </blockquote>
      <p className="order-review__where">{where}</p>
      {review.reply && (
        <div className="order-review__reply">
          <p className="order-review__reply-from">Reply from {shop.name}</p>
          <p>{review.reply}</p>
        </div>
      )}
      {editButton && (
        <p className="order-review__edit">
          <button ref={editButton} type="button" className="btn btn--outline" onClick={onEdit}>
            Change your review
          </button>
          <span className="hint">You can change it until {formatDay(review.editableUntil, zone)}.</span>
        </p>
      )}
    </div>
  );
}
