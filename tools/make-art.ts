/**
 * make-art — regenerates every piece of Serenade's brand artwork.
 *
 *   npx tsx tools/make-art.ts [icons|backgrounds|hero|og ...]
 *
 * Everything is drawn from hand-written SVG/canvas sources kept as string
 * templates in tools/art/*.ts (nothing is downloaded). SVGs are written
 * as-is; rasters are rendered in headless Chromium (/usr/bin/chromium, or
 * $CHROMIUM_PATH) and encoded with the shop's ffmpeg (FFMPEG_PATH, the system's,
 * else @ffmpeg-installer/ffmpeg's). The outputs are committed under public/:
 *
 *   icons/icon.svg, icons/icon-192.png, icons/icon-512.png,
 *   icons/maskable-512.png, icons/apple-touch-icon.png, favicon.svg
 *   images/backgrounds/bg-1.webp … bg-6.webp (sample-song card backdrops)
 *   images/hero-poster{,-portrait}.{webp,jpg}, video/hero.mp4, video/hero-mobile.mp4
 *   images/og-image.png                      (1200×630 social card)
 *
 * Re-run it after editing any of the sources and commit the results.
 * With no arguments all groups are rebuilt.
 */
import { stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBackgrounds } from './art/backgroundFiles';
import { makeHero } from './art/hero';
import { makeIcons } from './art/icons';
import { makeOgImage } from './art/og';
import { launchBrowser } from './art/render';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

type Step = (browser: Awaited<ReturnType<typeof launchBrowser>>) => Promise<string[]>;
const steps: Record<string, Step> = {
  icons: (b) => makeIcons(b, publicDir),
  backgrounds: (b) => makeBackgrounds(b, publicDir),
  hero: (b) => makeHero(b, publicDir),
  og: (b) => makeOgImage(b, publicDir),
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!(name in steps)) throw new Error(`unknown group "${name}"; expected one of ${Object.keys(steps).join(', ')}`);
}

const browser = await launchBrowser();
try {
  for (const [name, step] of Object.entries(steps)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const started = Date.now();
    const files = await step(browser);
    console.log(`${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const file of files) {
      const { size } = await stat(file);
      console.log(`  ${relative(root, file).padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
    }
  }
} finally {
  await browser.close();
}
