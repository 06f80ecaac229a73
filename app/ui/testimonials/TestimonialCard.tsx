// One customer's words with their rating, name, place and occasion: a card of the carousel and the reviews grids. A
// published review says it comes from a verified buyer (or a free-song customer) and shows the shop's reply; a
// shipped example says it is one. A long one (a review may run to 1,000 characters, and its reply as long) shows its
// first lines with "Read more", so one long review does not stretch every card of its row (a press on it before the
// app's code has taken the server's button over opens the card once it has).
import { useId, useRef, useState } from 'react';
import { EARLY_PRESS } from '../../core/earlyPress';
import { useEarlyPress } from '../useEarlyPress';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { useShop } from '../../core/api/queries';
import { CheckIcon, StarIcon } from '../icons';
import './Testimonial.css';

const SOURCE_LABEL = { buyer: 'Verified buyer', 'free-song': 'Free-song customer' } as const;

/**
 * Over this many characters (text and reply together) a card shows its first lines and "Read more". Decided from
 * the text, not measured, so the server's HTML and the hydrated card agree: a card is 300-400 px wide at every
 * breakpoint, where the clamp's eight lines hold about 260-330 characters.
 */
export const LONG_TESTIMONIAL = 280;

export function TestimonialCard({ testimonial, showRatingNumber = false }: { testimonial: PublicTestimonial; showRatingNumber?: boolean }) {
  const { rating, text, name, location, occasion, source, reply, demo } = testimonial;
  const where = [location, occasion].filter(Boolean).join(' · ');
  const long = text.length + (reply?.length ?? 0) > LONG_TESTIMONIAL;
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const more = useRef<HTMLButtonElement>(null);
  useEarlyPress(more, () => setExpanded(true));
  return (
    <figure className={long && !expanded ? 'testimonial testimonial--clamped' : 'testimonial'}>
      {rating !== null && (
        <div className="testimonial__rating" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <StarIcon key={i} width={18} height={18} className={i < rating ? undefined : 'testimonial__star--off'} />
          ))}
          {showRatingNumber && <span className="testimonial__score">{rating.toFixed(1)}</span>}
        </div>
      )}
      <blockquote className="testimonial__text" id={bodyId}>
        <p>“{text}”</p>
      </blockquote>
      {long && (
        <button
          ref={more}
          type="button"
          className="testimonial__more"
          {...EARLY_PRESS}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      <figcaption className="testimonial__who">
        <strong>{name}</strong>
        {source && (
          <span className="testimonial__source">
            <CheckIcon width={14} height={14} />
            {SOURCE_LABEL[source]}
          </span>
        )}
        {where && <span>{where}</span>}
        {demo && <span className="testimonial__example">Example</span>}
      </figcaption>
      {reply && <ShopReply reply={reply} />}
    </figure>
  );
}

/** The shop's public answer under a review. */
function ShopReply({ reply }: { reply: string }) {
  const shop = useShop();
  return (
    <div className="testimonial__reply">
      <p className="testimonial__reply-from">Reply from {shop.name}</p>
      <p>{reply}</p>
    </div>
  );
}
