// The rows the device keeps for a delivered song (core/db/database.ts, StoredSong): which files a view needs
// offline, which kept ones it still uses, and the row a new view or a downloaded file makes. Pure, so the page,
// the worker that writes the rows (songStoreWorker.ts) and the tests share them.
import type { SongView } from '../../../shared/admin-api-types';
import type { KeptFile, StoredSong } from '../../core/db/database';
import { lyricsDisplay } from './songView';

export type SongFileSlot = 'audio' | 'lyricsImage';

export type KeptFiles = Partial<Record<SongFileSlot, KeptFile>>;

export interface WantedFile {
  slot: SongFileSlot;
  url: string;
}

/** The files a view needs offline, by slot: the audio always, the lyrics only when they are shown as an image. */
export function wantedFiles(view: SongView): WantedFile[] {
  const lyrics = lyricsDisplay(view);
  return [{ slot: 'audio', url: view.songUrl }, ...(lyrics.kind === 'image' ? [{ slot: 'lyricsImage' as const, url: lyrics.url }] : [])];
}

/** The kept files that are still wanted (a re-delivered song has new addresses). */
export function keptFilesFor(stored: StoredSong | undefined, wanted: WantedFile[]): KeptFiles {
  const kept: KeptFiles = {};
  for (const { slot, url } of wanted) {
    const file = stored?.[slot];
    if (file?.url === url) kept[slot] = file;
  }
  return kept;
}

/** The row to save for a freshly loaded view: the new view, and only the kept files it still uses. */
export function mergeView(existing: StoredSong | undefined, token: string, view: SongView, now: number): StoredSong {
  return { token, view, savedAt: now, ...keptFilesFor(existing, wantedFiles(view)) };
}

/**
 * The row with a downloaded file: the saved row, or (when the view's own save has not landed yet) one made from the
 * view the file was downloaded for, which that save then keeps the file in.
 */
export function withFile(
  existing: StoredSong | undefined,
  token: string,
  view: SongView,
  slot: SongFileSlot,
  file: KeptFile,
  now: number,
): StoredSong {
  return { ...(existing ?? mergeView(undefined, token, view, now)), [slot]: file };
}
