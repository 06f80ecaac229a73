// The slideshow render on a short song with three small photos: two MP4s, 1920×1080 and 1080×1920, H.264 and AAC,
// as long as the song, that start playing before they have downloaded; and nothing left behind when it fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoBytes } from '../../../testing/photos';
import { wavBytes } from '../../../testing/files';
import { probeMedia } from './probe';
import { RenderError } from './render';
import { posterOf, renderSlideshow, type SlideshowInput } from './slideshow';

// Renders take seconds on two shared cores, more when other tests run beside them: no timing is asserted.
const SLOW = 180_000;
let dir: string;
let input: SlideshowInput;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-slideshow-test-'));
  const song = path.join(dir, 'song.wav');
  fs.writeFileSync(song, wavBytes(5, 22050));
  const shapes = [
    { width: 640, height: 480, hue: 10 },
    { width: 480, height: 640, hue: 140, orientation: 6 },
    { width: 600, height: 600, hue: 260 },
  ];
  const photos = await Promise.all(
    shapes.map(async (shape, i) => {
      const file = path.join(dir, `photo-${i}.jpg`);
      fs.writeFileSync(file, await photoBytes(shape));
      return file;
    }),
  );
  input = {
    songFile: song,
    photos,
    lyrics: '[Verse 1]\nUnder the umbrella, you laughed at me\n\nAnd I knew that rain would be our melody',
    recipientName: 'Maria',
    occasion: 'Anniversary',
    fromName: 'Tom',
    shopName: 'Serenade',
  };
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('renderSlideshow', () => {
  it(
    'makes a 1920×1080 and a 1080×1920 H.264/AAC video as long as the song, each playable before it has downloaded',
    async () => {
      const out = { landscape: path.join(dir, 'landscape.mp4'), portrait: path.join(dir, 'portrait.mp4') };
      const { durationSec } = await renderSlideshow(input, out);
      expect(durationSec).toBeCloseTo(5, 1);
      for (const [format, size] of [
        ['landscape', { width: 1920, height: 1080 }],
        ['portrait', { width: 1080, height: 1920 }],
      ] as const) {
        const info = await probeMedia(out[format]);
        expect(info.video).toMatchObject({ codec: 'h264', ...size, pixFmt: 'yuv420p' });
        expect(info.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 44100 });
        expect(info.durationSec).toBeGreaterThan(4.8);
        expect(info.durationSec).toBeLessThan(5.3);
        expect(info.fastStart).toBe(true);
        expect((await probeMedia(posterOf(out[format]))).video).toMatchObject(size);
      }
      expect(fs.readdirSync(dir).filter((name) => name.includes('.part'))).toEqual([]);
    },
    SLOW,
  );

  it('refuses a song that is not audio, leaving no video behind', async () => {
    const fake = path.join(dir, 'not-a-song.wav');
    fs.writeFileSync(fake, Buffer.from('#!/bin/sh\necho hello\n'));
    const out = { landscape: path.join(dir, 'x-landscape.mp4'), portrait: path.join(dir, 'x-portrait.mp4') };
    await expect(renderSlideshow({ ...input, songFile: fake }, out)).rejects.toThrow(RenderError);
    expect(fs.existsSync(out.landscape) || fs.existsSync(out.portrait)).toBe(false);
  });
});
