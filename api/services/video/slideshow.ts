// Renders a photo slideshow video in two frames, 1920×1080 and 1080×1920 (stories), with the song as its sound: a
// title card, each photo with a slow pan and zoom, cross-fades, the lyrics as timed captions and the shop's mark;
// H.264 and AAC that start playing at once (+faststart). One ffmpeg run per frame, one after the other, so the
// memory of one is the peak. Nothing is left behind when it fails.
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { songKind } from '../uploads/sniff';
import { fileInput, runFfmpeg, type RunOptions } from './ffmpeg';
import { drawBoxesOnce, drawText, MARK_FILE, num } from './graph';
import { PROBE_TIMEOUT_MS, probeMedia } from './probe';
import { checkRun, demuxerFor, encodeMp4, RenderError, WORK_DIR_PREFIX } from './render';
import { drawCanvases } from './slideshowCanvas';
import { canvasSide, lyricCues, slideshowTimeline, ZOOM, type Clip, type SlideshowTimeline } from './slideshowPlan';
import { FRAMES, markPlace, SLIDESHOW_FORMATS, slideshowOverlay, type SlideshowFormat, type SlideshowWords } from './slideshowScene';

export interface SlideshowInput extends Omit<SlideshowWords, 'captions'> {
  /** The delivered song: any audio ffmpeg reads, judged by its bytes. */
  songFile: string;
  /** The photos in the buyer's order: upright JPEGs (as stored by the upload). */
  photos: string[];
  /** The lyrics as text, when they were delivered as text: the captions. */
  lyrics: string | null;
}

export type SlideshowOutputs = Record<SlideshowFormat, string>;

const FAILED = 'The slideshow video could not be rendered';
/** A song longer than this is no song we deliver: its render would hold the lane for too long. */
const MAX_SONG_SEC = 15 * 60;
/** Ten times what a render takes on a busy two-core machine, and never under two minutes. */
const timeoutFor = (durationSec: number) => Math.max(120_000, durationSec * 10_000);

/** The song's container as its bytes say, and its length. */
async function readSong(file: string, run: RunOptions): Promise<{ format: string; durationSec: number }> {
  const kind = await songKind(file);
  const format = kind && demuxerFor(kind.mime);
  if (!format) throw new RenderError(`${FAILED}: the song is not an audio file ffmpeg can read (judged by its bytes).`);
  const info = await probeMedia(file, { ...run, timeoutMs: PROBE_TIMEOUT_MS, format }).catch(() => undefined);
  if (!info?.audio || !(info.durationSec > 0)) throw new RenderError(`${FAILED}: the song could not be read as sound.`);
  if (info.durationSec > MAX_SONG_SEC) throw new RenderError(`${FAILED}: the song is longer than ${MAX_SONG_SEC / 60} minutes.`);
  return { format, durationSec: info.durationSec };
}

/** A video's poster, written beside it: the title card, shown by a player before it plays. */
export const posterOf = (video: string) => `${video}.poster.jpg`;

