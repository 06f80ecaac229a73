// The upload under way: the share of the video's bytes sent (a real progress bar, announced in quarters so a
// screen reader is not flooded), and Cancel until every byte has left; then the wait for the server to store it.
import { useEffect, useRef } from 'react';
import type { UploadProgress as Progress } from '../../core/api/upload';
import { formatBytes } from './reactionForm';

interface UploadProgressProps {
  progress: Progress | null;
  onCancel: () => void;
}

export function UploadProgress({ progress, onCancel }: UploadProgressProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that started the upload is gone: the reader lands on what replaced it.
  useEffect(() => heading.current?.focus(), []);

  const percent = progress?.percent ?? 0;
  const sent = percent >= 100;
  const quarter = Math.floor(percent / 25) * 25;
  // Cancel goes once every byte is sent; if it had focus, focus stays in this section.
  useEffect(() => {
    if (sent && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [sent]);

  return (
    <section className="vr-progress" aria-labelledby="vr-progress-title">
      <div className="vr-progress__head">
        <h2 id="vr-progress-title" className="vr-progress__title" ref={heading} tabIndex={-1}>
          {sent ? 'Saving your video…' : 'Uploading your video…'}
        </h2>
        <span className="vr-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="vr-progress__track"
        role="progressbar"
        aria-labelledby="vr-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% sent`}
      >
        <span className={`vr-progress__fill${sent ? ' vr-progress__fill--done' : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="vr-progress__bytes">
        {progress ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : 'Starting…'}
        {sent && ' · almost done'}
      </p>
      <p className="visually-hidden" role="status">
        {sent ? 'Video sent, saving it now' : quarter > 0 ? `${quarter}% sent` : ''}
      </p>
      {sent ? (
        <p className="vr-progress__note">Please keep this page open for a moment.</p>
      ) : (
        <button type="button" className="btn btn--outline btn--block vr-progress__cancel" onClick={onCancel}>
          Cancel upload
        </button>
      )}
    </section>
  );
}
