// "Notify me when my song is ready": subscribes this device to the push sent when the song of an order or a
// free song is delivered; on an iPhone outside the Home Screen app it says how to get there instead.
import type { ReactNode } from 'react';
import type { PushTarget } from '../../../shared/schemas/push';
import { request } from '../../core/api/client';
import { usePublicConfig, useShop } from '../../core/api/queries';
import { usePushDevice } from './usePushDevice';
import { BellIcon, CheckIcon, ShareIcon } from '../../ui/icons';
import './NotifyWhenReady.css';

/** IosInstallHint's wording, for the one thing that needs the Home Screen app there: notifications. */
export function HomeScreenHint({ what }: { what: 'notifications' | 'alerts' }) {
  const { name } = useShop();
  return (
    <p className="notify__text" data-testid="push-ios-hint">
      On iPhone and iPad, {what} work only in the {name} app: tap <ShareIcon className="notify__share" title="Share" /> then{' '}
      <strong>Add to Home Screen</strong>, open {name} from there and turn them on.
    </p>
  );
}

export function NotifyWhenReady({ target }: { target: PushTarget | null }) {
  const vapidPublicKey = usePublicConfig().data?.vapidPublicKey;
  const { support, status, enable, disable } = usePushDevice(target, vapidPublicKey, request);
  if (!target) return null;

  let body: ReactNode;
  if (support === 'ios-home-screen') body = <HomeScreenHint what="notifications" />;
  else if (support === 'unsupported')
    body = (
      <p className="notify__text">This browser can’t show notifications, so we’ll let you know by email the moment your song is ready.</p>
    );
  else if (status === 'on' || status === 'turning-off') {
    body = (
      <>
        <p className="notify__text notify__text--on">
          <CheckIcon width={20} height={20} /> <span>This device will get a notification the moment your song is ready.</span>
        </p>
        <button type="button" className="notify__off" onClick={disable} disabled={status === 'turning-off'}>
          {status === 'turning-off' ? 'Turning off…' : 'Turn off'}
        </button>
      </>
    );
  } else {
    const busy = status === 'checking' || status === 'turning-on' || !vapidPublicKey;
    body = (
      <>
        <p className="notify__text notify__lead">
          <BellIcon /> <span>Get a notification on this device the moment your song is ready. We’ll email you too.</span>
        </p>
        {status === 'blocked' && (
          <p className="notify__text notify__text--problem" role="alert">
            Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.
          </p>
        )}
        {status === 'failed' && (
          <p className="notify__text notify__text--problem" role="alert">
            We couldn’t turn on notifications. Check your connection and try again.
          </p>
        )}
        <button type="button" className="btn btn--outline btn--block" onClick={enable} disabled={busy} aria-busy={busy || undefined}>
          {status === 'turning-on' ? 'Turning on…' : 'Notify me when my song is ready'}
        </button>
      </>
    );
  }

  return (
    <section className="notify" aria-label="Notice when your song is ready" aria-live="polite" data-testid="notify-when-ready">
      {body}
    </section>
  );
}