/** Renders both videos, each with its poster (posterOf); answers the song's length in seconds. */
export async function renderSlideshow(
  input: SlideshowInput,
  out: SlideshowOutputs,
  options: { signal?: AbortSignal; ffmpeg?: string } = {},
): Promise<{ durationSec: number }> {
  if (input.photos.length < 1) throw new RenderError(`${FAILED}: it has no photos.`);
  if (options.signal?.aborted) throw new RenderError(`${FAILED}: the render was cancelled.`);
  const probeRun: RunOptions = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
  };
  const song = await readSong(input.songFile, probeRun);
  const timeline = slideshowTimeline(song.durationSec, input.photos.length);
  const durationSec = timeline.frames / timeline.fps;
  const titleEndSec = (timeline.title.frames - timeline.fade / 2) / timeline.fps;
  const captions = lyricCues(input.lyrics, { startSec: titleEndSec + 0.3, endSec: durationSec - 1, durationSec });
  const work = await mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
  const parts = SLIDESHOW_FORMATS.map((format) => `${out[format]}.part.mp4`);
  try {
    for (const format of SLIDESHOW_FORMATS) {
      const canvases = await drawCanvases(input.photos, format, path.join(work, format)).catch((err: unknown) => {
        throw new RenderError(`${FAILED}: a photo could not be read (${err instanceof Error ? err.message : String(err)}).`);
      });
      const overlay = slideshowOverlay(format, { ...input, captions }, { titleEndSec, durationSec });
      const command = slideshowCommand({ format, timeline, canvases, overlay, song: { file: input.songFile, format: song.format } }, work);
      const run: RunOptions = { ...probeRun, timeoutMs: timeoutFor(durationSec) };
      const at = {
        work,
        name: `${format}-graph`,
        durationSec: Number(num(durationSec)),
        fps: timeline.fps,
        out: `${out[format]}.part.mp4`,
      };
      // Slow pans over stills: x264's superfast keeps a 3-minute render within the song's length on two cores.
      const result = await encodeMp4(command, at, run, { preset: 'superfast' });
      checkRun(result, run, FAILED);
      // The title card, once its words are in: what a player shows before it plays.
      const posterAt = num(Math.max(0, titleEndSec * 0.55));
      const poster = await runFfmpeg(
        [
          '-y',
          '-loglevel',
          'error',
          '-ss',
          posterAt,
          ...fileInput(`${out[format]}.part.mp4`, 'mov'),
          '-frames:v',
          '1',
          '-q:v',
          '3',
          posterOf(out[format]),
        ],
        run,
      );
      checkRun(poster, run, FAILED);
    }
    // Both or neither: the second frame's failure leaves no first video behind.
    for (const format of SLIDESHOW_FORMATS) await rename(`${out[format]}.part.mp4`, out[format]);
    return { durationSec };
  } catch (err) {
    await Promise.all([...parts, ...SLIDESHOW_FORMATS.map((format) => posterOf(out[format]))].map((file) => rm(file, { force: true })));
    throw err instanceof RenderError ? err : new RenderError(`${FAILED}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 3 });
  }
}

interface CommandInput {
  format: SlideshowFormat;
  timeline: SlideshowTimeline;
  canvases: { title: string; photos: string[] };
  overlay: ReturnType<typeof slideshowOverlay>;
  song: { file: string; format: string };
}

/** Inputs and filter graph of one frame's video. */
export function slideshowCommand({ format, timeline, canvases, overlay, song }: CommandInput, work: string) {
  const { width: W, height: H } = FRAMES[format];
  const { fps, fade } = timeline;
  const sec = (frames: number) => num(frames / fps);
  // The mark's icon, the title card, the photos' canvases (our own JPEGs, read as JPEG and nothing else), the song.
  const inputs = ['-i', MARK_FILE, ...fileInput(canvases.title, 'jpeg_pipe')];
  for (const canvas of canvases.photos) inputs.push(...fileInput(canvas, 'jpeg_pipe'));
  const songInput = 2 + canvases.photos.length;
  inputs.push(...fileInput(song.file, song.format));

  // Each still decoded once and repeated (the loop filter) for its clip's frames.
  const still = (input: number, frames: number) => `[${input}:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${fps}*TB)`;
  const chains = [`${still(1, timeline.title.frames)},setsar=1[c0]`];
  timeline.photos.forEach((clip, i) => chains.push(`${still(i + 2, clip.frames)},${kenBurns(clip, W, H, fps)},setsar=1[c${i + 1}]`));
  // Each photo fades in over the one before: the fade starts where its clip starts.
  let last = 'c0';
  timeline.photos.forEach((clip, i) => {
    chains.push(`[${last}][c${i + 1}]xfade=transition=fade:duration=${sec(fade)}:offset=${sec(clip.start)}[x${i + 1}]`);
    last = `x${i + 1}`;
  });

  const texts: Array<{ file: string; text: string }> = [];
  const drawn = overlay.texts.map((item) => {
    const file = path.join(work, `${format}-text-${texts.length}.txt`);
    texts.push({ file, text: item.text });
    return drawText(item, file);
  });
  const durationSec = timeline.frames / fps;
  const titleEnd = (timeline.title.frames - fade / 2) / fps;
  const mark = markPlace(format);
  const out = Math.min(1.5, durationSec / 6);
  chains.push(
    `[0:v]scale=${mark.size}:${mark.size},format=rgba,colorchannelmixer=aa=0.92[mark]`,
    `[${last}]fade=t=in:st=0:d=${num(Math.min(0.6, durationSec / 8))},fade=t=out:st=${num(durationSec - out)}:d=${num(out)}[pictures]`,
    `[pictures][mark]overlay=x=${mark.x}:y=${mark.y}:enable='gte(t,${num(titleEnd)})',${[...drawBoxesOnce(overlay.boxes), ...drawn].join(',') || 'null'},format=yuv420p[v]`,
    `[${songInput}:a]aformat=sample_fmts=fltp:sample_rates=44100:channel_layouts=stereo,afade=t=out:st=${num(durationSec - out)}:d=${num(out)}[a]`,
  );
  return { inputs, graph: chains.join(';\n'), texts };
}

/**
 * A photo's slow pan and zoom: its canvas (1 + ZOOM times the frame) scaled each frame between the frame's size and
 * its own, and the frame cut from it where the pan has got to. Sizes stay even and never below the frame's.
 */
function kenBurns(clip: Clip, W: number, H: number, fps: number): string {
  const seconds = num(Math.max(1, clip.frames - 1) / fps);
  const along = (from: number, to: number) => `(${num(from)}+(${num(to - from)})*min(1,t/${seconds}))`;
  const m = clip.motion;
  const scale = `${along(m.zoom[0], m.zoom[1])}/${num(1 + ZOOM)}`;
  const [cw, ch] = [canvasSide(W), canvasSide(H)];
  return [
    `scale=w='max(${W},2*trunc(${cw}*${scale}/2))':h='max(${H},2*trunc(${ch}*${scale}/2))':eval=frame:flags=fast_bilinear`,
    `crop=${W}:${H}:x='(iw-${W})*${along(m.x[0], m.x[1])}':y='(ih-${H})*${along(m.y[0], m.y[1])}'`,
  ].join(',');
}
