// Testimonials as a swipeable carousel with previous/next buttons (no auto-advance).
import { useEffect, useRef, useState } from 'react';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { TestimonialCard } from './TestimonialCard';
import './TestimonialCarousel.css';

export function TestimonialCarousel({ items }: { items: PublicTestimonial[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: el, threshold: 0.6 },
    );
    el.querySelectorAll('li').forEach((li) => observer.observe(li));
    return () => observer.disconnect();
  }, []);

  const go = (index: number) => {
    const el = track.current;
    const slide = el?.children[(index + items.length) % items.length] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="What customers say">
      {/* Focusable so a keyboard can scroll it with the arrow keys, like a swipe. */}
      <ul className="carousel__track" ref={track} tabIndex={0} aria-label="Testimonials: scroll sideways for more">
        {items.map((t, i) => (
          <li key={t.id} className="carousel__slide" data-index={i} aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
      <div className="carousel__controls">
        <button type="button" className="carousel__btn" onClick={() => go(current - 1)} aria-label="Previous testimonial">
          <ArrowLeftIcon />
        </button>
        <span className="carousel__count" aria-live="polite">
          {current + 1} / {items.length}
        </span>
        <button type="button" className="carousel__btn" onClick={() => go(current + 1)} aria-label="Next testimonial">
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}
