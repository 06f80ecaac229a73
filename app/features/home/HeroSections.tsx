// Everything below the /hero page's fold, loaded when scrolled near: samples, the four steps,
// testimonials, questions, other services, and a closing call to action.
import { Link } from '../../ui/router';
import { useFreeSongEnabled, useTestimonials } from '../../core/api/queries';
import { FaqAccordion } from '../../ui/FaqAccordion';
import { GiftIcon, HeartIcon, MailIcon, MusicIcon, PenIcon, SlidersIcon } from '../../ui/icons';
import { SampleSongsPreview } from '../samples';
import { TestimonialsSection } from '../../ui/testimonials/Testimonial';
import { TestimonialCard } from '../../ui/testimonials/TestimonialCard';
import { FAQ_ITEMS } from '../../../shared/faq';
import { createSongPath } from '../../ui/navigation';

const STEPS = [
  { Icon: PenIcon, title: 'Share Your Story', text: 'Tell us who it’s for, the occasion and the moments that matter.' },
  { Icon: SlidersIcon, title: 'Choose Your Style', text: 'Pick the mood, the genre and the voice you want to hear.' },
  { Icon: MusicIcon, title: 'We Create Magic', text: 'Our songwriters and musicians write, record and produce your song.' },
  { Icon: GiftIcon, title: 'Receive Your Song', text: 'Your MP3 and lyrics arrive by email, ready to share.' },
];

export default function HeroSections() {
  // The spec's three reviews: the first three of the shop's.
  const reviews = useTestimonials().data?.slice(0, 3) ?? [];
  return (
    <>
      <SamplesSection />
      <ProcessSection />
      <TestimonialsSection items={reviews} titleId="hero-reviews-title" title="What they said">
        <div className="grid grid--3">
          {reviews.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} showRatingNumber />
          ))}
        </div>
      </TestimonialsSection>
      <FaqSection />
      <ExploreSection />
      <ClosingSection />
    </>
  );
}

function SamplesSection() {
  return (
    <section id="love-stories" className="section" aria-labelledby="love-stories-title">
      <div className="container">
        <div className="center">
          <span className="eyebrow">Samples</span>
          <h2 id="love-stories-title">Listen to Love Stories</h2>
        </div>
        <SampleSongsPreview />
      </div>
    </section>
  );
}

function ProcessSection() {
  return (
    <section className="section section--blush" aria-labelledby="process-title">
      <div className="container">
        <h2 id="process-title" className="center">
          Four steps to their song
        </h2>
        <ol className="hero-steps">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title}>
              <span className="hero-steps__icon">
                <Icon />
              </span>
              <span className="hero-steps__num">{i + 1}</span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function FaqSection() {
  return (
    <section className="section section--blush" aria-labelledby="hero-faq-title">
      <div className="container hero-faq">
        <h2 id="hero-faq-title" className="center">
          Questions, answered
        </h2>
        <FaqAccordion items={FAQ_ITEMS.slice(0, 5)} headingLevel="h3" />
        <p className="center" style={{ marginTop: 24 }}>
          <Link to="/faq" className="btn btn--outline">
            View All FAQs
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The other pages worth a visit; the free-song offer only while it runs. */
function ExploreSection() {
  const freeSong = useFreeSongEnabled();
  const services = [
    { to: '/sample-songs', title: 'Sample songs', text: 'Hear songs we wrote for other couples and families.', Icon: MusicIcon },
    { to: '/how-it-works', title: 'How it works', text: 'From your story to a finished song, step by step.', Icon: SlidersIcon },
    ...(freeSong
      ? [
          {
            to: '/free-song',
            title: 'Free song offer',
            text: 'Only 20 spots: get a song free in exchange for a reaction video.',
            Icon: HeartIcon,
          },
        ]
      : []),
    { to: '/contact', title: 'Contact us', text: 'Questions about a gift or a deadline? Write to us.', Icon: MailIcon },
  ];

  return (
    <section className="section" aria-labelledby="explore-title">
      <div className="container">
        <h2 id="explore-title" className="center">
          Explore
        </h2>
        <ul className="hero-explore">
          {services.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link to={to} className="hero-explore__card">
                <Icon />
                <span className="hero-explore__title">{title}</span>
                <span className="hero-explore__text">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingSection() {
  return (
    <section className="section section--plum" aria-labelledby="closing-title">
      <div className="container center">
        <h2 id="closing-title">Some feelings only fit in a song</h2>
        <p className="lead">Start with a few lines about the person you love. We’ll write the rest.</p>
        <Link to={createSongPath('home')} className="btn btn--light btn--lg">
          Create My Song
        </Link>
      </div>
    </section>
  );
}
