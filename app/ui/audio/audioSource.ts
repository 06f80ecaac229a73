// Where a sample's audio comes from: IndexedDB when it was kept (so it plays offline), else the network,
// keeping a copy once downloaded. Dexie loads only when audio is first needed.
import { afterLoadAndIdle, currentConnection, mayPrefetchAudio } from '../../core/politeLoading';

const inFlight = new Map<string, Promise<void>>();

const store = () => import('./sampleAudio');

/** A URL the <audio> element can play: a blob URL for a kept copy, else the network address. */
export async function playableUrl(url: string): Promise<{ src: string; fromCache: boolean }> {
  try {
    const { findCachedAudio, touchCachedAudio } = await store();
    const cached = await findCachedAudio(url);
    if (cached) {
      void touchCachedAudio(url);
      return { src: URL.createObjectURL(cached.blob), fromCache: true };
    }
  } catch (err) {
    console.warn('Audio cache unavailable', err);
  }
  return { src: url, fromCache: false };
}

/**
 * Downloads the whole file once and keeps it; concurrent calls share one download. `played` songs may
 * evict older ones; preloaded songs only take a free place.
 */
export function keepAudio(url: string, reason: 'played' | 'preloaded'): Promise<void> {
  const existing = inFlight.get(url);
  if (existing) return existing;
  const job = (async () => {
    const { AUDIO_CACHE_LIMIT, countCachedAudio, findCachedAudio, storeAudio, touchCachedAudio } = await store();
    if (await findCachedAudio(url)) {
      if (reason === 'played') await touchCachedAudio(url);
      return;
    }
    if (reason === 'preloaded' && (await countCachedAudio()) >= AUDIO_CACHE_LIMIT) return;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Audio download failed: ${response.status}`);
    await storeAudio(url, await response.blob(), { evict: reason === 'played' });
  })().finally(() => inFlight.delete(url));
  inFlight.set(url, job);
  return job;
}

/** What preloading did: 'off' when the connection rules it out, 'done' once it has been through its list. */
export type PreloadOutcome = 'off' | 'done';

/**
 * Preloads sample audio once the page has loaded and the browser is idle, one file at a time, and only on
 * Wi-Fi or a wired link without Save-Data (see mayPrefetchAudio): elsewhere audio waits for a play press.
 * `onOutcome` hears what it did (never after the returned cancel function was called).
 */
export function preloadAudio(urls: string[], onOutcome?: (outcome: PreloadOutcome) => void): () => void {
  if (!mayPrefetchAudio(currentConnection())) {
    onOutcome?.('off');
    return () => undefined;
  }
  let cancelled = false;
  const run = async () => {
    for (const url of urls) {
      if (cancelled || !navigator.onLine) break;
      await keepAudio(url, 'preloaded').catch((err: unknown) => console.warn('Could not preload', url, err));
    }
    if (!cancelled) onOutcome?.('done');
  };
  const cancelIdle = afterLoadAndIdle(() => void run(), 4000);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
