// The hero's moving background: a looping muted video started once the page has loaded (never for
// people who ask for reduced motion or to save data); the gradient behind it shows if it fails.
import { useEffect, useRef, useState } from 'react';
import './HeroVideo.css';

export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData) return;
    let handle: number | undefined;
    const start = () => {
      handle = window.setTimeout(() => {
        el.src = window.matchMedia('(orientation: portrait)').matches ? '/video/hero-mobile.mp4' : '/video/hero.mp4';
        el.play().catch(() => undefined);
      }, 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (handle !== undefined) clearTimeout(handle);
    };
  }, []);

  return (
    <div className="hero-video" aria-hidden="true">
      {!failed && (
        <video
          ref={video}
          className="hero-video__media"
          poster="/images/hero-poster.webp"
          muted
          loop
          playsInline
          preload="none"
          onError={() => setFailed(true)}
        />
      )}
      <div className="hero-video__shade" />
    </div>
  );
}
