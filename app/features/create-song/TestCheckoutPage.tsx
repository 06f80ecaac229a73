// /test-checkout/{sessionId}: the built-in payment page of a shop without a Stripe account (DESIGN §5),
// clearly labelled: Pay and Cancel drive the same code as a real payment provider's webhook.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../ui/router';
import type { TestCheckoutSession } from '../../../shared/api-types';
import { formatAmount } from '../../../shared/money';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';
import { PageFallback } from '../../ui/PageFallback';
import { Logo } from '../../ui/Logo';
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import './TestCheckoutPage.css';

type Action = 'pay' | 'cancel';

export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  usePageMeta('Test checkout');
  const shop = useShop();
  const {
    data: session,
    error,
    isPending,
  } = useQuery({
    queryKey: [publicEndpoints.testCheckoutSession.path, sessionId],
    queryFn: () => request(publicEndpoints.testCheckoutSession, { params: { sessionId } }),
    retry: false,
  });
  const [busy, setBusy] = useState<Action | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const act = async (action: Action) => {
    setBusy(action);
    setFailure(undefined);
    try {
      const endpoint = action === 'pay' ? publicEndpoints.testCheckoutPay : publicEndpoints.testCheckoutCancel;
      const { redirectUrl } = await request(endpoint, { params: { sessionId } });
      window.location.assign(redirectUrl);
    } catch (err) {
      setFailure(err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.');
      setBusy(undefined);
    }
  };

  if (isPending) return <PageFallback />;
  return (
    <div className="test-checkout">
      <p className="test-checkout__banner" role="note">
        Test mode: no card is charged
      </p>
      <div className="test-checkout__card">
        <Logo />
        {!session ? (
          <>
            <h1>Checkout not found</h1>
            <p>{error instanceof ApiError && error.serverMessage ? error.serverMessage : 'This payment link is not valid.'}</p>
          </>
        ) : (
          <SessionCard session={session} shopName={shop.name} busy={busy} failure={failure} onAct={(action) => void act(action)} />
        )}
      </div>
    </div>
  );
}

interface SessionCardProps {
  session: TestCheckoutSession;
  shopName: string;
  busy: Action | undefined;
  failure: string | undefined;
  onAct: (action: Action) => void;
}

/** What is being paid for, and Pay / Cancel while the session is open. */
function SessionCard({ session, shopName, busy, failure, onAct }: SessionCardProps) {
  return (
    <>
      <h1>Pay {shopName}</h1>
      <p className="test-checkout__amount" data-testid="checkout-amount">
        {formatAmount(session.amountCents, session.currency)}
      </p>
      {/* One line per item, as Stripe's page lists them; a session from an older server has only its description. */}
      {session.lines && session.lines.length > 1 ? (
        <ul className="test-checkout__lines" data-testid="checkout-lines">
          {session.lines.map((line, index) => (
            <li key={index}>
              <span>{line.name}</span>
              <span>{formatAmount(line.amountCents, session.currency)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="test-checkout__line">{session.description}</p>
      )}
      <p className="test-checkout__email">Receipt to {session.customerEmail}</p>
      {session.status !== 'open' && (
        <p className="test-checkout__closed" role="status">
          {session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.'}
        </p>
      )}
      {failure && (
        <p className="test-checkout__error" role="alert">
          {failure}
        </p>
      )}
      <div className="test-checkout__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          disabled={session.status !== 'open' || busy !== undefined}
          onClick={() => onAct('pay')}
        >
          {busy === 'pay' ? 'Paying…' : `Pay ${formatAmount(session.amountCents, session.currency)}`}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--block"
          disabled={session.status !== 'open' || busy !== undefined}
          onClick={() => onAct('cancel')}
        >
          Cancel
        </button>
      </div>
    </>
  );
}
