// A price as the offer states it: the price, and the struck-through "was" price when there is one.
import type { Offer } from '../../shared/offers';
import { formatMoney } from '../../shared/money';

export function PriceTag({ offer, className = '' }: { offer: Offer; className?: string }) {
  return (
    <span className={`price-tag ${className}`}>
      <strong className="price-tag__now">{formatMoney(offer.priceCents, offer.currency)}</strong>
      {offer.compareAtCents !== undefined && (
        <s className="price-tag__was">
          <span className="visually-hidden">was </span>
          {formatMoney(offer.compareAtCents, offer.currency)}
        </s>
      )}
    </span>
  );
}
