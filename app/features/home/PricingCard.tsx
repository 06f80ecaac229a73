// The landing page's pricing card: the offer, what is included, delivery and rush.
import { Link } from '../../ui/router';
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import { CheckIcon } from '../../ui/icons';
import { PriceTag } from '../../ui/PriceTag';
import { createSongPath } from '../../ui/navigation';

const INCLUDED = [
  'An original song written from your story',
  'Professionally produced, studio-quality MP3',
  'Free digital copy of the lyrics',
  'One free round of lyric revisions',
  '100% satisfaction or your money back',
];

export function PricingCard({ offer }: { offer: Offer }) {
  return (
    <div className="pricing-card" data-testid="pricing-card">
      {offer.compareAtCents !== undefined && <p className="pricing-card__ribbon">Launch offer</p>}
      <h3 className="pricing-card__name">Your personalized song</h3>
      <p className="pricing-card__price">
        <PriceTag offer={offer} />
        <span className="pricing-card__per">per song, {offer.currency}</span>
      </p>
      <ul className="pricing-card__list">
        {INCLUDED.map((item) => (
          <li key={item}>
            <CheckIcon width={20} height={20} className="pricing-card__check" />
            {item}
          </li>
        ))}
      </ul>
      <p className="pricing-card__delivery">
        Delivered within <strong>{offer.deliveryHours} hours</strong>. Need it sooner? Rush delivery in {offer.rushHours} hours for +
        {formatMoney(offer.rushFeeCents, offer.currency)}.
      </p>
      <Link to={createSongPath('landing')} className="btn btn--primary btn--lg btn--block">
        Create Your Song
      </Link>
    </div>
  );
}
