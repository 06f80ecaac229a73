// The sticky bottom bar on phones: the price and "Create Your Song", always one tap away.
import { Link } from 'react-router-dom';
import type { Offer } from '../../../shared/offers';
import { PriceTag } from '../../components/PriceTag';

export function MobileBuyBar({ offer }: { offer: Offer }) {
  return (
    <aside className="buy-bar" aria-label="Order your song">
      <div className="buy-bar__price">
        <PriceTag offer={offer} />
        <span className="buy-bar__note">Ready in {offer.deliveryHours} h</span>
      </div>
      <Link to="/create-song?fresh=true" className="btn btn--primary">
        Create Your Song
      </Link>
    </aside>
  );
}
