// What an uploaded file is, judged by its bytes (never its name or the browser's claim), and how long
// an audio file plays. The kinds each form accepts are decided here, once.
import fs from 'node:fs/promises';

export interface FileKind {
  /** The Content-Type the file is stored and served with. */
  mime: string;
  ext: string;
}

const MP3: FileKind = { mime: 'audio/mpeg', ext: 'mp3' };
const WAV: FileKind = { mime: 'audio/wav', ext: 'wav' };
const DOC: FileKind = { mime: 'application/msword', ext: 'doc' };
const DOCX: FileKind = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
const TXT: FileKind = { mime: 'text/plain; charset=utf-8', ext: 'txt' };
const LYRICS_BY_MIME: Record<string, FileKind> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  [DOCX.mime]: DOCX,
  // An OLE2 compound file: the container of .doc.
  'application/x-cfb': DOC,
};

/** Text shown on the song page is at most this long; a longer lyrics file is offered as a download. */
const TEXT_SNIFF_LIMIT = 10 * 1024 * 1024;

// The parsers are imported on the first upload: they hold megabytes an idle shop does not need.
async function detect(path: string): Promise<FileKind | undefined> {
  try {
    const { fileTypeFromFile } = await import('file-type');
    const found = await fileTypeFromFile(path);
    return found && { mime: found.mime, ext: found.ext };
  } catch {
    return undefined;
  }
}

/** A sample song: MP3 or WAV. */
export async function sampleAudioKind(path: string): Promise<FileKind | undefined> {
  const kind = await detect(path);
  if (kind?.mime === MP3.mime) return MP3;
  if (kind?.mime === WAV.mime) return WAV;
  return undefined;
}

/** A delivered song: any audio format. */
export async function songKind(path: string): Promise<FileKind | undefined> {
  const kind = await detect(path);
  if (!kind?.mime.startsWith('audio/')) return undefined;
  return kind.mime === MP3.mime ? MP3 : kind;
}

const REACTION_VIDEOS: Record<string, FileKind> = {
  'video/mp4': { mime: 'video/mp4', ext: 'mp4' },
  // Apple's MPEG-4 variant plays wherever MP4 does.
  'video/x-m4v': { mime: 'video/mp4', ext: 'mp4' },
  'video/quicktime': { mime: 'video/quicktime', ext: 'mov' },
  'video/vnd.avi': { mime: 'video/x-msvideo', ext: 'avi' },
  'video/x-msvideo': { mime: 'video/x-msvideo', ext: 'avi' },
};

/** A reaction video: MP4, MOV (QuickTime) or AVI. */
export async function reactionVideoKind(path: string): Promise<FileKind | undefined> {
  const kind = await detect(path);
  return kind ? REACTION_VIDEOS[kind.mime] : undefined;
}

const PHOTOS: Record<string, FileKind> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};

/** A slideshow photo: JPEG, PNG or WebP. */
export async function photoKind(path: string): Promise<FileKind | undefined> {
  const kind = await detect(path);
  return kind ? PHOTOS[kind.mime] : undefined;
}

/** Lyrics: PDF, JPEG, PNG, DOC (OLE2), DOCX (a zip with word/ inside) or UTF-8 text without NULs. */
export async function lyricsKind(path: string): Promise<FileKind | undefined> {
  const kind = await detect(path);
  if (kind && LYRICS_BY_MIME[kind.mime]) return LYRICS_BY_MIME[kind.mime];
  const bytes = await readSmall(path);
  if (!bytes) return undefined;
  if (kind?.mime === 'application/zip') return zipEntryNames(bytes).some((name) => name.startsWith('word/')) ? DOCX : undefined;
  // Text formats file-type names (XML, SVG, RTF…) are text all the same: served as text/plain with nosniff.
  return isUtf8Text(bytes) ? TXT : undefined;
}

async function readSmall(path: string): Promise<Buffer | undefined> {
  const { size } = await fs.stat(path);
  if (size === 0 || size > TEXT_SNIFF_LIMIT) return undefined;
  return fs.readFile(path);
}

export function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The names in a zip's central directory (empty when it has none that can be read). */
export function zipEntryNames(zip: Buffer): string[] {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count && offset + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(offset) !== CENTRAL) break;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString('utf8', offset + 46, Math.min(zip.length, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Seconds, to two decimals; undefined when the file cannot be read as audio. */
export async function audioDuration(path: string): Promise<number | undefined> {
  try {
    // The parser is chosen from the content (stored temp files have no extension).
    const { parseFile } = await import('music-metadata');
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const seconds = format.duration;
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
    return Math.round(seconds * 100) / 100;
  } catch {
    return undefined;
  }
}

/** Plain-text lyrics up to this size are shown on the song page. */
export const LYRICS_TEXT_MAX_BYTES = 200_000;

/** The text of a plain-text lyrics file read whole (null: too big to show, or gone), if it is UTF-8 text. */
export function lyricsTextOf(bytes: Buffer | null): string | null {
  return bytes && isUtf8Text(bytes) ? bytes.toString('utf8').replace(/^\uFEFF/, '') : null;
}
