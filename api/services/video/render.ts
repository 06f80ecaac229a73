// Renders a promo video: a vertical 1080×1920 H.264/AAC MP4 that starts playing at once, from a look, texts,
// caption cues and optional music, voice-over and customer clip. Nothing is left behind when it fails.
import { access, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CaptionCue, TemplateKind } from '../../../shared/schemas/video';
import { reactionVideoKind, sampleAudioKind, type FileKind } from '../uploads/sniff';
import { lastMeaningfulLine, runFfmpeg, type FfmpegRun, type RunOptions } from './ffmpeg';
import { buildCommand, type GraphMedia } from './graph';
import { FRAME } from './looks';
import { PROBE_TIMEOUT_MS, probeMedia, ProbeError, type MediaInfo } from './probe';
import { buildScene } from './scene';

export interface RenderInput {
  look: TemplateKind | 'ai';
  durationSec: number; // 15, 30 or 60 (any positive number must work)
  /** The shop's name (its profile's, when the render starts): shown under the mark throughout. */
  shopName: string;
  title: string;
  description?: string | null;
  captions: CaptionCue[]; // start/end in seconds; a cue without end lasts until the next cue's start (or the end)
  musicFile?: string | null; // an audio file (MP3) under the video: faded in (~1.5 s) and out (~2 s), looped if shorter than the video
  voiceFile?: string | null; // a voice-over (MP3) mixed OVER the music; the music ducks (quieter, e.g. 25 %) under the voice
  clipFile?: string | null; // a customer's reaction video: fills the frame, cut to the duration (looped if shorter); its own audio is used when there is no music and no voice
}

/** Why a video could not be rendered, written for the admin who reads it. */
export class RenderError extends Error {
  override name = 'RenderError';
}

/** Where per-render work files go (under the system's temporary folder), removed when the render ends. */
export const WORK_DIR_PREFIX = 'serenade-render-';

const FAILED = 'The video could not be rendered';
/** Enough for a 60 s video on a busy two-core machine, about ten times what it usually takes. */
const defaultTimeoutMs = (durationSec: number) => Math.max(120_000, durationSec * 8_000);

/** H.264 (High, 4.1) in yuv420p and AAC stereo: what iPhones play and social networks take as it is. */
export const ENCODE = {
  video: [
    '-c:v',
    'libx264',
    '-threads',
    '2',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-level:v',
    '4.1',
    '-g',
    '90',
  ],
  audio: ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'],
};

