/**
 * The 1200×630 social share card: the hero scene as backdrop, the app mark and
 * the promise in a serif, in system fonts only. It names no shop: the shop's
 * name is the owner's (its profile), and reaches a shared link as og:title.
 */
import type { Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { heroFrame } from './hero';
import { iconSvg } from './mark';
import { decodeRgba, encodePalettePng } from './png';
import { ffmpegPath, shootHtml } from './render';
import { C } from './shapes';

/** A light Gaussian blur through ffmpeg (removes Chromium's gradient dithering noise). */
async function smooth(png: Buffer): Promise<Buffer> {
  const res = spawnSync(
    await ffmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'png_pipe',
      '-i',
      'pipe:0',
      '-vf',
      'gblur=sigma=2',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { input: png, maxBuffer: 1 << 27 },
  );
  if (res.status !== 0) throw new Error(`ffmpeg blur failed: ${res.stderr.toString()}`);
  return res.stdout;
}

const W = 1200;
const H = 630;

/** Darkens the hero frame behind the text block. */
function backdropHtml(heroPng: Buffer): string {
  return `<!doctype html><html><head><style>
html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden}
body{background:url(data:image/png;base64,${heroPng.toString('base64')})}
body::before{content:"";position:absolute;inset:0;
  background:radial-gradient(ellipse 46% 52% at 50% 50%,rgba(26,8,24,.55),rgba(26,8,24,.15) 70%,rgba(26,8,24,0))}
</style></head><body></body></html>`;
}

function ogHtml(backdropPng: Buffer): string {
  const icon = `data:image/svg+xml;base64,${Buffer.from(iconSvg()).toString('base64')}`;
  const backdrop = `data:image/png;base64,${backdropPng.toString('base64')}`;
  return `<!doctype html><html><head><style>
html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden}
body{position:relative;background:${C.plum} url(${backdrop}) center/cover;color:${C.cream};
  display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
.content{position:relative;display:flex;flex-direction:column;align-items:center}
img{width:132px;height:132px;filter:drop-shadow(0 0 36px rgba(232,87,122,.35)) drop-shadow(0 14px 28px rgba(20,4,18,.55))}
h1{margin:26px 0 0;font:700 78px/1.1 'DejaVu Serif',serif;letter-spacing:1px;max-width:1000px;
  text-shadow:0 4px 24px rgba(20,4,18,.5)}
.rule{width:88px;height:3px;margin:26px 0 22px;border-radius:2px;
  background:linear-gradient(90deg,rgba(212,162,76,0),${C.gold},rgba(212,162,76,0))}
p{margin:0;font:italic 400 42px/1.2 'DejaVu Serif',serif;color:#fde9d6;text-shadow:0 2px 16px rgba(20,4,18,.6)}
small{margin-top:20px;font:600 19px/1 'DejaVu Sans',sans-serif;letter-spacing:4px;text-transform:uppercase;color:#e9c27e}
</style></head><body><div class="content">
<img src="${icon}" alt="">
<h1>A song written just for them</h1>
<div class="rule"></div>
<p>From your story, by real musicians</p>
<small>Personalized songs for the people you love</small>
</div></body></html>`;
}

export async function makeOgImage(browser: Browser, publicDir: string): Promise<string[]> {
  const out = join(publicDir, 'images', 'og-image.png');
  // Chromium dithers gradients; a light blur of the (already soft) backdrop
  // removes that noise so the palette PNG compresses well.
  const hero = await heroFrame(browser, W, H, 0);
  const backdrop = await smooth(await shootHtml(browser, backdropHtml(hero), { width: W, height: H }));
  const shot = await shootHtml(browser, ogHtml(backdrop), { width: W, height: H });
  await writeFile(out, encodePalettePng(await decodeRgba(shot, W, H), { dither: 1 }));
  return [out];
}
