// /thank-you: payment received. Shows the amount and the order's reference, says what happens next, clears the
// saved draft, and asks the server to confirm the payment in case its webhook has not arrived (spec §2, §7).
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import { currencySymbol } from '../../../shared/money';
import { displayReference } from '../../../shared/pricing';
import { track } from '../../core/analytics';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';
import { useOffers } from '../../core/api/queries';
import { CheckIcon, ClockIcon, MailIcon } from '../../ui/icons';
import { NotifyWhenReady } from '../push';
import { clearDraft } from './drafts';
import { usePageMeta } from '../../ui/usePageMeta';
import './ThankYouPage.css';

/**
 * The session check confirms a payment whose webhook is late, and names the order's reference: the one the
 * mails and the order page show. Asked once per session; a session the server does not know is not retried.
 */
function useSessionCheck(sessionId: string | null) {
  return useQuery({
    queryKey: [publicEndpoints.sessionCheck.path, sessionId],
    queryFn: () => request(publicEndpoints.sessionCheck, { params: { sessionId: sessionId! } }),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

function ReferenceFact({ sessionId }: { sessionId: string }) {
  const check = useSessionCheck(sessionId);
  const orderReference = check.data?.orderReference;
  const paymentReference = displayReference(sessionId);
  // Without the order's reference (an unknown session, or no answer) the payment's is all there is to quote.
  if (check.isError || (check.isSuccess && !orderReference)) {
    return (
      <div>
        <dt>Payment reference</dt>
        <dd data-testid="payment-reference">{paymentReference}</dd>
      </div>
    );
  }
  return (
    <div>
      <dt>Order reference</dt>
      <dd data-testid="order-reference" aria-busy={!orderReference || undefined}>
        {orderReference ?? (
          // Holds the line's height while the reference is on its way, so nothing below moves when it arrives.
          <span className="thanks__placeholder">
            <span className="visually-hidden">Loading…</span>
          </span>
        )}
      </dd>
      <dd className="thanks__payment-ref" data-testid="payment-reference">
        Payment ref. {paymentReference}
      </dd>
    </div>
  );
}

/** Once the session check names the paid order, this device can ask for a push when its song is delivered. */
function NotifyForOrder({ sessionId }: { sessionId: string }) {
  const orderToken = useSessionCheck(sessionId).data?.orderToken;
  return <NotifyWhenReady target={orderToken ? { kind: 'order', token: orderToken } : null} />;
}

/**
 * When the song arrives: the order's own promise once the session check names it (its offer's hours, or its rush
 * hours); without a known order, the wizard offer's promise with its rush alternative.
 */
function PromiseFact({ sessionId }: { sessionId: string | null }) {
  const check = useSessionCheck(sessionId);
  const offer = useOffers().wizard;
  const hours = check.data?.deliveryHours;
  const known = sessionId !== null && !check.isError && !(check.isSuccess && hours === undefined);
  let text: ReactNode;
  if (hours !== undefined) {
    text = (
      <>
        <strong>Your MP3 and lyrics arrive within {hours} hours</strong>
        {check.data?.rushDelivery ? ' (rush delivery).' : '.'}
      </>
    );
  } else if (known) {
    // Holds the line while the order's promise is on its way, rather than showing a figure that may be wrong.
    text = (
      <strong className="thanks__placeholder" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
      </strong>
    );
  } else {
    text = (
      <>
        <strong>Your MP3 and lyrics arrive within {offer.deliveryHours} hours</strong> ({offer.rushHours} hours if you chose rush delivery).
      </>
    );
  }
  return (
    <li>
      <ClockIcon />
      <span data-testid="delivery-promise">{text}</span>
    </li>
  );
}

/** "108.00" and "eur" → "€108.00"; a missing or odd amount shows nothing rather than a wrong figure. */
function formatPaid(amount: string | null, currency: string | null): string | undefined {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return undefined;
  return `${currencySymbol(currency)}${Number(amount).toFixed(2)}`;
}

export default function ThankYouPage() {
  usePageMeta('Thank you', 'Your song is on its way.');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const paid = formatPaid(params.get('amount'), params.get('currency'));

  useEffect(() => {
    void clearDraft().catch((err: unknown) => console.warn('Could not clear the saved draft', err));
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    // One purchase event per payment, even if the page is reloaded.
    const key = `purchase-tracked:${sessionId}`;
    const amount = Number(params.get('amount'));
    if (sessionStorage.getItem(key) !== '1' && Number.isFinite(amount)) {
      sessionStorage.setItem(key, '1');
      track({ name: 'purchase', value: amount, currency: (params.get('currency') ?? 'USD').toUpperCase(), transactionId: sessionId });
    }
  }, [sessionId, params]);

  return (
    <section className="thanks">
      <div className="container thanks__inner">
        <span className="thanks__badge" aria-hidden="true">
          <CheckIcon width={36} height={36} />
        </span>
        <h1>Thank you! Your song is on its way</h1>
        {(paid || sessionId) && (
          <dl className="thanks__facts">
            {paid && (
              <div>
                <dt>Amount paid</dt>
                <dd data-testid="amount-paid">{paid}</dd>
              </div>
            )}
            {sessionId && <ReferenceFact sessionId={sessionId} />}
          </dl>
        )}
        <ul className="thanks__next">
          <li>
            <MailIcon />
            <span>
              <strong>Check your email.</strong> We’ve sent your order confirmation with a link to follow your song.
            </span>
          </li>
          <PromiseFact sessionId={sessionId} />
        </ul>
        {sessionId && <NotifyForOrder sessionId={sessionId} />}
        <div className="btn-stack">
          <Link to="/" className="btn btn--outline btn--lg">
            Return Home
          </Link>
          <Link to="/create-song?fresh=true" className="btn btn--primary btn--lg">
            Create Another Song
          </Link>
        </div>
      </div>
    </section>
  );
}
