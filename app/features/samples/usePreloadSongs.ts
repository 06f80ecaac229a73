// The first sample songs on screen, preloaded on Wi-Fi when the browser is idle for instant (and offline) play;
// the outcome is what the list shows as data-preload.
import { useEffect, useState } from 'react';
import type { SampleSong } from '../../../shared/api-types';
import { preloadAudio, type PreloadOutcome } from '../../ui/audio/audioSource';

/** The first screenfuls, not the whole catalogue. */
const PRELOAD_COUNT = 6;

export function usePreloadSongs(shown: SampleSong[]): PreloadOutcome | 'waiting' {
  const preloadKey = shown
    .slice(0, PRELOAD_COUNT)
    .map((s) => s.audioUrl)
    .join(' ');

  const [preloaded, setPreloaded] = useState<{ key: string; outcome: PreloadOutcome }>();
  useEffect(() => {
    if (!preloadKey) return;
    return preloadAudio(preloadKey.split(' '), (outcome) => setPreloaded({ key: preloadKey, outcome }));
  }, [preloadKey]);
  return preloaded?.key === preloadKey ? preloaded.outcome : 'waiting';
}
