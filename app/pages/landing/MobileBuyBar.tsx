// The sticky bottom bar on phones: the price and "Create Your Song", one tap away once the hero's own
// buttons have scrolled out of view.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Offer } from '../../../shared/offers';
import { PriceTag } from '../../components/PriceTag';

export function MobileBuyBar({ offer, watch }: { offer: Offer; watch: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target || !('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <aside className={`buy-bar${visible ? ' buy-bar--visible' : ''}`} aria-label="Order your song" aria-hidden={!visible} inert={!visible}>
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
