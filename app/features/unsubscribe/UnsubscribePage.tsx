// /unsubscribe?token=… (the link in reminder, review-request and abandoned-checkout mails): says which address the
// link is for, one button that unsubscribes it, then a confirmation. A link that is not ours, or already used, says so.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import { ApiError } from '../../core/api/client';
import { CheckIcon, MailIcon } from '../../ui/icons';
import { PageFallback } from '../../ui/PageFallback';
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import { unsubscribeFailure } from './unsubscribeFailure';
import { useUnsubscribe } from './useUnsubscribe';
import './UnsubscribePage.css';

const INVALID = 'This unsubscribe link is not valid';

export default function UnsubscribePage() {
  usePageMeta('Unsubscribe');
  const shop = useShop();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, unsubscribe } = useUnsubscribe(token);

  if (token === '') return <Invalid />;
  if (status.isPending) return <PageFallback />;
  if (!status.data) {
    if (status.error instanceof ApiError && status.error.status === 404) return <Invalid />;
    return <CouldNotCheck retrying={status.isFetching} retry={() => void status.refetch()} />;
  }

  const { email } = status.data;
  if (unsubscribe.isSuccess) {
    return (
      <Screen icon={<CheckIcon width={30} height={30} />} tone="done" title="You’re unsubscribed" focus>
        <p className="lead">
          We won’t send reminder emails to <strong className="unsub__email">{email}</strong> again.
        </p>
        <p className="unsub__small">Emails about a song you order, such as its delivery, still reach you.</p>
        <BackHome shopName={shop.name} />
      </Screen>
    );
  }
  if (status.data.unsubscribed) {
    return (
      <Screen icon={<CheckIcon width={30} height={30} />} tone="done" title="You’re already unsubscribed">
        <p className="lead">
          This link was already used: <strong className="unsub__email">{email}</strong> gets no reminder emails from us.
        </p>
        <BackHome shopName={shop.name} />
      </Screen>
    );
  }
  return (
    <Confirm
      email={email}
      pending={unsubscribe.isPending}
      failure={unsubscribeFailure(unsubscribe.error)}
      confirm={() => !unsubscribe.isPending && unsubscribe.mutate()}
    />
  );
}

function BackHome({ shopName }: { shopName: string }) {
  return (
    <Link to="/" className="btn btn--outline">
      Back to {shopName}
    </Link>
  );
}

function CouldNotCheck({ retrying, retry }: { retrying: boolean; retry: () => void }) {
  return (
    <Screen icon={<MailIcon width={30} height={30} />} title="We couldn’t check this link">
      <p className="lead">Please check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={retry} aria-disabled={retrying || undefined}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </Screen>
  );
}

/** The question, and the one button that answers it. */
function Confirm({ email, pending, failure, confirm }: { email: string; pending: boolean; failure: string | null; confirm: () => void }) {
  return (
    <Screen icon={<MailIcon width={30} height={30} />} title="Unsubscribe from reminders">
      <p className="lead">
        Stop reminder emails to <strong className="unsub__email">{email}</strong>?
      </p>
      <p className="unsub__small">
        That covers reminders to send a reaction video, to finish an order and to review a song. Emails about a song you order, such as its
        delivery, still reach you.
      </p>
      {failure && (
        <p className="unsub__error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="btn btn--primary btn--lg" onClick={confirm} aria-disabled={pending || undefined}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </Screen>
  );
}

function Invalid() {
  return (
    <Screen icon={<MailIcon width={30} height={30} />} title={INVALID}>
      <p className="lead">The link may be incomplete: please open it again from the email, or copy the whole address.</p>
      <p className="unsub__small">
        Still stuck? <Link to="/contact">Contact us</Link> and we’ll take you off the list.
      </p>
    </Screen>
  );
}

function Screen({
  icon,
  title,
  tone = 'plain',
  focus = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'plain' | 'done';
  focus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the button that was pressed: the reader lands on its heading.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="section unsub" aria-labelledby="unsub-title">
      <div className="container">
        <div className="card unsub__card">
          <span className={`unsub__badge unsub__badge--${tone}`} aria-hidden="true">
            {icon}
          </span>
          <h1 id="unsub-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
      </div>
    </section>
  );
}
