// /checkout-pending: the payment was not completed. Says why that may be, promises a discount code in
// 12 hours, and offers to finish paying on the same checkout page (spec §2).
import { useState } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';
import { usePublicConfig } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import './CheckoutPendingPage.css';

const REASONS = [
  'You closed the payment window before it finished.',
  'Your bank asked for an extra verification step.',
  'The connection dropped while the payment was processing.',
];

export default function CheckoutPendingPage() {
  usePageMeta('Payment Incomplete', 'Your payment was not completed. You can finish it now or start over.');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const prefix = usePublicConfig().data?.checkoutUrlPrefix;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const completePayment = async () => {
    if (!sessionId) return;
    setBusy(true);
    setError(undefined);
    try {
      const { url } = await request(publicEndpoints.checkoutUrl, { params: { sessionId } });
      if (prefix && !url.startsWith(prefix)) throw new Error('Invalid checkout URL received');
      window.location.assign(url);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.serverMessage ?? err.message)
          : err instanceof Error
            ? err.message
            : 'Something went wrong. Please try again.',
      );
      setBusy(false);
    }
  };

  return (
    <section className="pending">
      <div className="container pending__inner">
        <h1>Payment Incomplete</h1>
        <p className="lead">Your song details are safe, but the payment didn’t go through. This usually happens because:</p>
        <ul className="pending__reasons">
          {REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="pending__code">
          Not ready yet? We’ll email you a <strong>special discount code in 12 hours</strong>, so you can come back when it suits you.
        </p>
        {error && (
          <p className="pending__error" role="alert">
            {error}
          </p>
        )}
        <div className="btn-stack pending__actions">
          {sessionId && (
            <button type="button" className="btn btn--primary btn--lg" onClick={() => void completePayment()} disabled={busy}>
              {busy ? 'Opening the payment page…' : 'Complete Payment'}
            </button>
          )}
          <Link to="/create-song" className="btn btn--outline btn--lg">
            Start Over
          </Link>
          <Link to="/" className="btn btn--outline btn--lg">
            Return Home
          </Link>
        </div>
      </div>
    </section>
  );
}
