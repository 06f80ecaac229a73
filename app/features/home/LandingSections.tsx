// The home page's three sections of plain text and links below the fold: how it works, anniversaries, pricing.
// A chunk of their own (LandingPage.tsx), loaded and hydrated as they near the screen.
import type { Offer } from '../../../shared/offers';
import { HeartIcon, MusicIcon, PenIcon } from '../../ui/icons';
import { PricingCard } from './PricingCard';

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

export function StepsSection() {
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

export function AnniversarySection() {
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

export function PricingSection({ offer }: { offer: Offer }) {
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
