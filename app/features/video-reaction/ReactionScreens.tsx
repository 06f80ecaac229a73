// The reaction page's frame (its own slim bar: the shop's header and footer are hidden here, spec §2) and its
// screens besides the form: loading, not found, song not delivered yet, and thank you.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../ui/router';
import { REACTION_MESSAGES, type ReactionDetails } from '../../../shared/schemas/freeSong';
import { useShop } from '../../core/api/queries';
import { CheckIcon, ClockIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { QuestionIcon } from './reactionIcons';

export function ReactionFrame({ children }: { children: ReactNode }) {
  const { name } = useShop();
  return (
    <div className="vr">
      <header className="vr-bar">
        <Link to="/" className="vr-bar__home" aria-label={`${name} home page`}>
          <Logo />
        </Link>
      </header>
      {children}
      <footer className="vr-foot">
        <p>
          Questions? <Link to="/contact">Contact us</Link> · <Link to="/privacy-policy">Privacy</Link>
        </p>
      </footer>
    </div>
  );
}

/** Focuses a screen's heading when it replaces another, so a screen reader reads the new screen. */
function useArrival<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}

export function LoadingScreen() {
  return (
    <div className="container vr-message" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your submission…</span>
      <div className="skeleton vr-skeleton vr-skeleton--badge" />
      <div className="skeleton vr-skeleton vr-skeleton--title" />
      <div className="skeleton vr-skeleton vr-skeleton--line" />
      <div className="skeleton vr-skeleton vr-skeleton--card" />
    </div>
  );
}

function MessageScreen({
  icon,
  tone,
  title,
  children,
  focus,
}: {
  icon: ReactNode;
  tone: 'quiet' | 'happy';
  title: string;
  children: ReactNode;
  focus?: boolean;
}) {
  const heading = useArrival<HTMLHeadingElement>(focus);
  return (
    <section className="container vr-message" aria-labelledby="vr-message-title">
      <span className={`vr-message__badge vr-message__badge--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h1 id="vr-message-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** No details (spec §8): unknown or expired; a failed connection also offers to try again. */
export function NotFoundScreen({ onRetry, retrying }: { onRetry?: (() => void) | undefined; retrying: boolean }) {
  return (
    <MessageScreen icon={<QuestionIcon width={30} height={30} />} tone="quiet" title={REACTION_MESSAGES.notFoundTitle}>
      <p className="lead">{REACTION_MESSAGES.notFound}</p>
      {onRetry && <p className="vr-message__small">If you are offline or the connection dropped, please try again.</p>}
      <div className="btn-row vr-message__actions">
        {onRetry && (
          <button type="button" className="btn btn--primary" onClick={() => !retrying && onRetry()} aria-disabled={retrying || undefined}>
            {retrying ? 'Trying again…' : 'Try again'}
          </button>
        )}
        <Link to="/" className={`btn ${onRetry ? 'btn--outline' : 'btn--primary'}`}>
          Go to the home page
        </Link>
      </div>
    </MessageScreen>
  );
}

/** The song is still being made (or the request was declined): nothing to react to yet. */
export function NotDeliveredScreen({ details }: { details: ReactionDetails }) {
  if (details.status === 'rejected') {
    return (
      <MessageScreen icon={<QuestionIcon width={30} height={30} />} tone="quiet" title="There is no song to react to">
        <p className="lead">This free-song request was not accepted, so there is no reaction video to send.</p>
        <div className="btn-row vr-message__actions">
          <Link to="/contact" className="btn btn--primary">
            Contact us
          </Link>
        </div>
      </MessageScreen>
    );
  }
  return (
    <MessageScreen icon={<ClockIcon width={30} height={30} />} tone="quiet" title={`${details.recipientName}’s song is not ready yet`}>
      <p className="lead">{REACTION_MESSAGES.notDelivered}</p>
      <p className="vr-message__small">
        We email you at {details.email} as soon as it is ready. Keep this link: it is where you send the reaction afterwards.
      </p>
      <div className="btn-row vr-message__actions">
        <Link to="/" className="btn btn--outline">
          Go to the home page
        </Link>
      </div>
    </MessageScreen>
  );
}

export function ThankYouScreen({ details }: { details: ReactionDetails }) {
  const { name } = useShop();
  return (
    <MessageScreen icon={<CheckIcon width={32} height={32} />} tone="happy" title="Thank You!" focus>
      <p className="lead">
        Your reaction video for {details.recipientName}’s song is with us. Thank you for letting us share in the moment: it means the world
        to the musicians who wrote it.
      </p>
      <div className="btn-row vr-message__actions">
        <Link to="/create-song?fresh=true" className="btn btn--primary">
          Create another song
        </Link>
        <Link to="/" className="btn btn--outline">
          Back to {name}
        </Link>
      </div>
    </MessageScreen>
  );
}
