// What the order will cost as the wizard offer states it (the server computes the amount actually charged).
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import { priceOrder } from '../../../shared/pricing';

export function PriceSummary({ offer, rush, discountCode }: { offer: Offer; rush: boolean; discountCode: string }) {
  const price = priceOrder(offer, { rush });
  return (
    <section className="cs-summary" aria-labelledby="cs-summary-title">
      <h2 id="cs-summary-title" className="cs-summary__title">
        Your order
      </h2>
      <dl className="cs-summary__lines">
        <div>
          <dt>Personalized song</dt>
          <dd>{formatMoney(price.baseCents, price.currency)}</dd>
        </div>
        {rush && (
          <div>
            <dt>Rush delivery</dt>
            <dd>+{formatMoney(price.rushFeeCents, price.currency)}</dd>
          </div>
        )}
        <div className="cs-summary__total">
          <dt>Total</dt>
          <dd>{formatMoney(price.totalCents, price.currency)}</dd>
        </div>
      </dl>
      <p className="cs-summary__note">
        Ready in {price.deliveryHours} hours{discountCode.trim() ? ' · Discount applied at checkout' : ''}
      </p>
    </section>
  );
}
