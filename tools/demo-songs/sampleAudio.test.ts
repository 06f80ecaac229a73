// Checks the generated demo songs: real MP3s of plausible size and length, cached on the second call, and reproducible PCM.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../api/services/seed/catalog';
import { SAMPLE_CATEGORIES } from '../../shared/enums';
import { renderPcm } from './render';
import { BITRATE_KBPS, DEFAULT_SAMPLE_AUDIO_CACHE, encodeMp3, ensureSampleAudio, type GeneratedSample } from './sampleAudio';

// Generation takes ~15 s on 2 cores; CI shares them, so leave plenty of room.
const SLOW = 120_000;

/** An MP3 file starts with an ID3v2 tag or directly with an MPEG audio frame sync (11 set bits). */
const looksLikeMp3 = (b: Buffer): boolean =>
  b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);

describe('ensureSampleAudio', () => {
  // The server's own cache: one generation serves these tests, the API tests and npm start.
  const dir = DEFAULT_SAMPLE_AUDIO_CACHE;
  let first: GeneratedSample[] = [];

  it(
    'synthesizes the catalogue into MP3 files',
    async () => {
      first = await ensureSampleAudio(dir);
      expect(first.length).toBeGreaterThanOrEqual(9);
      expect(new Set(first.map((s) => s.genre)).size).toBeGreaterThanOrEqual(5);
      for (const s of first) {
        expect(SAMPLE_CATEGORIES).toContain(s.genre);
        expect(path.isAbsolute(s.file)).toBe(true);
        expect(s.durationSec).toBeGreaterThanOrEqual(20);
        expect(s.durationSec).toBeLessThanOrEqual(60);
        expect(Math.round(s.durationSec * 100) / 100).toBe(s.durationSec);
        const bytes = fs.readFileSync(s.file);
        expect(looksLikeMp3(bytes), `${s.title} is not an MP3`).toBe(true);
        const expected = (s.durationSec * BITRATE_KBPS * 1000) / 8;
        expect(bytes.length).toBeGreaterThan(expected * 0.6);
        expect(bytes.length).toBeLessThan(expected * 1.4);
      }
    },
    SLOW,
  );

  it('records sane levels in the manifest: peak at -1 dBFS, no clipping, no long silences', () => {
    const manifestFile = path.join(path.dirname(first[0]!.file), 'manifest.json');
    type Row = { title: string; durationSec: number; levels: { peakDb: number; rmsDb: number; clipped: number; longestGapSec: number } };
    const rows = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { songs: Row[] }).songs;
    console.table(rows.map((r) => ({ title: r.title, seconds: r.durationSec, ...r.levels })));
    for (const { title, levels } of rows) {
      expect(levels.peakDb, title).toBeGreaterThanOrEqual(-1.5);
      expect(levels.peakDb, title).toBeLessThanOrEqual(-0.9);
      expect(levels.rmsDb, title).toBeGreaterThan(-24);
      expect(levels.clipped, title).toBe(0);
      expect(levels.longestGapSec, title).toBeLessThanOrEqual(1);
    }
  });

  it(
    'reuses the cached files on the next call',
    async () => {
      const mtimes = first.map((s) => fs.statSync(s.file).mtimeMs);
      const again = await ensureSampleAudio(dir);
      expect(again).toEqual(first);
      expect(again.map((s) => fs.statSync(s.file).mtimeMs)).toEqual(mtimes);
    },
    SLOW,
  );

  it(
    "rejects with ffmpeg's own complaint when encoding fails",
    async () => {
      const dest = path.join(dir, 'no-such-folder', 'broken.mp3');
      await expect(encodeMp3(Buffer.alloc(44_100 * 4), dest, 'Broken')).rejects.toThrow(
        /ffmpeg failed encoding "Broken"[\s\S]*No such file/,
      );
    },
    SLOW,
  );
});

describe('synthesis', () => {
  it(
    'renders the same catalogue entry to identical PCM every time',
    () => {
      for (const entry of [CATALOG[0]!, CATALOG[3]!]) {
        const a = renderPcm(entry, { maxSeconds: 4 });
        const b = renderPcm(entry, { maxSeconds: 4 });
        expect(a.length).toBe(4 * 44_100 * 4);
        expect(a.equals(b)).toBe(true);
        // ...and it is actual sound, not silence.
        let peak = 0;
        for (let i = 0; i < a.length; i += 2) peak = Math.max(peak, Math.abs(a.readInt16LE(i)));
        expect(peak).toBeGreaterThan(10_000);
      }
    },
    SLOW,
  );

  it(
    'gives different songs different audio',
    () => {
      const a = renderPcm(CATALOG[0]!, { maxSeconds: 2 });
      const b = renderPcm(CATALOG[1]!, { maxSeconds: 2 });
      expect(a.equals(b)).toBe(false);
    },
    SLOW,
  );
});
