// Small real videos for upload tests (reaction videos): colour bars with a tone, made once with the ffmpeg the tests
// run (ffmpegBinary.ts) and kept in the system's temporary folder, so API and browser tests share them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultFfmpeg } from '../api/services/video/ffmpegBinary';

const run = promisify(execFile);

export type VideoFormat = 'mp4' | 'mov' | 'avi';

export interface TestVideo {
  file: string;
  bytes: Buffer;
  /** What a browser would call it. */
  type: string;
  name: string;
  durationSec: number;
}

export interface VideoOptions {
  seconds?: number;
  width?: number;
  height?: number;
  /** Every frame a keyframe at high quality: a file tens of times larger, for watching an upload's progress. */
  heavy?: boolean;
}

const TYPES: Record<VideoFormat, string> = { mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo' };

/** Codecs per container: H.264/AAC for MP4 and MOV (what phones record), MPEG-4 Part 2 and MP3-free PCM for AVI. */
const CODECS: Record<VideoFormat, string[]> = {
  mp4: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart'],
  mov: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart'],
  avi: ['-c:v', 'mpeg4', '-q:v', '8', '-c:a', 'pcm_s16le'],
};

const CACHE_DIR = path.join(os.tmpdir(), 'serenade-test-videos');
const pending = new Map<string, Promise<string>>();

/** A portrait clip (as a phone films a reaction), made on first use and reused afterwards. */
export async function testVideo(format: VideoFormat = 'mp4', options: VideoOptions = {}): Promise<TestVideo> {
  const { seconds = 2, width = 160, height = 284, heavy = false } = options;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `smptebars=size=${width}x${height}:rate=15:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=22050:duration=${seconds}`,
    ...CODECS[format],
    ...(heavy ? ['-g', '1', ...(format === 'avi' ? ['-q:v', '2'] : ['-crf', '12'])] : []),
    '-shortest',
  ];
  // Per program too: a clip made by another ffmpeg (another version's encoders) is another clip.
  const key = createHash('sha256')
    .update([defaultFfmpeg().path, ...args].join(' '))
    .digest('hex')
    .slice(0, 16);
  const name = `reaction-${key}.${format}`;
  const file = path.join(CACHE_DIR, name);
  if (!fs.existsSync(file)) {
    let making = pending.get(file);
    if (!making) {
      making = make(file, args);
      pending.set(file, making);
    }
    await making;
  }
  return { file, bytes: fs.readFileSync(file), type: TYPES[format], name: `reaction.${format}`, durationSec: seconds };
}

/** Writes to a private name and renames, so a parallel test never reads a half-written file. */
async function make(file: string, args: string[]): Promise<string> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.part${path.extname(file)}`;
  try {
    await run(defaultFfmpeg().path, ['-y', ...args, temp], { timeout: 60_000 });
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return file;
}

/** A file that claims to be a video and is not one: the start of a Linux executable, padded. */
export function fakeVideoBytes(size = 8192): Buffer {
  const bytes = Buffer.alloc(size, 0x90);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(bytes);
  return bytes;
}
