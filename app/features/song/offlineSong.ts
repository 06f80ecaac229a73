// A song page once opened works offline: the view comes from the network when it answers (and is saved),
// from the saved copy when it does not; the song's audio (and lyrics shown as an image) are downloaded once
// into the same saved row and played from there. The store is passed in, so this runs without a browser.
import type { SongView } from '../../../shared/admin-api-types';
import type { LoadedSong } from '../../../shared/privatePageQueries';
import { ApiError } from '../../core/api/client';
import type { KeptFile, StoredSong } from '../../core/db/database';
import { keptFilesFor, wantedFiles, type KeptFiles, type SongFileSlot } from './songRows';

export interface SongStore {
  find(token: string): Promise<StoredSong | undefined>;
  /** Saves a freshly loaded view with the kept files it still uses (songRows.ts, mergeView), in one transaction. */
  saveView(token: string, view: SongView, savedAt: number): Promise<void>;
  /**
   * Saves a downloaded file with its song, in one transaction (songRows.ts, withFile): a view and a file saved
   * at once never lose either.
   */
  saveFile(token: string, view: SongView, slot: SongFileSlot, file: KeptFile, savedAt: number): Promise<void>;
  forget(token: string): Promise<void>;
}

/** The song query's data (shared, since the server writes it into a song page it renders). */
export type { LoadedSong };

const gone = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 410);
/** An answer the server meant (a bad token, a refusal): the saved copy must not hide it. Server faults (5xx) may. */
const refused = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

export interface LoadSongDeps {
  fetchView(token: string, signal?: AbortSignal): Promise<SongView>;
  store: SongStore;
  /** How long to wait for the network when a saved copy could be shown instead. */
  timeoutMs?: number;
  now?: () => number;
}

/** The song's view: from the network (saving it), else the saved copy; a song the server no longer has is forgotten. */
export async function loadSong(token: string, deps: LoadSongDeps): Promise<LoadedSong> {
  const { fetchView, store, timeoutMs = 6000, now = Date.now } = deps;
  const stored = await store.find(token).catch((err: unknown) => {
    console.warn('Saved songs unavailable', err);
    return undefined;
  });
  try {
    const view = await fetchView(token, stored ? AbortSignal.timeout(timeoutMs) : undefined);
    // Saved in the background: the page shows the view without waiting for the device's database to load.
    void store.saveView(token, view, now()).catch((err: unknown) => console.warn('Could not save the song for offline use', err));
    return { view, source: 'network' };
  } catch (err) {
    if (gone(err)) {
      await store.forget(token).catch(() => undefined);
      throw err;
    }
    if (stored && !refused(err)) return { view: stored.view, source: 'device' };
    throw err;
  }
}

export interface KeepFilesDeps {
  store: SongStore;
  fetchFile?: (url: string) => Promise<Response>;
  now?: () => number;
}

const inFlight = new Map<string, Promise<KeptFile>>();

/**
 * Downloads one file whole (no Range) and keeps it; the same file asked for twice at once downloads once. The file
 * is written with the saved song in one step: if the view's own save (in the background, loadSong) has not landed
 * yet, the row is made from this view, which that save then keeps the file in. A file is never reported kept when
 * it was not.
 */
function keepFile(token: string, view: SongView, slot: SongFileSlot, url: string, deps: KeepFilesDeps): Promise<KeptFile> {
  const key = `${token}\n${slot}\n${url}`;
  const existing = inFlight.get(key);
  if (existing) return existing;
  const job = (async () => {
    const response = await (deps.fetchFile ?? fetch)(url);
    if (!response.ok) throw new Error(`Download of ${url} failed: ${response.status}`);
    const file = { url, blob: await response.blob() };
    await deps.store.saveFile(token, view, slot, file, (deps.now ?? Date.now)());
    return file;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

/**
 * Keeps the files the view needs that `stored` does not hold yet; resolves with the ones newly kept. A failed
 * download is logged and skipped (the page still plays from the network, and the next visit tries again).
 */
export async function keepSongFiles(
  token: string,
  view: SongView,
  stored: StoredSong | undefined,
  deps: KeepFilesDeps,
): Promise<KeptFiles> {
  const wanted = wantedFiles(view);
  const have = keptFilesFor(stored, wanted);
  const kept: KeptFiles = {};
  for (const { slot, url } of wanted) {
    if (have[slot]) continue;
    try {
      kept[slot] = await keepFile(token, view, slot, url, deps);
    } catch (err) {
      console.warn('Could not keep the song for offline use', err);
    }
  }
  return kept;
}
