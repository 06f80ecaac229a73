// The reviews block the public pages share: the section that holds the reviews and the note shown beside example
// ones. The cards themselves are TestimonialCard.tsx, loaded with the carousel or grid that lays them out.
import type { ReactNode } from 'react';
import { DEMO_BESIDE_REVIEWS_NOTE, DEMO_REVIEWS_NOTE, type PublicTestimonial } from '../../../shared/testimonials';
import './Testimonial.css';

/** Said while any review shown is one of the shipped examples: nothing the shop shows passes for a customer's words. */
function DemoReviewsNote({ items }: { items: readonly PublicTestimonial[] }) {
  if (!items.some((t) => t.demo)) return null;
  return <p className="testimonials-demo-note">{items.some((t) => t.source) ? DEMO_BESIDE_REVIEWS_NOTE : DEMO_REVIEWS_NOTE}</p>;
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
  items: readonly PublicTestimonial[];
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
