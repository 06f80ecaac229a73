// Home, variant A (/ and /home): hero, badges, samples, three steps, testimonials, anniversaries,
// pricing, five questions, and the sticky mobile bar.
import { lazy } from 'react';
import { Link } from '../../ui/router';
import { useOffers, useShop, useTestimonials } from '../../core/api/queries';
import { LazySection } from '../../ui/LazySection';
import { TestimonialsSection } from '../../ui/testimonials/Testimonial';
import { usePageMeta } from '../../ui/usePageMeta';
import { LandingHero } from './LandingHero';
import { MobileBuyBar } from './MobileBuyBar';
import './Landing.css';

// Below the fold: each its own chunk, loaded (and, on a prerendered page, hydrated) as it scrolls near. The three
// sections of plain text and links share one chunk (LandingSections.tsx): kept out of the first visit's code, they
// are not hydrated with the first screen either.
const HomeFaq = lazy(() => import('./HomeFaq'));
const landingSections = () => import('./LandingSections');
const StepsSection = lazy(() => landingSections().then((m) => ({ default: m.StepsSection })));
const AnniversarySection = lazy(() => landingSections().then((m) => ({ default: m.AnniversarySection })));
const PricingSection = lazy(() => landingSections().then((m) => ({ default: m.PricingSection })));
const SampleSongsPreview = lazy(() => import('../samples/SampleSongsPreview').then((m) => ({ default: m.SampleSongsPreview })));
const TestimonialCarousel = lazy(() =>
  import('../../ui/testimonials/TestimonialCarousel').then((m) => ({ default: m.TestimonialCarousel })),
);

/** The landing's carousel shows up to four. */
const LANDING_REVIEWS = 4;

export default function LandingPage() {
  const offer = useOffers().landing;
  const shop = useShop();
  const reviews = useTestimonials().data?.slice(0, LANDING_REVIEWS) ?? [];
  usePageMeta(
    `${shop.name} | Personalized Songs Written Just for Them`,
    'Tell us your story and our musicians turn it into a personalized song — lyrics and MP3 — for anniversaries, weddings, proposals and birthdays.',
  );

  return (
    <div className="landing">
      <LandingHero offer={offer} />
      <SamplesSection />
      <LazySection minHeight={960}>
        <StepsSection />
      </LazySection>
      <TestimonialsSection items={reviews} titleId="reviews-title" eyebrow="Real reactions" title="The moment the song starts playing">
        <LazySection minHeight={320}>
          <TestimonialCarousel items={reviews} />
        </LazySection>
      </TestimonialsSection>
      <LazySection minHeight={720}>
        <AnniversarySection />
      </LazySection>
      <LazySection minHeight={900}>
        <PricingSection offer={offer} />
      </LazySection>
      <FaqSection />
      <MobileBuyBar offer={offer} watch="landing-actions" />
    </div>
  );
}

function SamplesSection() {
  return (
    <section id="samples" className="section" aria-labelledby="samples-title">
      <div className="container">
        <div className="center">
          <span className="eyebrow">Listen first</span>
          <h2 id="samples-title">Songs we’ve written for people like you</h2>
          <p className="lead">Every song starts as someone’s story. Press play and hear what yours could become.</p>
        </div>
        <LazySection minHeight={720}>
          <SampleSongsPreview />
        </LazySection>
      </div>
    </section>
  );
}

function FaqSection() {
  return (
    <section className="section section--blush" aria-labelledby="home-faq-title">
      <div className="container landing-faq">
        <div className="center">
          <span className="eyebrow">Questions</span>
          <h2 id="home-faq-title">Before you begin</h2>
        </div>
        <LazySection minHeight={420}>
          <HomeFaq />
        </LazySection>
        <p className="center" style={{ marginTop: 24 }}>
          <Link to="/faq">See all questions</Link>
        </p>
      </div>
    </section>
  );
}
