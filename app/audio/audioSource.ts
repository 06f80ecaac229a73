// Where a sample's audio comes from: IndexedDB when it was kept (so it plays offline), else the network,
// keeping a copy once downloaded. Dexie loads only when audio is first needed.

const inFlight = new Map<string, Promise<void>>();

const store = () => import('../db/sampleAudio');

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

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Preloads sample audio when the browser is idle, one file at a time, unless the visitor saves data. */
export function preloadAudio(urls: string[]): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return () => undefined;
  let cancelled = false;
  const run = async () => {
    for (const url of urls) {
      if (cancelled || !navigator.onLine) return;
      await keepAudio(url, 'preloaded').catch((err: unknown) => console.warn('Could not preload', url, err));
    }
  };
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  const start = () => {
    handle = idle(() => void run(), { timeout: 4000 });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (handle !== undefined) cancelIdle(handle);
  };
}
