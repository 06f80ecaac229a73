// A free song's reaction video in the detail dialog: the clip itself (streamed with Range, so it seeks on iOS
// too), the customer's words, when it arrived, and a download of the original file.
import type { ReactionVideo as Reaction } from '../../../shared/admin-api-types';
import { formatDateTime } from '../kit/format';
import { DownloadIcon } from '../../ui/icons';
import './admin-reactions.css';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ReactionVideo({ reaction, recipientName }: { reaction: Reaction; recipientName: string }) {
  return (
    <section className="detail-reaction" aria-labelledby="detail-reaction-title">
      <h3 id="detail-reaction-title" className="detail-group__title">
        Reaction video
      </h3>
      <div className="detail-reaction__body">
        <video
          className="detail-reaction__video"
          src={reaction.videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={`Reaction video: ${recipientName} hearing the song`}
        >
          <a href={reaction.downloadUrl}>Download the reaction video</a>
        </video>
        <div className="detail-reaction__about">
          {reaction.message && (
            <blockquote className="detail-reaction__message">
              <p>{reaction.message}</p>
            </blockquote>
          )}
          <p className="detail-reaction__meta">
            Received {formatDateTime(reaction.receivedAt)} · {size(reaction.bytes)}
          </p>
          <a className="btn btn--outline btn--small" href={reaction.downloadUrl} download>
            <DownloadIcon width={18} height={18} />
            Download video
          </a>
        </div>
      </div>
    </section>
  );
}
