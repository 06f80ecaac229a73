// The buyer's order page: each refund ("$39.50 refunded on August 5, 2026") and, for a song delivered after its
// due time, what the guarantee gave (the rush fee back, or a code for a next song), in the words of the mail.
import type { OrderView } from '../../../shared/api-types';
import { formatAmount } from '../../../shared/money';
import { guaranteeSentence } from '../../../shared/refunds';
import { formatDay } from '../../core/moments';
import { useClockZone } from '../../ui/useRenderContext';

export function OrderRefunds({ order }: { order: Pick<OrderView, 'refunds' | 'guarantee' | 'currency'> }) {
  const zone = useClockZone();
  const refunds = order.refunds ?? [];
  if (!refunds.length && !order.guarantee) return null;
  return (
    <section className="order-page__refunds" aria-labelledby="order-refunds-title" data-testid="order-refunds">
      <h2 id="order-refunds-title" className="order-page__refunds-title">
        {refunds.length ? 'Refunds' : 'Our on-time promise'}
      </h2>
      {order.guarantee && <p className="order-page__guarantee">{guaranteeSentence(order.guarantee)}</p>}
      {refunds.length > 0 && (
        <>
          <ul className="order-page__refund-list">
            {refunds.map((r) => (
              <li key={r.id}>
                <strong>{formatAmount(r.amountCents, r.currency || order.currency)}</strong> refunded on{' '}
                <time dateTime={r.createdAt}>{formatDay(r.createdAt, zone)}</time>
              </li>
            ))}
          </ul>
          <p className="order-page__refund-note">A refund reaches your card in 5–7 business days.</p>
        </>
      )}
    </section>
  );
}
