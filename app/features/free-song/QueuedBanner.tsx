// An application waiting for the connection, in words: at the top of the page (this banner, shown before the form's
// code has loaded) and beside the form's button (ApplyForm).
import { ClockIcon } from '../../ui/icons';

export const queuedWords = (kept: boolean) =>
  kept
    ? 'We’ll send it as soon as the connection returns, even if you close this page. There’s nothing else you need to do.'
    : 'Keep this page open: we’ll send it as soon as the connection returns.';

/** At the top of the page: a later visit sees at once that its application still waits. */
export function QueuedBanner({ kept }: { kept: boolean }) {
  return (
    <div className="fs-banner" role="status">
      <div className="container fs-banner__inner">
        <ClockIcon className="fs-queued__icon" />
        <p>
          <strong>Your free-song application is saved and waiting for a connection.</strong> {queuedWords(kept)}{' '}
          <a href="#apply">See your application</a>
        </p>
      </div>
    </div>
  );
}
