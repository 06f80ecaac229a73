// An order's photo slideshow video in its detail dialog: where it is (waiting for photos, being made, made, failed
// and why), the videos, and rendering it again.
import { useMutation } from '@tanstack/react-query';
import type { AdminOrder } from '../../../shared/admin-api-types';
import type { SlideshowStatus } from '../../../shared/schemas/slideshow';
import { toast } from '../../ui/toasts';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { adminKeys, useRefresh } from '../kit/queries';

const STATUS: Record<SlideshowStatus, string> = {
  waiting: 'Waiting for photos',
  pending: 'Queued to render',
  rendering: 'Rendering',
  ready: 'Made',
  failed: 'Failed',
};

export function SlideshowDetails({ order }: { order: AdminOrder }) {
  const refresh = useRefresh();
  const render = useMutation({
    mutationFn: () => adminApi.renderSlideshow(order.id),
    // A render takes minutes of the machine: never asked for twice behind the admin's back.
    retry: false,
    onSuccess: () => toast.success('Slideshow video queued to render'),
    onError: (error) => toast.error(`Failed to render the slideshow: ${failureText(error)}`),
    onSettled: () => refresh(adminKeys.orders),
  });
  const show = order.slideshow;
  if (!show) return null;
  return (
    <section className="detail-group" aria-labelledby={`slideshow-${order.id}`} data-testid="admin-slideshow">
      <h3 className="detail-group__title" id={`slideshow-${order.id}`}>
        Photo slideshow video
      </h3>
      <dl className="detail-list">
        <div className="detail-item">
          <dt>State</dt>
          <dd data-testid="admin-slideshow-status">{STATUS[show.status]}</dd>
        </div>
        <div className="detail-item">
          <dt>Photos (3–20)</dt>
          <dd>{show.photoCount}</dd>
        </div>
        <div className="detail-item">
          <dt>Asked for</dt>
          <dd>{show.requestedAt ? formatDateTime(show.requestedAt) : '—'}</dd>
        </div>
        <div className="detail-item">
          <dt>Finished</dt>
          <dd>{show.finishedAt ? formatDateTime(show.finishedAt) : '—'}</dd>
        </div>
        {show.error && (
          <div className="detail-item detail-item--wide">
            <dt>Why it failed</dt>
            <dd className="detail-text">{show.error}</dd>
          </div>
        )}
        {show.videos && (
          <div className="detail-item detail-item--wide">
            <dt>Videos</dt>
            <dd>
              <a href={show.videos.landscapeUrl} target="_blank" rel="noreferrer">
                1920×1080
              </a>{' '}
              ·{' '}
              <a href={show.videos.portraitUrl} target="_blank" rel="noreferrer">
                1080×1920 (stories)
              </a>
            </dd>
          </div>
        )}
      </dl>
      {show.canRender && (
        <button type="button" className="btn btn--outline btn--small" disabled={render.isPending} onClick={() => render.mutate()}>
          {show.status === 'waiting' ? 'Render the slideshow' : 'Render the slideshow again'}
        </button>
      )}
    </section>
  );
}
