// The landing page's opening: video hero, headline, the two calls to action, and the trust badges.
import { Link } from '../../ui/router';
import type { Offer } from '../../../shared/offers';
import { track } from '../../core/analytics';
import { useShop } from '../../core/api/queries';
import { HeroVideo } from './HeroVideo';
import { ClockIcon, ShieldIcon, StarIcon } from '../../ui/icons';
import { createSongPath } from '../../ui/navigation';

export function LandingHero({ offer }: { offer: Offer }) {
  const { socialProof } = useShop();
  const startSong = () => {
    track({ name: 'click', label: 'primary-cta' });
    track({ name: 'conversion', value: offer.priceCents / 100, currency: offer.currency });
  };
  const hearSamples = () => document.getElementById('samples')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <HeroVideo />
      <div className="container landing-hero__content">
        <p className="landing-hero__kicker">Personalized songs from your story</p>
        <h1 id="landing-title">Give them a song that could only be about the two of you</h1>
        <p className="landing-hero__lead">
          Tell us how you met, what you whisper, what you’d never say out loud. Real songwriters and singers turn it into a finished song —
          lyrics and MP3 — ready within {offer.deliveryHours} hours.
        </p>
        <div className="btn-row" id="landing-actions">
          <Link to={createSongPath('landing')} className="btn btn--primary btn--lg" onClick={startSong}>
            Start Your Song
          </Link>
          <button type="button" className="btn btn--ghost-light btn--lg" onClick={hearSamples}>
            Hear Samples
          </button>
        </div>
      </div>
      <ul className="container landing-badges" aria-label="Why people trust us">
        {socialProof && (
          <li>
            <StarIcon className="landing-badges__icon" />
            <span>
              <strong>{socialProof}</strong>
            </span>
          </li>
        )}
        <li>
          <ClockIcon className="landing-badges__icon" />
          <span>
            <strong>Ready within {offer.deliveryHours} hours</strong> or {offer.rushHours} with rush
          </span>
        </li>
        <li>
          <ShieldIcon className="landing-badges__icon" />
          <span>
            <strong>Money-back guarantee</strong> if it doesn’t move you
          </span>
        </li>
      </ul>
    </section>
  );
}
