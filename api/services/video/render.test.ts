import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/admin';
import { recordingFfmpeg } from '../../../testing/ffmpegRecorder';
import { testVideo } from '../../../testing/videos';
import { runFfmpeg } from './ffmpeg';
import { defaultFfmpeg } from './ffmpegBinary';
import { probeMedia } from './probe';
import { RenderError, renderVideo, WORK_DIR_PREFIX, type RenderInput } from './render';
import { DEMO_SHOP_PROFILE } from '../../../shared/shopProfile';

// Renders take seconds on two shared cores, more when other tests run beside them: no timing is asserted.
const SLOW = 120_000;
const run = promisify(execFile);

let dir: string;
let privateTmp: string;
const realTmp = process.env.TMPDIR;
let music: string;
let voice: string;

/** A tone as an MP3, standing in for a song or a voice (different pitches, so each can be heard apart). */
async function tone(name: string, hz: number, seconds: number): Promise<string> {
  const file = path.join(dir, name);
  const { code, stderr } = await runFfmpeg([
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${hz}:sample_rate=44100:duration=${seconds}`,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '96k',
    file,
  ]);
  if (code !== 0) throw new Error(stderr);
  return file;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-render-test-'));
  // The renderer's work folders go under os.tmpdir(): a private one shows what this file's renders leave behind.
  privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-render-test-tmp-'));
  process.env.TMPDIR = privateTmp;
  [music, voice] = await Promise.all([tone('music.mp3', 220, 4), tone('voice.mp3', 2000, 3)]);
});

afterAll(() => {
  if (realTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = realTmp;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(privateTmp, { recursive: true, force: true });
});

const input = (over: Partial<RenderInput> = {}): RenderInput => ({
  look: 'song_teaser',
  shopName: DEMO_SHOP_PROFILE.name,
  durationSec: 3,
  title: 'A song for Grandma’s 90th: “she sang every word”',
  description: 'Written and recorded from one story — 100% hers.',
  captions: [],
  ...over,
});

const out = (name: string) => path.join(dir, name);
const leftovers = () => fs.readdirSync(privateTmp).filter((name) => name.startsWith(WORK_DIR_PREFIX));
const partsIn = (folder: string) => fs.readdirSync(folder).filter((name) => name.includes('.part'));

/** Loudness of the sound in [from, to) seconds, after a filter that keeps one pitch range (mean, in dB). */
async function loudness(file: string, from: number, to: number, band = 'anull'): Promise<number> {
  const { stderr } = await runFfmpeg(['-i', file, '-vn', '-af', `atrim=${from}:${to},${band},volumedetect`, '-f', 'null', '-']);
  const mean = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  return mean === undefined || mean === '-inf' ? -Infinity : Number(mean);
}

/** The picture at `t` seconds as one grey byte per pixel, 1080 to a row. */
async function grayFrame(file: string, t: number): Promise<Buffer> {
  const { stdout } = await run(
    defaultFfmpeg().path,
    ['-v', 'error', '-ss', String(t), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { encoding: 'buffer', maxBuffer: 8 << 20 },
  );
  return stdout;
}

/** Mean absolute difference of two grey frames between two rows. */
function difference(a: Buffer, b: Buffer, fromRow: number, toRow: number): number {
  let sum = 0;
  for (let i = fromRow * 1080; i < toRow * 1080; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((toRow - fromRow) * 1080);
}

describe('renderVideo', () => {
  it(
    'renders a 15 s vertical H.264/AAC video with captions and music that starts playing at once',
    async () => {
      const file = out('teaser.mp4');
      const captions = [
        { start: 0.5, end: 5, text: 'Every song starts with a story.' },
        { start: 5, text: 'Written and recorded for one person.' },
        { start: 10, end: 14.5, text: 'Tell us yours: we’ll write the song.' },
      ];
      await renderVideo(input({ durationSec: 15, captions, musicFile: music }), file);
      const info = await probeMedia(file);
      expect(Math.abs(info.durationSec - 15)).toBeLessThanOrEqual(0.5);
      expect(info.streams).toBe(2);
      expect(info.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920, pixFmt: 'yuv420p' });
      expect(['Main', 'High']).toContain(info.video?.profile);
      expect(info.audio).toMatchObject({ codec: 'aac', channels: 2 });
      expect(info.fastStart).toBe(true);
      // The 4 s tone loops under the whole video: heard at 10 s, faded out at the very end.
      expect(await loudness(file, 9, 11)).toBeGreaterThan(-40);
      expect(partsIn(dir)).toEqual([]);
      expect(leftovers()).toEqual([]);
    },
    SLOW,
  );

  it(
    'fills the frame with a reaction clip shorter than the video, portrait or landscape, with its own sound',
    async () => {
      const portrait = await testVideo('mov', { seconds: 2 });
      const landscape = await testVideo('mp4', { seconds: 2, width: 320, height: 180 });
      for (const [name, clip] of [
        ['portrait.mp4', portrait.file],
        ['landscape.mp4', landscape.file],
      ] as const) {
        const file = out(name);
        await renderVideo(input({ look: 'reaction_highlight', durationSec: 5, clipFile: clip }), file);
        const info = await probeMedia(file);
        expect(info.video).toMatchObject({ width: 1080, height: 1920 });
        expect(Math.abs(info.durationSec - 5)).toBeLessThanOrEqual(0.5);
        // The clip's 440 Hz tone, looped: still heard after the clip's own 2 s.
        expect(await loudness(file, 2.5, 4)).toBeGreaterThan(-40);
      }
    },
    SLOW,
  );

  it(
    'mixes a voice-over over the music, the music a quarter as loud while the voice speaks',
    async () => {
      const file = out('voice.mp4');
      await renderVideo(input({ look: 'ai', durationSec: 8, musicFile: music, voiceFile: voice }), file);
      expect((await probeMedia(file)).audio?.codec).toBe('aac');
      expect(await loudness(file, 1, 2.5, 'highpass=f=1000')).toBeGreaterThan(-35);
      const musicUnderVoice = await loudness(file, 1, 2.5, 'lowpass=f=500');
      const musicAfterVoice = await loudness(file, 4.5, 5.5, 'lowpass=f=500');
      expect(musicAfterVoice - musicUnderVoice).toBeGreaterThan(8);
    },
    SLOW,
  );

  it(
    'still has a (silent) AAC sound track when there is nothing to hear',
    async () => {
      const file = out('silent.mp4');
      await renderVideo(input({ look: 'how_it_works' }), file);
      const info = await probeMedia(file);
      expect(info.streams).toBe(2);
      expect(info.audio?.codec).toBe('aac');
      expect(await loudness(file, 0, 3)).toBeLessThan(-80);
    },
    SLOW,
  );

  it(
    'burns the captions into the picture, only while they are due',
    async () => {
      const [a, b] = [out('caption-a.mp4'), out('caption-b.mp4')];
      const captions = (text: string) => [{ start: 0.3, end: 1.4, text }];
      await renderVideo(input({ look: 'testimonial_quote', captions: captions('Grandma cried.') }), a);
      await renderVideo(input({ look: 'testimonial_quote', captions: captions('We all sang along with her!') }), b);
      const captionRows = [1250, 1600] as const;
      const during = difference(await grayFrame(a, 1), await grayFrame(b, 1), ...captionRows);
      const after = difference(await grayFrame(a, 2.5), await grayFrame(b, 2.5), ...captionRows);
      expect(during).toBeGreaterThan(5);
      expect(after).toBeLessThan(0.5);
    },
    SLOW,
  );
});

describe('renderVideo when it cannot finish', () => {
  const expectNothingLeft = (file: string) => {
    expect(fs.existsSync(file)).toBe(false);
    expect(partsIn(path.dirname(file))).toEqual([]);
    expect(leftovers()).toEqual([]);
  };

  it('names a missing music file', async () => {
    const file = out('missing.mp4');
    const error = await renderVideo(input({ musicFile: path.join(dir, 'no-such-song.mp3') }), file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as Error).message).toMatch(
      /^The video could not be rendered: the music file could not be read \(the file does not exist/,
    );
    expectNothingLeft(file);
  });

  it('names a music file that is not sound', async () => {
    const corrupt = path.join(dir, 'corrupt.mp3');
    fs.writeFileSync(corrupt, Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919) % 251)));
    const file = out('corrupt.mp4');
    await expect(renderVideo(input({ musicFile: corrupt }), file)).rejects.toThrow(/the music file is not an MP3 or WAV file/);
    expectNothingLeft(file);
  });

  it.each([
    ['an HLS playlist named .mp4', ['#EXTM3U', '#EXTINF:2,', '/etc/passwd', '#EXT-X-ENDLIST', ''].join('\n')],
    ['a concat list named .mov', "ffconcat version 1.0\nfile '/etc/passwd'\n"],
    ['text', 'just some text, not a video at all'],
  ])('refuses a reaction clip that is %s before ffmpeg ever reads it', async (_case, content) => {
    const clip = path.join(dir, 'not-a-video.mp4');
    fs.writeFileSync(clip, content);
    const ffmpeg = recordingFfmpeg(fs.mkdtempSync(path.join(dir, 'tripwire-')), { passThrough: false });
    const file = out('not-a-video-out.mp4');
    await expect(
      renderVideo(input({ look: 'reaction_highlight', clipFile: clip, musicFile: music }), file, { ffmpeg: ffmpeg.path }),
    ).rejects.toThrow(
      new RenderError(`The video could not be rendered: the reaction video is not an MP4, MOV or AVI file (judged by its bytes: ${clip}).`),
    );
    expect(ffmpeg.runs()).toEqual([]);
    expectNothingLeft(file);
  });

  it(
    'tells ffmpeg the container of each file and lets it open local files only',
    async () => {
      const ffmpeg = recordingFfmpeg(fs.mkdtempSync(path.join(dir, 'recorder-')));
      const clip = (await testVideo('avi', { seconds: 2 })).file;
      await renderVideo(input({ look: 'reaction_highlight', clipFile: clip, musicFile: music }), out('told.mp4'), { ffmpeg: ffmpeg.path });
      const runs = ffmpeg.runs();
      // Two probes and the render.
      expect(runs).toHaveLength(3);
      for (const run of runs.filter((r) => r.includes(clip))) expect(run).toContain(`-protocol_whitelist file -f avi -i ${clip}`);
      for (const run of runs.filter((r) => r.includes(music))) expect(run).toContain(`-protocol_whitelist file -f mp3 -i ${music}`);
      expect(runs.at(-1)).toMatch(/-filter_complex_script/);
    },
    SLOW,
  );

  it(
    'passes on ffmpeg’s own reason when ffmpeg fails, leaving no part file',
    async () => {
      const file = path.join(dir, 'no-such-folder', 'video.mp4');
      const error = await renderVideo(input(), file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RenderError);
      expect((error as Error).message).toMatch(/ffmpeg stopped with an error \(.*No such file or directory/);
      expect(leftovers()).toEqual([]);
    },
    SLOW,
  );

  it(
    'stops ffmpeg and cleans up when the render is cancelled',
    async () => {
      const file = out('cancelled.mp4');
      const controller = new AbortController();
      const rendering = renderVideo(input({ durationSec: 30, musicFile: music }), file, { signal: controller.signal });
      // Cancelled while ffmpeg is writing the video (its part file is there), not before it began.
      void eventually(
        () => fs.existsSync(`${file}.part.mp4`),
        (exists) => exists,
        60_000,
      ).then(() => controller.abort('deleted'));
      await expect(rendering).rejects.toThrow(new RenderError('The video could not be rendered: the render was cancelled.'));
      expectNothingLeft(file);
      await expect(renderVideo(input(), file, { signal: AbortSignal.abort() })).rejects.toThrow(/cancelled/);
      expectNothingLeft(file);
    },
    SLOW,
  );

  it(
    'stops a render that runs past its time limit',
    async () => {
      const file = out('slow.mp4');
      await expect(renderVideo(input({ durationSec: 30 }), file, { timeoutMs: 500 })).rejects.toThrow(
        /took longer than 0.5 s and was stopped/,
      );
      expectNothingLeft(file);
    },
    SLOW,
  );

  it('refuses a length that is not a positive number of seconds', async () => {
    await expect(renderVideo(input({ durationSec: 0 }), out('zero.mp4'))).rejects.toThrow(/positive number of seconds/);
  });
});
