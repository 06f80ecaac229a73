// Generates the shop's artwork into public/ (committed; run again after changing a drawing):
// the app icons and favicon, six sample-card backgrounds, the hero videos and the social share image.
// Usage: npx tsx api/tools/make-art.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKGROUNDS } from './art/backgrounds';
import { renderHeroVideo } from './art/heroVideo';
import { fullBleedIconSvg, roundedIconSvg } from './art/mark';
import { ogImageHtml } from './art/ogImage';
import { launchBrowser, optimisePng, shootHtml, shootSvg } from './art/render';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const out = (file: string) => path.join(PUBLIC, file);

async function main() {
  await mkdir(out('icons'), { recursive: true });
  await mkdir(out('images/backgrounds'), { recursive: true });
  await mkdir(out('video'), { recursive: true });

  await writeFile(out('favicon.svg'), roundedIconSvg());
  for (const [i, svg] of BACKGROUNDS.entries()) await writeFile(out(`images/backgrounds/bg-${i + 1}.svg`), svg);

  const browser = await launchBrowser();
  try {
    for (const size of [192, 512]) {
      await optimisePng(await shootSvg(browser, roundedIconSvg(), { width: size, height: size, transparent: true }), out(`icons/icon-${size}.png`), { alpha: true });
    }
    await optimisePng(await shootSvg(browser, fullBleedIconSvg(), { width: 512, height: 512 }), out('icons/maskable-512.png'));
    await optimisePng(await shootSvg(browser, fullBleedIconSvg(), { width: 180, height: 180 }), out('icons/apple-touch-icon.png'));
    await optimisePng(await shootHtml(browser, ogImageHtml(), { width: 1200, height: 630 }), out('images/og-image.png'), { colors: 256 });
    await renderHeroVideo(browser, out('video/hero.mp4'), 960, 540);
    await renderHeroVideo(browser, out('video/hero-mobile.mp4'), 540, 960);
  } finally {
    await browser.close();
  }
  console.log(`Artwork written to ${PUBLIC}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
