// One customer's words with their rating, name, place and occasion: a card of the carousel and the reviews grids.
import type { Testimonial } from '../../../shared/testimonials';
import { StarIcon } from '../icons';
import './Testimonial.css';

export function TestimonialCard({ testimonial, showRatingNumber = false }: { testimonial: Testimonial; showRatingNumber?: boolean }) {
  const { rating, text, name, location, occasion } = testimonial;
  const where = [location, occasion].filter(Boolean).join(' · ');
  return (
    <figure className="testimonial">
      <div className="testimonial__rating" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} width={18} height={18} className={i < rating ? undefined : 'testimonial__star--off'} />
        ))}
        {showRatingNumber && <span className="testimonial__score">{rating.toFixed(1)}</span>}
      </div>
      <blockquote className="testimonial__text">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <strong>{name}</strong>
        {where && <span>{where}</span>}
      </figcaption>
    </figure>
  );
}
