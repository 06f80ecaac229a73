// One generated video (spec §3 "Generated video"): its status, and by stage the phone-sized 9:16 player with a
// download, the reason it failed, or its place in the render queue; an AI video's script, voice-over and captions.
import type { GeneratedVideo } from '../../../shared/schemas/video';
import { formatDateTime } from '../kit/format';
import { cueTime, generationTypeLabel, platformLabel, progressText, sortedCues, videoBadge, videoStage } from './videoRows';
import { DownloadIcon } from '../../ui/icons';
import { TrashIcon } from '../kit/adminIcons';

export function GeneratedVideoCard({ video, onDelete }: { video: GeneratedVideo; onDelete: (video: GeneratedVideo) => void }) {
  const titleId = `generated-video-${video.id}`;
  const stage = videoStage(video.status);
  const badge = videoBadge(video.status);
  return (
    <li className={`video-card video-card--${stage}`} aria-labelledby={titleId}>
      <div className="video-card__head">
        <div className="video-card__title-row">
          <h3 id={titleId} className="video-card__title">
            {video.title}
          </h3>
          <span className={`status-badge status-badge--${badge.tone}`}>{badge.label}</span>
        </div>
        <p className="video-card__meta">
          <span>{platformLabel(video.platform)}</span>
          <span className="admin-chip">{generationTypeLabel(video.generationType)}</span>
          <time dateTime={video.createdAt}>{formatDateTime(video.createdAt)}</time>
        </p>
      </div>
      {stage === 'completed' && video.videoUrl && (
        <div className="video-card__player">
          <video controls playsInline preload="metadata" src={video.videoUrl} aria-label={`${video.title} (video)`} />
        </div>
      )}
      <div className="video-card__body">
        {video.description && <p className="video-card__text">{video.description}</p>}
        {stage === 'failed' && <p className="video-card__error">Rendering failed: {video.error || 'the server gave no reason.'}</p>}
        {(stage === 'queued' || stage === 'rendering') && (
          <p className="video-card__progress" role="status">
            {stage === 'rendering' && <span className="video-spinner" aria-hidden="true" />}
            {progressText(video)}
          </p>
        )}
        <VideoExtras video={video} />
        <div className="video-card__actions">
          {stage === 'completed' && video.downloadUrl && (
            <a className="btn btn--small btn--outline" href={video.downloadUrl} download>
              <DownloadIcon width={18} height={18} />
              Download<span className="visually-hidden"> {video.title}</span>
            </a>
          )}
          <button type="button" className="btn btn--small btn--danger-outline" onClick={() => onDelete(video)}>
            <TrashIcon />
            Delete<span className="visually-hidden"> {video.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** The script, the voice-over and the captions, folded away: they are for checking, not for every glance. */
function VideoExtras({ video }: { video: GeneratedVideo }) {
  const cues = sortedCues(video.captionsData);
  const ai = video.generationType === 'ai';
  if (!video.script && !video.voiceOverUrl && cues.length === 0) return null;
  return (
    <details className="video-card__extras">
      <summary>{ai ? 'Script, voice-over and captions' : 'Captions'}</summary>
      {video.script && (
        <>
          <h4 className="video-card__sub">Script</h4>
          <p className="video-card__script">{video.script}</p>
        </>
      )}
      {video.voiceOverUrl && (
        <>
          <h4 className="video-card__sub">Voice-over</h4>
          <audio controls preload="none" src={video.voiceOverUrl} aria-label={`Voice-over of ${video.title}`} />
        </>
      )}
      {cues.length > 0 && (
        <>
          <h4 className="video-card__sub">Captions</h4>
          <ol className="video-card__cues">
            {cues.map((cue, index) => (
              <li key={index}>
                <span className="video-card__cue-time">{cueTime(cue.start)}</span> {cue.text}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
