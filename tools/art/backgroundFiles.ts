/**
 * Writes the six card backgrounds to public/ as WebP, rendered from their SVG sources, and checks each against
 * its budgets: at most 8 KB, and white text over its lower half at 4.5:1 or better.
 *
 * Rasters, not the SVGs themselves: a browser draws an SVG background on the page's main thread the first time
 * it paints it (20–30 ms for one card on a throttled phone, in Lighthouse's traces of /sample-songs), where a
 * WebP is decoded off it. The price is bytes: 2.4–5.8 KB more per image than the SVG sent compressed.
 */
import type { Browser } from '@playwright/test';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKGROUNDS } from './backgrounds';
import { decodeRgba } from './png';
import { ffmpeg, shootSvg } from './render';
import { H, W } from './backgroundKit';

const MAX_BYTES = 8000;

/**
 * Worst-case contrast of white text over the lower half of a rendered
 * background: uses the 95th-percentile luminance so a few specks of light
 * don't dominate, but any sizeable bright area does.
 */
export function lowerHalfContrast(rgba: Buffer, width: number, height: number): number {
  const lin = (v: number): number => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum: number[] = [];
  for (let y = Math.floor(height / 2); y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      lum.push(0.2126 * lin(rgba[p]!) + 0.7152 * lin(rgba[p + 1]!) + 0.0722 * lin(rgba[p + 2]!));
    }
  }
  lum.sort((a, b) => a - b);
  const l = lum[Math.floor(lum.length * 0.95)]!;
  return 1.05 / (l + 0.05);
}

export async function makeBackgrounds(browser: Browser, publicDir: string): Promise<string[]> {
  const dir = join(publicDir, 'images', 'backgrounds');
  await mkdir(dir, { recursive: true });
  const out: string[] = [];
  for (const bg of BACKGROUNDS) {
    const text = bg.svg();
    const path = join(dir, `${bg.name}.webp`);
    // The sources' own size (720×440): twice a card's on most screens.
    const still = await shootSvg(browser, text, { width: W, height: H });
    await ffmpeg(['-y', '-f', 'png_pipe', '-i', 'pipe:0', '-c:v', 'libwebp', '-quality', '80', '-compression_level', '6', path], still);
    out.push(path);
    const { size } = await stat(path);
    if (size > MAX_BYTES) console.warn(`  ! ${bg.name}.webp is ${size} bytes (budget ${MAX_BYTES})`);
    // Card size (the background covers it): check white-text contrast.
    const shot = await shootSvg(browser, text, { width: 360, height: 220 });
    const ratio = lowerHalfContrast((await decodeRgba(shot, 360, 220)).data, 360, 220);
    const note = `${bg.name}.webp: ${bg.theme}, ${size} B, white-text contrast (lower half, p95) ${ratio.toFixed(2)}:1`;
    if (ratio < 4.5) console.warn(`  ! ${note}`);
    else console.log(`  ${note}`);
  }
  return out;
}
