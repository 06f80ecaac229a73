// What a media file holds, read from `ffmpeg -i` (the bundled package has no ffprobe), and whether an MP4 can start
// playing before it has fully downloaded (its `moov` index ahead of the `mdat` data).
import { open } from 'node:fs/promises';
import { fileInput, runFfmpeg, type RunOptions } from './ffmpeg';

export interface MediaInfo {
  durationSec: number;
  streams: number;
  /** The first picture stream that is not cover art; width and height as shown (after a phone's rotation). */
  video?: { codec: string; width: number; height: number; pixFmt?: string; profile?: string };
  audio?: { codec: string; sampleRate: number; channels: number };
  fastStart: boolean;
}

/** A file ffmpeg cannot open or read; the message says which, for a person. */
export class ProbeError extends Error {
  override name = 'ProbeError';
}

/** Reading a file's header takes ffmpeg milliseconds: a probe still running after this is stuck on a crafted file. */
export const PROBE_TIMEOUT_MS = 30_000;

export interface ProbeOptions extends RunOptions {
  /** The container to read it as (ffmpeg's demuxer name), when the bytes were judged already: no guessing. */
  format?: string;
}

/** Every probe has a time limit (PROBE_TIMEOUT_MS unless the caller gives its own). */
export async function probeMedia(file: string, options: ProbeOptions = {}): Promise<MediaInfo> {
  const { format, ...run } = options;
  const { stderr, stopped } = await runFfmpeg(fileInput(file, format), { ...run, timeoutMs: run.timeoutMs ?? PROBE_TIMEOUT_MS });
  if (stopped) throw new ProbeError(`reading ${file} was ${stopped}`);
  const info = parseInputInfo(stderr);
  if (!info) throw new ProbeError(unreadableReason(stderr));
  return { ...info, fastStart: await moovBeforeMdat(file) };
}

function unreadableReason(stderr: string): string {
  if (/No such file or directory/.test(stderr)) return 'the file does not exist';
  if (/Permission denied/.test(stderr)) return 'the file may not be read (permission denied)';
  return 'the file is not an audio or video file ffmpeg can read';
}

/** The first input's details in `ffmpeg -i` output, or null when ffmpeg could not open it. */
export function parseInputInfo(stderr: string): Omit<MediaInfo, 'fastStart'> | null {
  if (!/^Input #0/m.test(stderr)) return null;
  const lines = stderr.split(/\r?\n/);
  const streamLines = lines.filter((line) => /^\s*Stream #0:\d+/.test(line));
  const videoLine = streamLines.find((line) => /: Video: /.test(line) && !/\(attached pic\)/.test(line));
  const audioLine = streamLines.find((line) => /: Audio: /.test(line));
  const video = videoLine ? parseVideo(videoLine, rotationDegrees(stderr)) : undefined;
  const audio = audioLine ? parseAudio(audioLine) : undefined;
  return {
    durationSec: parseDuration(stderr),
    streams: streamLines.length,
    ...(video ? { video } : {}),
    ...(audio ? { audio } : {}),
  };
}

function parseDuration(stderr: string): number {
  const m = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : 0;
}

/** Comma-separated fields of a stream line after "Video: " or "Audio: ", commas inside brackets kept. */
function fields(line: string, kind: 'Video' | 'Audio'): string[] {
  const rest = line.slice(line.indexOf(`${kind}: `) + kind.length + 2);
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of rest) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

function parseVideo(line: string, rotation: number): MediaInfo['video'] {
  const [codecField = '', ...rest] = fields(line, 'Video');
  const size = rest.map((f) => /^(\d+)x(\d+)/.exec(f)).find(Boolean);
  if (!size) return undefined;
  const profile = [...codecField.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!).find((p) => !p.includes('/'));
  const pixFmt = rest[0] && !/^\d+x\d+/.test(rest[0]) ? rest[0].replace(/\(.*$/, '') : undefined;
  const [width, height] = [Number(size[1]), Number(size[2])];
  const turned = Math.abs(rotation) % 180 === 90;
  return {
    codec: codecField.split(/\s/)[0]!,
    width: turned ? height : width,
    height: turned ? width : height,
    ...(pixFmt ? { pixFmt } : {}),
    ...(profile ? { profile } : {}),
  };
}

const CHANNELS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  '2.1': 3,
  '3.0': 3,
  quad: 4,
  '4.0': 4,
  '5.0': 5,
  '5.1': 6,
  '6.1': 7,
  '7.1': 8,
};

function parseAudio(line: string): MediaInfo['audio'] {
  const [codecField = '', rate = '', layout = ''] = fields(line, 'Audio');
  const layoutName = layout.replace(/\(.*$/, '');
  const counted = /^(\d+) channels/.exec(layout);
  return {
    codec: codecField.split(/\s/)[0]!,
    sampleRate: Number(/^(\d+) Hz/.exec(rate)?.[1] ?? 0),
    channels: counted ? Number(counted[1]) : (CHANNELS[layoutName] ?? 0),
  };
}

/** A phone's portrait video is often stored landscape with a rotation ffmpeg applies when decoding. */
function rotationDegrees(stderr: string): number {
  const tag = /^\s*rotate\s*:\s*(-?\d+)/m.exec(stderr) ?? /displaymatrix: rotation of (-?[\d.]+) degrees/.exec(stderr);
  return tag ? Math.round(Number(tag[1])) : 0;
}

/** Walks the top-level MP4 boxes: true when `moov` comes before `mdat`; false for anything else. */
export async function moovBeforeMdat(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    for (let boxes = 0; offset + 8 <= size && boxes < 10_000; boxes++) {
      await handle.read(header, 0, 16, offset);
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      if (boxSize < 8) return false;
      offset += boxSize;
    }
    return false;
  } finally {
    await handle.close();
  }
}
