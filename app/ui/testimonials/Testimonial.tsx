// The reviews block the public pages share: one customer's words with their rating, name, place and occasion; the
// note shown beside example reviews; and the section that holds them.
import type { ReactNode } from 'react';
import { DEMO_REVIEWS_NOTE, type Testimonial } from '../../../shared/testimonials';
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

/** Said while any review shown is one of the shipped examples: nothing the shop shows passes for a customer's words. */
function DemoReviewsNote({ items }: { items: readonly Testimonial[] }) {
  if (!items.some((t) => t.demo)) return null;
  return <p className="testimonials-demo-note">{DEMO_REVIEWS_NOTE}</p>;
}

/**
 * The reviews section of the home pages and the free-song page: its heading, the note, and the reviews laid out as
 * the page chooses (a grid of cards, a carousel). No reviews, no section.
 */
export function TestimonialsSection({
  items,
  titleId,
  title,
  eyebrow,
  tone,
  children,
}: {
  /** The reviews the section shows (the note reads them); empty, and the section is not rendered. */
  items: readonly Testimonial[];
  titleId: string;
  title: string;
  /** The small line above the title; without one, the title stands alone, centred. */
  eyebrow?: string;
  tone?: 'blush';
  /** The reviews themselves. */
  children: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={titleId}>
      <div className="container">
        {eyebrow ? (
          <div className="center">
            <span className="eyebrow">{eyebrow}</span>
            <h2 id={titleId}>{title}</h2>
          </div>
        ) : (
          <h2 id={titleId} className="center">
            {title}
          </h2>
        )}
        <DemoReviewsNote items={items} />
        {children}
      </div>
    </section>
  );
}
