// How the song page shows a SongView: the lyrics' form and names for downloaded files (its dates: core/moments.ts).
import type { SongView } from '../../../shared/admin-api-types';

export type LyricsDisplay =
  { kind: 'text'; text: string } | { kind: 'image'; url: string } | { kind: 'file'; url: string } | { kind: 'none' };

const IMAGE_TYPES = /^(image\/(png|jpe?g|pjpeg|webp|gif)|\.?(png|jpe?g|webp|gif))$/i;

/**
 * Text sent as a .txt is shown on the page; an image is shown; anything else (PDF, Word) is only offered as
 * a download. `lyricsType` may be a MIME type or an extension, so both are understood.
 */
export function lyricsDisplay(view: Pick<SongView, 'lyricsText' | 'lyricsType' | 'lyricsUrl'>): LyricsDisplay {
  if (view.lyricsText?.trim()) return { kind: 'text', text: view.lyricsText.replace(/\r\n?/g, '\n').trim() };
  if (!view.lyricsUrl) return { kind: 'none' };
  const type = (view.lyricsType ?? '').trim().split(';')[0] ?? '';
  if (IMAGE_TYPES.test(type)) return { kind: 'image', url: view.lyricsUrl };
  return { kind: 'file', url: view.lyricsUrl };
}

/** "a-song-for-emma-rose.mp3": a readable file name for a copy saved from the device. */
export function downloadName(recipientName: string, extension: string): string {
  const slug = recipientName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug ? `a-song-for-${slug}` : 'your-song'}.${extension}`;
}
