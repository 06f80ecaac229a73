// The free-song page's telling parts (spec §2): the hero, What You'll Get, How It Works, the spots badge, the notice
// when the promotion is full, and the four testimonials.
import { Link } from '../../ui/router';
import { useTestimonials } from '../../core/api/queries';
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import { noSpotsMessage } from '../../../shared/freeSongSpots';
import { CheckIcon, GiftIcon, HeartIcon, MailIcon, MusicIcon, PenIcon, StarIcon } from '../../ui/icons';
import { TestimonialCarousel } from '../../ui/testimonials/TestimonialCarousel';
import { TestimonialsSection } from '../../ui/testimonials/Testimonial';
import type { FreeSongSpots } from './useFreeSongSpots';
import { createSongPath } from '../../ui/navigation';

/** "20 free songs" once the shop's number is known; "a few free songs" is never wrong before that. */
const spotsWords = (spots: number | null) => (spots === null ? 'a limited number of' : String(spots));

export function FreeSongHero({ offer, spots, full }: { offer: Offer; spots: number | null; full: boolean }) {
  const worth = formatMoney(offer.priceCents, offer.currency);
  return (
    <section className="fs-hero" aria-labelledby="fs-title">
      <div className="container fs-hero__inner">
        <div className="fs-hero__copy">
          <p className="fs-hero__kicker">
            <StarIcon width={16} height={16} /> {full ? 'This round is full' : `Limited offer · ${spotsWords(spots)} spots only`}
          </p>
          <h1 id="fs-title">Get a personalized song, free</h1>
          {full ? (
            <p className="fs-hero__lead" data-testid="hero-full">
              {spots === null ? 'Sorry, all spots have been filled. Follow us on social media for future offers!' : noSpotsMessage(spots)}{' '}
              You can still order a song of your own today, ready within {offer.deliveryHours} hours.
            </p>
          ) : (
            <p className="fs-hero__lead">
              We’re giving {spotsWords(spots)} people a song written from their own story and recorded by our musicians, normally {worth}.
              All we ask in return is a video of the moment they hear it.
            </p>
          )}
          <div className="btn-row">
            {full ? (
              <Link to={createSongPath('freeSong', { fresh: false })} className="btn btn--light btn--lg">
                Create Your Song
              </Link>
            ) : (
              <a href="#apply" className="btn btn--light btn--lg">
                Apply for Your Free Song
              </a>
            )}
            <Link to="/sample-songs" className="btn btn--ghost-light btn--lg">
              Hear Samples
            </Link>
          </div>
        </div>
        <div className="fs-ticket" aria-hidden="true">
          <p className="fs-ticket__label">Your personalized song</p>
          <p className="fs-ticket__price">
            <s>{worth}</s> <span>Free</span>
          </p>
          <p className="fs-ticket__note">Lyrics + produced MP3 · ready within {offer.deliveryHours} hours of approval</p>
        </div>
      </div>
    </section>
  );
}

const GETS = [
  {
    Icon: PenIcon,
    title: 'Lyrics from your story',
    text: 'Names, places and the little moments only you know, woven into every verse by a real songwriter.',
  },
  {
    Icon: MusicIcon,
    title: 'A fully produced song',
    text: 'Recorded by professional singers and musicians in the mood, genre and voice you choose.',
  },
  { Icon: MailIcon, title: 'MP3 and lyrics by email', text: 'Yours to keep, play and share, with a free digital copy of the lyrics.' },
  {
    Icon: GiftIcon,
    title: 'No card, no catch',
    text: 'The whole song is on us. We only ask you to film their reaction and send it to us.',
  },
];

export function WhatYouGet({ offer }: { offer: Offer }) {
  return (
    <section className="section" aria-labelledby="fs-gets-title">
      <div className="container">
        <div className="center">
          <span className="eyebrow">What You’ll Get</span>
          <h2 id="fs-gets-title">Everything a paid song includes, worth {formatMoney(offer.priceCents, offer.currency)}</h2>
        </div>
        <ul className="fs-gets">
          {GETS.map(({ Icon, title, text }) => (
            <li key={title} className="fs-gets__item">
              <span className="fs-icon">
                <Icon />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks({ offer }: { offer: Offer }) {
  const steps = [
    { Icon: PenIcon, title: 'Share the story', text: 'Fill in the form below: who it’s for, the occasion, and the memories that matter.' },
    {
      Icon: MusicIcon,
      title: `Your song within ${offer.deliveryHours} hours`,
      text: `Once your application is approved, our musicians write and record it, most within ${offer.deliveryHours} hours.`,
    },
    { Icon: HeartIcon, title: 'Record the reaction', text: 'Play it for them, film the moment they hear it, and send us the video.' },
  ];
  return (
    <section className="section section--blush" aria-labelledby="fs-how-title">
      <div className="container">
        <div className="center">
          <span className="eyebrow">How It Works</span>
          <h2 id="fs-how-title">Three steps to their song</h2>
        </div>
        <ol className="fs-steps">
          {steps.map(({ Icon, title, text }, i) => (
            <li key={title} className="fs-steps__item">
              <span className="fs-icon">
                <Icon />
              </span>
              <span className="fs-steps__number">Step {i + 1}</span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** "{n} of {spots} spots left", with a bar that empties as spots go; nothing while the count is unknown. */
export function SpotsBadge({ spots }: { spots: FreeSongSpots }) {
  if (!spots.info) {
    return spots.loading ? <p className="fs-spots fs-spots--loading">Checking the spots left…</p> : null;
  }
  const { remaining, spots: total } = spots.info;
  const left = total > 0 ? Math.round((remaining / total) * 100) : 0;
  return (
    <p className={`fs-spots${remaining === 0 ? ' fs-spots--none' : ''}`} data-testid="spots-badge">
      <span className="fs-spots__text">
        <strong>
          {remaining} of {total}
        </strong>{' '}
        spots left
      </span>
      <span className="fs-spots__bar" aria-hidden="true">
        <span style={{ width: `${left}%` }} />
      </span>
    </p>
  );
}

/** The promotion's terms in plain words, beside the form. */
export function GoodToKnow() {
  return (
    <ul className="fs-terms" aria-label="Good to know">
      <li>
        <CheckIcon width={20} height={20} /> Your song is yours to keep and share, for personal use
      </li>
      <li>
        <CheckIcon width={20} height={20} /> Your story stays private: only our songwriters read it
      </li>
      <li>
        <CheckIcon width={20} height={20} /> We email you once your application is approved
      </li>
    </ul>
  );
}

export function FullNotice({ spots, offer }: { spots: number | null; offer: Offer }) {
  return (
    <div className="fs-full card" data-testid="promotion-full">
      <h3>All free songs have been claimed</h3>
      <p>{spots === null ? 'Sorry, all spots have been filled. Follow us on social media for future offers!' : noSpotsMessage(spots)}</p>
      <p>You can still have a song written for someone you love: order yours today and it’s ready within {offer.deliveryHours} hours.</p>
      <Link to={createSongPath('freeSong', { fresh: false })} className="btn btn--primary btn--lg">
        Create Your Song
      </Link>
    </div>
  );
}

/** Up to four of the shop's testimonials; none hides the section. */
export function Testimonials() {
  const reviews = useTestimonials().data?.slice(0, 4) ?? [];
  return (
    <TestimonialsSection
      items={reviews}
      titleId="fs-reviews-title"
      eyebrow="Real reactions"
      title="What happens when the song starts playing"
      tone="blush"
    >
      <TestimonialCarousel items={reviews} />
    </TestimonialsSection>
  );
}
