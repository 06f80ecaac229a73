// What the order will cost, priced by the shared rules the server charges by: the offer of the page the
// customer started from (its "was" price too), rush, each add-on, a discount code once the server has said it
// applies (on the song and add-ons), and the tip.
import { formatMoney } from '../../../shared/money';
import type { Offer } from '../../../shared/offers';
import { TIP_LINE_NAME, type OrderPrice } from '../../../shared/pricing';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import type { DiscountCheck } from './useDiscountCheck';
import type { StepPrice } from './useWizard';

const NOTES: Record<Exclude<DiscountCheck['state'], 'none' | 'valid'>, string> = {
  checking: 'Checking your code…',
  needsEmail: 'Add your email to check this code.',
  invalid: `${WIZARD_MESSAGES.discountUnknown}.`,
  unknown: 'We’ll check this code at checkout.',
};

/** The code's line: what it takes off once the server said it applies, a dash while it is checked or refused. */
function DiscountLine({ discount, price }: { discount: DiscountCheck; price: OrderPrice }) {
  const valid = discount.state === 'valid' ? discount : undefined;
  return (
    <div className={`cs-summary__discount${valid ? ' cs-summary__discount--valid' : ''}`} data-testid="discount-line">
      <dt>{valid ? `Discount (${valid.percentOff} %)` : 'Discount'}</dt>
      <dd>
        {valid ? (
          `−${formatMoney(price.discountCents, price.currency)}`
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">none</span>
          </>
        )}
      </dd>
    </div>
  );
}

export function PriceSummary({
  offer,
  rush,
  discount,
  priced,
}: {
  offer: Offer;
  rush: boolean;
  discount: DiscountCheck;
  priced: StepPrice;
}) {
  const { price } = priced;
  return (
    <section className="cs-summary" aria-labelledby="cs-summary-title">
      <h2 id="cs-summary-title" className="cs-summary__title">
        Your order
      </h2>
      <dl className="cs-summary__lines">
        <div>
          <dt>Personalized song</dt>
          <dd data-testid="summary-price">
            {offer.compareAtCents !== undefined && (
              <s className="cs-summary__was">
                <span className="visually-hidden">was </span>
                {formatMoney(offer.compareAtCents, price.currency)}
              </s>
            )}
            {formatMoney(price.baseCents, price.currency)}
          </dd>
        </div>
        {rush && (
          <div>
            <dt>Rush delivery</dt>
            <dd>+{formatMoney(price.rushFeeCents, price.currency)}</dd>
          </div>
        )}
        {priced.addOns.map((addOn) => (
          <div key={addOn.id} data-testid="summary-add-on">
            <dt>{addOn.name}</dt>
            <dd>+{formatMoney(addOn.priceCents, price.currency)}</dd>
          </div>
        ))}
        {/* One line for the code, and one for its note below, whatever its state: the summary keeps its height
            while the code is checked. */}
        {discount.state !== 'none' && <DiscountLine discount={discount} price={price} />}
        {price.tipCents > 0 && (
          <div data-testid="summary-tip">
            <dt>{TIP_LINE_NAME}</dt>
            <dd>+{formatMoney(price.tipCents, price.currency)}</dd>
          </div>
        )}
        <div className="cs-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatMoney(price.totalCents, price.currency)}</dd>
        </div>
      </dl>
      <p className="cs-summary__note" data-testid="summary-delivery">
        {rush ? `Rush: ready in ${price.deliveryHours} hours` : `Ready in ${price.deliveryHours} hours`}
      </p>
      {discount.state !== 'none' && (
        <p className={`cs-summary__code cs-summary__code--${discount.state}`} role="status" data-testid="discount-note">
          {discount.state === 'valid' ? `Code ${discount.code} applied.` : NOTES[discount.state]}
        </p>
      )}
    </section>
  );
}
