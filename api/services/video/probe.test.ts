import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testVideo } from '../../../testing/videos';
import { runFfmpeg } from './ffmpeg';
import { moovBeforeMdat, parseInputInfo, probeMedia, ProbeError } from './probe';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-probe-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function make(name: string, args: string[]): Promise<string> {
  const file = path.join(dir, name);
  const { code, stderr } = await runFfmpeg(['-y', '-loglevel', 'error', ...args, file]);
  if (code !== 0) throw new Error(stderr);
  return file;
}

describe('probeMedia', () => {
  it('reads a phone-style MP4: H.264 picture, AAC sound, duration, index first', async () => {
    const { file } = await testVideo('mp4', { seconds: 2 });
    const info = await probeMedia(file);
    expect(info.durationSec).toBeCloseTo(2, 0);
    expect(info.streams).toBe(2);
    expect(info.video).toEqual({ codec: 'h264', width: 160, height: 284, pixFmt: 'yuv420p', profile: 'Constrained Baseline' });
    expect(info.audio).toEqual({ codec: 'aac', sampleRate: 22050, channels: 1 });
    expect(info.fastStart).toBe(true);
  });

  it('reads MOV and AVI reactions too', async () => {
    const mov = await probeMedia((await testVideo('mov', { seconds: 2 })).file);
    expect(mov.video?.codec).toBe('h264');
    const avi = await probeMedia((await testVideo('avi', { seconds: 2 })).file);
    expect(avi.video).toMatchObject({ codec: 'mpeg4', width: 160, height: 284 });
    expect(avi.audio).toMatchObject({ codec: 'pcm_s16le', channels: 1 });
    expect(avi.fastStart).toBe(false);
  }, 120_000);

  it('reads an MP3: sound only, stereo, its length', async () => {
    const file = await make('tone.mp3', [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
    ]);
    const info = await probeMedia(file);
    expect(info).toMatchObject({ streams: 1, audio: { codec: 'mp3', sampleRate: 44100, channels: 2 }, fastStart: false });
    expect(info.video).toBeUndefined();
    expect(info.durationSec).toBeGreaterThan(2.9);
    expect(info.durationSec).toBeLessThan(3.2);
  });

  it('tells an MP4 whose index sits at the end from one that starts playing at once', async () => {
    const args = ['-f', 'lavfi', '-i', 'color=c=red:s=64x64:d=1', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
    const slow = await make('slow.mp4', args);
    const fast = await make('fast.mp4', [...args, '-movflags', '+faststart']);
    expect(await moovBeforeMdat(slow)).toBe(false);
    expect(await moovBeforeMdat(fast)).toBe(true);
    expect((await probeMedia(slow)).video?.profile).toBe('High');
  });

  it('refuses a missing file and a file of noise with a reason a person can read', async () => {
    await expect(probeMedia(path.join(dir, 'nowhere.mp3'))).rejects.toThrow(new ProbeError('the file does not exist'));
    const noise = path.join(dir, 'noise.mp3');
    fs.writeFileSync(noise, Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)));
    await expect(probeMedia(noise)).rejects.toThrow(/not an audio or video file/);
  });
});

describe('parseInputInfo', () => {
  it('answers the size as shown for a phone video stored sideways, and counts 5.1 sound as six channels', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'IMG_0001.MOV':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 9000 kb/s',
      '    Stream #0:0(und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv, bt709), 1920x1080, 8000 kb/s, 29.97 fps (default)',
      '    Metadata:',
      '      rotate          : 90',
      '    Side data:',
      '      displaymatrix: rotation of -90.00 degrees',
      '    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, 5.1(side), fltp, 256 kb/s (default)',
      '    Stream #0:2(und): Data: none (mebx / 0x7862656D), 0 kb/s (default)',
    ].join('\n');
    expect(parseInputInfo(stderr)).toEqual({
      durationSec: 62.5,
      streams: 3,
      video: { codec: 'hevc', width: 1080, height: 1920, pixFmt: 'yuv420p', profile: 'Main' },
      audio: { codec: 'aac', sampleRate: 48000, channels: 6 },
    });
  });

  it('leaves cover art out of the picture', () => {
    const stderr = [
      "Input #0, mp3, from 'song.mp3':",
      '  Duration: 00:00:38.48, start: 0.025057, bitrate: 96 kb/s',
      '    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 96 kb/s',
      '    Stream #0:1: Video: mjpeg, yuvj420p(pc, bt470bg/unknown/unknown), 600x600, 90k tbr, 90k tbn (attached pic)',
    ].join('\n');
    const info = parseInputInfo(stderr);
    expect(info?.video).toBeUndefined();
    expect(info?.streams).toBe(2);
  });

  it('answers null when ffmpeg opened nothing', () => {
    expect(parseInputInfo('nowhere.mp3: No such file or directory\n')).toBeNull();
  });
});
