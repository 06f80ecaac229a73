// The photo slideshow video with a player and its two downloads (1920×1080 for screens, 1080×1920 for stories), on
// the order page and the song page. The player shows one format at a time, the buyer choosing which.
import { useState } from 'react';
import type { SlideshowVideos as Videos } from '../../shared/schemas/slideshow';
import { DownloadIcon } from './icons';
import './SlideshowVideos.css';

type Format = 'landscape' | 'portrait';
const FORMATS: Record<Format, { label: string; download: string }> = {
  landscape: { label: 'Wide', download: 'Download for screens (1920×1080)' },
  portrait: { label: 'Stories', download: 'Download for stories (1080×1920)' },
};

export function SlideshowVideos({ videos, recipientName }: { videos: Videos; recipientName: string }) {
  const [format, setFormat] = useState<Format>('landscape');
  const url = format === 'landscape' ? videos.landscapeUrl : videos.portraitUrl;
  const poster = (format === 'landscape' ? videos.landscapePosterUrl : videos.portraitPosterUrl) ?? undefined;
  return (
    <div className="slideshow-videos" data-testid="slideshow-videos">
      <div className="slideshow-videos__formats" role="group" aria-label="Video shape">
        {(Object.keys(FORMATS) as Format[]).map((f) => (
          <button key={f} type="button" className="slideshow-videos__format" aria-pressed={format === f} onClick={() => setFormat(f)}>
            {FORMATS[f].label}
          </button>
        ))}
      </div>
      <div className={`slideshow-videos__frame slideshow-videos__frame--${format}`}>
        {/* Plays inline on iPhones; only its first bytes load until it is played. */}
        <video
          key={url}
          src={url}
          poster={poster}
          controls
          playsInline
          preload="metadata"
          aria-label={`Slideshow video for ${recipientName}`}
        />
      </div>
      <div className="slideshow-videos__downloads">
        <a className="btn btn--outline" href={videos.landscapeDownloadUrl} download>
          <DownloadIcon /> {FORMATS.landscape.download}
        </a>
        <a className="btn btn--outline" href={videos.portraitDownloadUrl} download>
          <DownloadIcon /> {FORMATS.portrait.download}
        </a>
      </div>
    </div>
  );
}
