// A sample player that scrolls into view on Wi-Fi (or a wired link, never with Save-Data) keeps its song
// for instant and offline play, once the page has loaded and the browser is idle. Elsewhere nothing is
// fetched until the visitor presses play.
import { useEffect, type RefObject } from 'react';
import { afterLoadAndIdle, currentConnection, mayPrefetchAudio } from '../../core/politeLoading';
import { keepAudio } from './audioSource';

export function usePrefetchWhenVisible(target: RefObject<HTMLElement | null>, url: string): void {
  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined' || !mayPrefetchAudio(currentConnection())) return;
    let observer: IntersectionObserver | undefined;
    const cancelIdle = afterLoadAndIdle(() => {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting) || !navigator.onLine) return;
        observer?.disconnect();
        // A preload only takes a free place in the offline cache: it never evicts a song the visitor played.
        void keepAudio(url, 'preloaded').catch((err: unknown) => console.warn('Could not preload', url, err));
      });
      observer.observe(el);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [target, url]);
}
