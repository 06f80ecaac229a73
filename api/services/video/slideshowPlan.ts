// When each part of a slideshow video shows: the title card, then every photo for an equal share of the song with a
// cross-fade into the next and a slow pan and zoom of its own; and the lyrics as timed captions, line by line, at the
// times the musicians wrote into them ([mm:ss] tags, as in an .lrc file) or else in proportion to their length.
import type { CaptionCue } from '../../../shared/schemas/video';
import { MAX_CUE_CHARS, splitSentences, timeCaptions } from './captions';

/** Frames per second of both videos: slow motion needs no more, and it keeps the render shorter than the song. */
export const SLIDESHOW_FPS = 25;
/** How far a photo zooms (12 %): the canvas each photo is drawn on is this much larger than the frame. */
export const ZOOM = 0.12;

/** A side of the canvas a photo is drawn on: the frame's, ZOOM larger, even. */
export const canvasSide = (side: number) => 2 * Math.round((side * (1 + ZOOM)) / 2);

/** A photo's slow move: zoom from one scale to another (1 = the frame, 1 + ZOOM = the canvas), and pan across. */
export interface Motion {
  zoom: [from: number, to: number];
  /** Where the frame sits in the zoomed photo, 0 (left, top) to 1 (right, bottom), at the start and at the end. */
  x: [from: number, to: number];
  y: [from: number, to: number];
}

/** Four moves in turn, so neighbouring photos never move alike. */
const MOTIONS: Motion[] = [
  { zoom: [1, 1 + ZOOM], x: [0.5, 0.5], y: [0.4, 0.5] },
  { zoom: [1 + ZOOM, 1.04], x: [0, 1], y: [0.5, 0.5] },
  { zoom: [1.04, 1 + ZOOM], x: [1, 0.2], y: [0.3, 0.6] },
  { zoom: [1 + ZOOM, 1], x: [0.5, 0.5], y: [0.2, 0.6] },
];

export interface Clip {
  /** Frames this clip lasts (its cross-fades included). */
  frames: number;
  /** Where it starts in the video (the cross-fade into it starts here), in frames. */
  start: number;
  motion: Motion;
}

export interface SlideshowTimeline {
  fps: number;
  /** The song's length in frames: the video lasts exactly as long. */
  frames: number;
  /** The title card: alone for its first frames, then fading into the first photo. */
  title: { frames: number };
  /** Frames of every cross-fade. */
  fade: number;
  photos: Clip[];
}

/**
 * The title card for about 8 % of the song (1 to 4 s), then the photos sharing what is left, a cross-fade of up to
 * a second between each two; the last photo ends with the song.
 */
export function slideshowTimeline(durationSec: number, photoCount: number, fps = SLIDESHOW_FPS): SlideshowTimeline {
  if (!(durationSec > 0) || photoCount < 1) throw new Error('A slideshow needs a song and at least one photo');
  const frames = Math.max(photoCount * 6 + 6, Math.round(durationSec * fps));
  const alone = Math.round(Math.min(4, Math.max(1, durationSec * 0.08)) * fps);
  const rest = frames - alone;
  // Each photo shows alone at least twice as long as a fade lasts.
  const fade = Math.max(1, Math.min(fps, Math.floor(rest / (photoCount * 3))));
  const title = { frames: alone + fade };
  // Each cross-fade overlaps two clips, so clip k adds (its frames - fade) to the video: with the title's fade,
  // the shares add up to the song's frames exactly.
  const shared = rest - fade;
  const share = Math.floor(shared / photoCount);
  let start = alone;
  const photos = Array.from({ length: photoCount }, (_, i) => {
    const own = share + (i < shared - share * photoCount ? 1 : 0);
    const clip: Clip = { frames: own + fade, start, motion: MOTIONS[i % MOTIONS.length]! };
    start += own;
    return clip;
  });
  return { fps, frames, title, fade, photos };
}

/** `[mm:ss]` or `[mm:ss.xx]` at the start of a line: the time the musicians give for it. */
const TIME_TAG = /^\s*\[(\d{1,3}):(\d{2}(?:[.,]\d{1,3})?)\]\s*/;
/** A line that names a part of the song rather than being sung: "[Chorus]", "(Verse 2)", "Bridge:". */
const SECTION = /^\s*(?:[[(].*[\])]|(?:verse|chorus|pre-chorus|bridge|intro|outro|refrain|hook)\b[\s\d]*:?)\s*$/i;

/** The lyrics without their time tags, as the song page shows them. */
export function plainLyrics(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(TIME_TAG, ''))
    .join('\n');
}

/**
 * The lyrics as caption cues between `startSec` and `endSec`: the sung lines (section names and blank lines left
 * out; a line too long for the screen cut into parts), at their tagged times when every sung line has one, else
 * each for a share of the time proportional to its length.
 */
export function lyricCues(text: string | null, options: { startSec: number; endSec: number; durationSec: number }): CaptionCue[] {
  if (!text) return [];
  const lines = text
    .split(/\r?\n/)
    .map((raw) => {
      const tag = TIME_TAG.exec(raw);
      const words = raw.replace(TIME_TAG, '').trim();
      const at = tag ? Number(tag[1]) * 60 + Number(tag[2]!.replace(',', '.')) : undefined;
      return { words, at };
    })
    .filter((line) => line.words && !SECTION.test(line.words));
  if (!lines.length) return [];
  if (lines.every((line) => line.at !== undefined)) return taggedCues(lines as Array<{ words: string; at: number }>, options);
  const parts = lines.flatMap((line) => (line.words.length > MAX_CUE_CHARS ? splitSentences(line.words) : [line.words]));
  return timeCaptions(parts, options.durationSec, { startSec: options.startSec, endSec: options.endSec });
}

/** Tagged lines in time order, each until the next one's time (the last for at most 6 s), within the video. */
function taggedCues(lines: Array<{ words: string; at: number }>, { durationSec }: { durationSec: number }): CaptionCue[] {
  const sorted = [...lines].sort((a, b) => a.at - b.at).filter((line) => line.at < durationSec);
  return sorted.map((line, i) => ({
    start: line.at,
    end: Math.min(durationSec, sorted[i + 1]?.at ?? line.at + 6),
    text: line.words.length > MAX_CUE_CHARS ? `${line.words.slice(0, MAX_CUE_CHARS - 1).trimEnd()}…` : line.words,
  }));
}
