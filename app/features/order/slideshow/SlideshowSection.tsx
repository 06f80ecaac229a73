// The order page's photo slideshow video, for a buyer who bought it: choose photos (several at once, from a phone's
// camera roll too), watch them upload, see them as thumbnails, remove and reorder them, and once the song is
// delivered, watch and download the video. What happens is said in a polite live region.
import { useRef } from 'react';
import type { OrderView } from '../../../../shared/api-types';
import type { OrderSlideshow } from '../../../../shared/schemas/slideshow';
import { CloseIcon } from '../../../ui/icons';
import { SlideshowVideos } from '../../../ui/SlideshowVideos';
import { PhotoList } from './PhotoList';
import type { PendingUpload } from './usePhotoUploads';
import { useSlideshowEdits } from './useSlideshowEdits';
import './SlideshowSection.css';

/** Where the slideshow is, in a sentence for the buyer. */
function statusText(order: OrderView, show: OrderSlideshow): string {
  const count = show.photos.length;
  const missing = Math.max(0, show.minPhotos - count);
  const delivered = order.status === 'delivered' || Boolean(order.songPageUrl);
  switch (show.status) {
    case 'pending':
    case 'rendering':
      return 'Your video is being made from these photos. It will appear here, and we will email you when it is ready.';
    case 'ready':
      return 'Your video is ready: watch it here or download it, one for screens and one for stories.';
    case 'failed':
      return 'We could not finish your video yet. The shop has been told and will make it again: there is nothing you need to do.';
    default:
      if (order.paymentStatus !== 'paid') return 'You can add photos once your order is paid.';
      if (delivered && show.canRender) return 'Your song is delivered: press “Make my video” when your photos are in the order you want.';
      if (delivered) return `Your song is delivered: add ${missing} more ${missing === 1 ? 'photo' : 'photos'}, then make your video.`;
      return `Add ${show.minPhotos} to ${show.maxPhotos} photos and put them in the order you want. Each shows for an equal part of the song, with the lyrics as captions. The video is made when your song is delivered.`;
  }
}

export default function SlideshowSection({ token }: { token: string }) {
  const edits = useSlideshowEdits(token);
  const input = useRef<HTMLInputElement>(null);
  const { order, slideshow } = edits;
  if (!order || !slideshow) return null;
  const full = slideshow.photos.length >= slideshow.maxPhotos;

  return (
    <section className="slideshow-section" aria-labelledby="slideshow-title" data-testid="slideshow">
      <h2 id="slideshow-title">Your photo slideshow video</h2>
      <p data-testid="slideshow-status">{statusText(order, slideshow)}</p>

      {slideshow.videos && <SlideshowVideos videos={slideshow.videos} recipientName={order.recipientName} />}

      {slideshow.editable && (
        <div className="slideshow-section__add">
          <input
            ref={input}
            id="slideshow-photos"
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void edits.addFiles(files);
            }}
          />
          <button type="button" className="btn btn--primary" disabled={full} onClick={() => input.current?.click()}>
            {slideshow.photos.length ? 'Add more photos' : 'Choose photos'}
          </button>
          <span className="slideshow-section__hint">
            {slideshow.photos.length} of {slideshow.maxPhotos} · JPEG, PNG or WebP, up to 15 MB each
          </span>
        </div>
      )}

      {edits.pending.length > 0 && <Uploads pending={edits.pending} onDismiss={edits.dismiss} />}

      {slideshow.photos.length > 0 && (
        <PhotoList
          photos={slideshow.photos}
          editable={slideshow.editable}
          busy={edits.busy}
          onReorder={edits.reorder}
          onRemove={edits.remove}
        />
      )}

      {slideshow.canRender && (
        <button type="button" className="btn btn--primary" disabled={edits.busy} onClick={() => void edits.render()}>
          Make my video
        </button>
      )}

      <p className="slideshow-section__message" role="status" aria-live="polite" data-testid="slideshow-message">
        {edits.message}
      </p>
    </section>
  );
}

/** Photos on their way, each with its progress, or the reason it was refused. */
function Uploads({ pending, onDismiss }: { pending: PendingUpload[]; onDismiss: (key: string) => void }) {
  return (
    <ul className="slideshow-uploads" aria-label="Uploading">
      {pending.map((p) => (
        <li key={p.key} className={p.error ? 'slideshow-uploads__item slideshow-uploads__item--error' : 'slideshow-uploads__item'}>
          <span className="slideshow-uploads__name">{p.name}</span>
          {p.error ? (
            <>
              <span className="slideshow-uploads__error">{p.error}</span>
              <button
                type="button"
                className="slideshow-photo__btn"
                aria-label={`Dismiss the message about ${p.name}`}
                onClick={() => onDismiss(p.key)}
              >
                <CloseIcon />
              </button>
            </>
          ) : (
            <progress max={100} value={p.percent} aria-label={`Uploading ${p.name}`}>
              {p.percent} %
            </progress>
          )}
        </li>
      ))}
    </ul>
  );
}
