// Home, variant B (/hero): its own header, a video hero with the price card, then sections that load
// as they scroll near.
import { lazy } from 'react';
import { Link } from '../../ui/router';
import { formatMoney } from '../../../shared/money';
import { useOffers, useShop } from '../../core/api/queries';
import { HeroVideo } from './HeroVideo';
import { ClockIcon, HeartIcon, ShieldIcon } from '../../ui/icons';
import { LazySection } from '../../ui/LazySection';
import { PriceTag } from '../../ui/PriceTag';
import { usePageMeta } from '../../ui/usePageMeta';
import { HeroHeader } from './HeroHeader';
import './HeroPage.css';
import { createSongPath } from '../../ui/navigation';

const HeroSections = lazy(() => import('./HeroSections'));

export default function HeroPage() {
  const offer = useOffers().home;
  const { socialProof } = useShop();
  usePageMeta(
    'Bring Their Heart to Tears',
    `A personalized song written from your story by real musicians, delivered in ${offer.deliveryHours} hours.`,
  );
  const listen = () => document.getElementById('love-stories')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <div className="hero-page">
      <section className="hero-b" aria-labelledby="hero-b-title">
        <HeroVideo />
        <HeroHeader />

        <div className="container hero-b__body">
          <div className="hero-b__copy">
            <p className="hero-b__kicker">Personalized songs from your story</p>
            <h1 id="hero-b-title">Bring Their Heart to Tears</h1>
            <p className="hero-b__lead">
              Your memories, written into lyrics and recorded by real musicians. The gift they’ll play again and again.
            </p>
            <div className="btn-row">
              <Link to={createSongPath('home')} className="btn btn--primary btn--lg">
                Create My Song
              </Link>
              <button type="button" className="btn btn--ghost-light btn--lg" onClick={listen}>
                Listen to Samples
              </button>
            </div>
            <ul className="hero-b__badges" aria-label="Our promises">
              {socialProof && (
                <li>
                  <HeartIcon width={18} height={18} /> {socialProof}
                </li>
              )}
              <li>
                <ClockIcon width={18} height={18} /> Ready in {offer.deliveryHours} hours
              </li>
              <li>
                <ShieldIcon width={18} height={18} /> Money-back guarantee
              </li>
            </ul>
          </div>

          <aside className="hero-b__price" aria-label="Price">
            <p className="hero-b__price-label">Your personalized song</p>
            <p className="hero-b__price-row">
              <PriceTag offer={offer} />
              <span>per song</span>
            </p>
            <ul>
              <li>
                Delivered within <strong>{offer.deliveryHours} hours</strong>
              </li>
              <li>
                Rush: <strong>{offer.rushHours} hours</strong> for +{formatMoney(offer.rushFeeCents, offer.currency)}
              </li>
              <li>Lyrics included · one free revision</li>
            </ul>
            <Link to={createSongPath('home')} className="btn btn--primary btn--block">
              Start Your Song
            </Link>
          </aside>
        </div>
      </section>

      <LazySection minHeight={900}>
        <HeroSections />
      </LazySection>
    </div>
  );
}
