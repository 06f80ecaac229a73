// The hero's moving background. The poster is a plain <picture> (WebP with a JPEG fallback, a portrait
// one for portrait screens, explicit dimensions, fetched first): it is what the first screen shows and
// its largest paint. The looping muted video starts only once the page has loaded and the browser is
// idle, and never for people who ask for reduced motion, save data, or are on mobile data or a 3G-or-slower link
// (on a phone's screen, only on a link the browser says is Wi-Fi or wired); it fades in over the poster once it
// plays. The gradient behind both shows if everything fails.
import { useEffect, useRef, useState } from 'react';
import { afterLoadAndIdle, currentConnection, mayAutoplayVideo } from '../../core/politeLoading';
import './HeroVideo.css';

/** waiting: not decided yet; off: the poster stays; loading/playing: the video was started; failed: it could not load. */
export type HeroVideoState = 'waiting' | 'off' | 'loading' | 'playing' | 'failed';

const PORTRAIT = '(orientation: portrait)';
/** A phone's screen (the layout's narrowest breakpoint). */
const PHONE = '(max-width: 639px)';

export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<HeroVideoState>('waiting');

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    // Decided only once the page is interactive, so the first screen never waits on it.
    return afterLoadAndIdle(() => {
      const onPhone = window.matchMedia(PHONE).matches;
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !mayAutoplayVideo(currentConnection(), onPhone)) {
        setState('off');
        return;
      }
      setState('loading');
      el.src = window.matchMedia(PORTRAIT).matches ? '/video/hero-mobile.mp4' : '/video/hero.mp4';
      el.play().catch(() => undefined);
    });
  }, []);

  return (
    <div className="hero-video" aria-hidden="true" data-video={state}>
      <div className="hero-video__layer">
        <picture>
          <source media={PORTRAIT} type="image/webp" srcSet="/images/hero-poster-portrait.webp" width={540} height={960} />
          <source media={PORTRAIT} srcSet="/images/hero-poster-portrait.jpg" width={540} height={960} />
          <source type="image/webp" srcSet="/images/hero-poster.webp" width={1280} height={720} />
          <img className="hero-video__poster" src="/images/hero-poster.jpg" width={1280} height={720} alt="" fetchPriority="high" />
        </picture>
        {state !== 'failed' && (
          <video
            ref={video}
            className="hero-video__media"
            muted
            loop
            playsInline
            preload="none"
            onPlaying={() => setState('playing')}
            onError={() => setState('failed')}
          />
        )}
      </div>
      <div className="hero-video__shade" />
    </div>
  );
}
