// Home, variant A (/ and /home): hero, badges, samples, three steps, testimonials, anniversaries,
// pricing, five questions, and the sticky mobile bar.
import { lazy } from 'react';
import { Link } from '../../ui/router';
import { useOffers, useShop, useTestimonials } from '../../core/api/queries';
import { HeartIcon, MusicIcon, PenIcon } from '../../ui/icons';
import { LazySection } from '../../ui/LazySection';
import { TestimonialsSection } from '../../ui/testimonials/Testimonial';
import { usePageMeta } from '../../ui/usePageMeta';
import { LandingHero } from './LandingHero';
import { MobileBuyBar } from './MobileBuyBar';
import { PricingCard } from './PricingCard';
import './Landing.css';

// Below the fold: each its own chunk, loaded (and, on a prerendered page, hydrated) as it scrolls near.
const HomeFaq = lazy(() => import('./HomeFaq'));
const SampleSongsPreview = lazy(() => import('../samples/SampleSongsPreview').then((m) => ({ default: m.SampleSongsPreview })));
const TestimonialCarousel = lazy(() =>
  import('../../ui/testimonials/TestimonialCarousel').then((m) => ({ default: m.TestimonialCarousel })),
);

const STEPS = [
  {
    Icon: PenIcon,
    title: 'Share your story',
    text: 'Answer a few gentle questions: who it’s for, the occasion, and the memories that matter. Five minutes is enough.',
  },
  {
    Icon: MusicIcon,
    title: 'We create your song',
    text: 'A songwriter shapes your words into lyrics, and our musicians record and produce it in the style you chose.',
  },
  {
    Icon: HeartIcon,
    title: 'Surprise them',
    text: 'Your MP3 and lyrics arrive by email. Press play, watch their face, and keep the moment forever.',
  },
];

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
      <StepsSection />
      <TestimonialsSection items={reviews} titleId="reviews-title" eyebrow="Real reactions" title="The moment the song starts playing">
        <LazySection minHeight={320}>
          <TestimonialCarousel items={reviews} />
        </LazySection>
      </TestimonialsSection>
      <AnniversarySection />
      <PricingSection offer={offer} />
      <FaqSection />
      <MobileBuyBar offer={offer} watch="landing-actions" />
    </div>
  );
}

type Offer = ReturnType<typeof useOffers>['landing'];

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

function StepsSection() {
  return (
    <section className="section section--blush" aria-labelledby="steps-title">
      <div className="container">
        <div className="center">
          <span className="eyebrow">How it works</span>
          <h2 id="steps-title">Three steps to the most personal gift they’ll ever get</h2>
        </div>
        <ol className="landing-steps">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="landing-steps__item">
              <span className="landing-steps__icon">
                <Icon />
              </span>
              <span className="landing-steps__number">Step {i + 1}</span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function AnniversarySection() {
  return (
    <section className="section section--plum" aria-labelledby="anniversary-title">
      <div className="container landing-anniversary">
        <div>
          <span className="eyebrow">Built for anniversaries</span>
          <h2 id="anniversary-title">Flowers fade. A song about your years together doesn’t.</h2>
          <p className="lead">
            Anniversaries are what we do best: the first date, the hard years you got through, the inside jokes only the two of you
            understand. We weave them into a song that sounds like your marriage.
          </p>
        </div>
        <ul className="landing-anniversary__list">
          <li>Your names, places and dates in the lyrics</li>
          <li>The style you love — ballad, acoustic, pop, country and more</li>
          <li>A female or male voice, or let us choose</li>
          <li>Ready in time for dinner with rush delivery</li>
        </ul>
      </div>
    </section>
  );
}

function PricingSection({ offer }: { offer: Offer }) {
  return (
    <section className="section" aria-labelledby="pricing-title">
      <div className="container landing-pricing">
        <div>
          <span className="eyebrow">Simple pricing</span>
          <h2 id="pricing-title">One song. One price. Everything included.</h2>
          <p className="lead">No subscriptions, no hidden fees. If the song doesn’t move you, we’ll revise it or refund you in full.</p>
        </div>
        <PricingCard offer={offer} />
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
