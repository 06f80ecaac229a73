// /thank-you: payment received. Shows the amount and reference, says what happens next, clears the saved
// draft, and asks the server to confirm the payment in case its webhook has not arrived (spec §2, §7).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SessionCheckResponse } from '../../../shared/api-types';
import { currencySymbol } from '../../../shared/money';
import { displayReference } from '../../../shared/pricing';
import { track } from '../../analytics';
import { apiGet } from '../../api/client';
import { useOffers } from '../../api/queries';
import { CheckIcon, ClockIcon, MailIcon } from '../../components/icons';
import { clearDraft } from '../../db/drafts';
import { usePageMeta } from '../../hooks/usePageMeta';
import './ThankYouPage.css';

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
  const offer = useOffers().wizard;

  useEffect(() => {
    void clearDraft().catch((err: unknown) => console.warn('Could not clear the saved draft', err));
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    apiGet<SessionCheckResponse>(`/api/stripe/session-check/${encodeURIComponent(sessionId)}`).catch((err: unknown) =>
      console.warn('Session check failed', err),
    );
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
            {sessionId && (
              <div>
                <dt>Order reference</dt>
                <dd data-testid="order-reference">{displayReference(sessionId)}</dd>
              </div>
            )}
          </dl>
        )}
        <ul className="thanks__next">
          <li>
            <MailIcon />
            <span>
              <strong>Check your email.</strong> We’ve sent your order confirmation with a link to follow your song.
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>
                Your MP3 and lyrics arrive within {offer.deliveryHours} hours
              </strong>{' '}
              ({offer.rushHours} hours if you chose rush delivery).
            </span>
          </li>
        </ul>
        <div className="btn-row thanks__actions">
          <Link to="/" className="btn btn--outline">
            Return Home
          </Link>
          <Link to="/create-song?fresh=true" className="btn btn--primary">
            Create Another Song
          </Link>
        </div>
      </div>
    </section>
  );
}
