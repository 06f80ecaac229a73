// Testimonials as a swipeable carousel with previous/next buttons (no auto-advance). On a prerendered page the
// buttons are in the server's HTML: a press before the app's code has taken them over moves once it has.
import { useEffect, useRef, useState } from 'react';
import { EARLY_PRESS } from '../../core/earlyPress';
import { useEarlyPress } from '../useEarlyPress';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { TestimonialCard } from './TestimonialCard';
import './TestimonialCarousel.css';

export function TestimonialCarousel({ items }: { items: PublicTestimonial[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // The count names the first card in view: two or three are in view at once on a wider screen.
    const inView = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index);
          if (entry.isIntersecting) inView.add(index);
          else inView.delete(index);
        }
        if (inView.size > 0) setCurrent(Math.min(...inView));
      },
      { root: el, threshold: 0.6 },
    );
    el.querySelectorAll('li').forEach((li) => observer.observe(li));
    return () => observer.disconnect();
  }, []);

  const go = (step: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // Past the last card in view (or before the first) it goes round: the first, or the last.
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    const atStart = el.scrollLeft <= 2;
    const index = step === 1 && atEnd ? 0 : step === -1 && atStart ? items.length - 1 : current + step;
    const slide = el.children[(index + items.length) % items.length] as HTMLElement | undefined;
    if (slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  };
  useEarlyPress(previous, () => go(-1));
  useEarlyPress(next, () => go(1));

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
        <button
          ref={previous}
          type="button"
          className="carousel__btn"
          {...EARLY_PRESS}
          onClick={() => go(-1)}
          aria-label="Previous testimonial"
        >
          <ArrowLeftIcon />
        </button>
        <span className="carousel__count" aria-live="polite">
          {current + 1} / {items.length}
        </span>
        <button ref={next} type="button" className="carousel__btn" {...EARLY_PRESS} onClick={() => go(1)} aria-label="Next testimonial">
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}