export async function renderVideo(
  input: RenderInput,
  outFile: string,
  options: { signal?: AbortSignal; timeoutMs?: number; ffmpeg?: string } = {},
): Promise<void> {
  checkInput(input);
  if (options.signal?.aborted) throw new RenderError(`${FAILED}: the render was cancelled.`);
  const run: RunOptions = {
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs(input.durationSec),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.ffmpeg ? { ffmpeg: options.ffmpeg } : {}),
  };
  const part = `${outFile}.part.mp4`;
  const work = await mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
  try {
    const media = await readMedia(input, { ...run, timeoutMs: PROBE_TIMEOUT_MS });
    const scene = buildScene({ ...input, overClip: media.clip !== undefined });
    const command = buildCommand(scene, media, work);
    const result = await encodeMp4(command, { work, name: 'graph', durationSec: input.durationSec, fps: FRAME.fps, out: part }, run, {
      tune: media.clip ? undefined : 'stillimage',
    });
    checkRun(result, run, FAILED);
    await rename(part, outFile);
  } catch (err) {
    await rm(part, { force: true });
    throw err instanceof RenderError ? err : new RenderError(`${FAILED}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Writes a command's texts and graph into `work` and runs ffmpeg on them: the graph's `[v]` and `[a]` encoded as an
 * MP4 of `durationSec` at `fps` (ENCODE), its index first so that it plays before it has downloaded.
 */
export async function encodeMp4(
  command: { inputs: string[]; graph: string; texts: Array<{ file: string; text: string }> },
  at: { work: string; name: string; durationSec: number; fps: number; out: string },
  run: RunOptions,
  options: { tune?: string | undefined; preset?: string } = {},
): Promise<FfmpegRun> {
  await Promise.all(command.texts.map(({ file, text }) => writeFile(file, text)));
  const graphFile = path.join(at.work, `${at.name}.txt`);
  await writeFile(graphFile, command.graph);
  // A later -preset overrides ENCODE's for this run.
  const tuning = [...(options.tune ? ['-tune', options.tune] : []), ...(options.preset ? ['-preset', options.preset] : [])];
  const output = ['-t', String(at.durationSec), '-r', String(at.fps), ...ENCODE.video, ...tuning];
  return runFfmpeg(
    [
      '-y',
      '-loglevel',
      'error',
      ...command.inputs,
      '-filter_complex_script',
      graphFile,
      '-map',
      '[v]',
      '-map',
      '[a]',
      ...output,
      ...ENCODE.audio,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      at.out,
    ],
    run,
  );
}

/** Throws what went wrong with an ffmpeg run, for the admin who reads it (`failed`: what could not be made). */
export function checkRun(result: FfmpegRun, run: RunOptions, failed: string): void {
  if (result.stopped === 'aborted') throw new RenderError(`${failed}: the render was cancelled.`);
  if (result.stopped) throw new RenderError(`${failed}: it took longer than ${Math.round(run.timeoutMs! / 100) / 10} s and was stopped.`);
  if (result.code !== 0)
    throw new RenderError(`${failed}: ffmpeg stopped with an error (${lastMeaningfulLine(result.stderr) ?? `exit code ${result.code}`}).`);
}

function checkInput(input: RenderInput): void {
  if (!(Number.isFinite(input.durationSec) && input.durationSec > 0))
    throw new RenderError(`${FAILED}: its length must be a positive number of seconds (got ${input.durationSec}).`);
  if (!input.title?.trim()) throw new RenderError(`${FAILED}: it has no title.`);
}

const WHAT = { musicFile: 'the music file', voiceFile: 'the voice-over', clipFile: 'the reaction video' } as const;
type MediaKey = keyof typeof WHAT;

/** What each input may be, judged by its bytes (sniff.ts: the kinds uploads accept), and the words for a refusal. */
const KINDS: Record<MediaKey, { judge: (file: string) => Promise<FileKind | undefined>; expected: string }> = {
  musicFile: { judge: sampleAudioKind, expected: 'an MP3 or WAV file' },
  voiceFile: { judge: sampleAudioKind, expected: 'an MP3 or WAV file' },
  clipFile: { judge: reactionVideoKind, expected: 'an MP4, MOV or AVI file' },
};

/** Those kinds (and the other audio a delivered song may be) as ffmpeg's demuxers. */
const DEMUXERS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/mp4': 'mov',
  'audio/x-m4a': 'mov',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/aiff': 'aiff',
  'audio/x-aiff': 'aiff',
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
};

/** ffmpeg's demuxer for a file of this type (judged by its bytes), so it never guesses; undefined when it has none. */
export const demuxerFor = (mime: string): string | undefined => DEMUXERS[mime];

/**
 * Every input is judged by its bytes before ffmpeg opens it (a customer's clip may be a file stored before the
 * upload check, or come back from a bucket), and ffmpeg is told which container it is: it never guesses.
 */
async function demuxerOf(key: MediaKey, file: string): Promise<string> {
  const readable = await access(file).then(
    () => true,
    () => false,
  );
  if (!readable) throw new RenderError(`${FAILED}: ${WHAT[key]} could not be read (the file does not exist: ${file}).`);
  const kind = await KINDS[key].judge(file);
  const demuxer = kind && DEMUXERS[kind.mime];
  if (!demuxer) throw new RenderError(`${FAILED}: ${WHAT[key]} is not ${KINDS[key].expected} (judged by its bytes: ${file}).`);
  return demuxer;
}

/** Each file read before rendering, so a bad one is named in the error rather than buried in ffmpeg's output. */
async function readMedia(input: RenderInput, run: RunOptions): Promise<GraphMedia> {
  const keys = (['musicFile', 'voiceFile', 'clipFile'] as const).filter((key) => input[key]);
  // All judged before any ffmpeg starts: a file that is not what it should be never reaches ffmpeg.
  const formats = new Map(await Promise.all(keys.map(async (key) => [key, await demuxerOf(key, input[key]!)] as const)));
  const probe = async (key: MediaKey, needs: 'audio' | 'video'): Promise<MediaInfo | undefined> => {
    const file = input[key];
    const format = formats.get(key);
    if (!file || !format) return undefined;
    const info = await probeMedia(file, { ...run, format }).catch((err: unknown) => {
      if (run.signal?.aborted) throw new RenderError(`${FAILED}: the render was cancelled.`);
      throw new RenderError(
        `${FAILED}: ${WHAT[key]} could not be read (${err instanceof ProbeError ? err.message : String(err)}: ${file}).`,
      );
    });
    if (!info[needs]) throw new RenderError(`${FAILED}: ${WHAT[key]} has no ${needs === 'audio' ? 'sound' : 'picture'} in it (${file}).`);
    return info;
  };
  const [music, voice, clip] = await Promise.all([probe('musicFile', 'audio'), probe('voiceFile', 'audio'), probe('clipFile', 'video')]);
  return {
    durationSec: input.durationSec,
    ...(music ? { music: { file: input.musicFile!, format: formats.get('musicFile')! } } : {}),
    ...(voice ? { voice: { file: input.voiceFile!, format: formats.get('voiceFile')!, durationSec: voice.durationSec } } : {}),
    ...(clip?.video
      ? {
          clip: {
            file: input.clipFile!,
            format: formats.get('clipFile')!,
            aspect: clip.video.width / clip.video.height,
            hasAudio: Boolean(clip.audio),
          },
        }
      : {}),
  };
}
