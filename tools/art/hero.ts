/**
 * Hero media: slowly drifting bokeh light orbs over a flowing plum→wine
 * gradient, drawn on a <canvas> in Chromium one frame at a time and encoded
 * with ffmpeg. Every motion is periodic in LOOP_SECONDS, so the clip loops
 * seamlessly; the poster is frame 0 of the same scene.
 */
import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { ffmpeg, ffmpegFramePipe } from './render';

const LOOP_SECONDS = 12;
const FPS = 24;

/**
 * Where things are: the seeded random numbers, the light ribbon's centre line, the slow colour fields and the
 * orbs, placed once. Runs in the scene's page after W, H, T, TAU, S, portrait and the seed `s` are set.
 */
const SCENE_LAYOUT = `const rnd = () => { s = (s + 0x6d2b79f5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const ctx = document.getElementById('c').getContext('2d');
// Centre line of the light ribbon (fraction of H) at u = x/W, phase p, offset k.
const AMP = portrait ? .5 : 1;
const ribbonY = (u, p, k) => .6 + AMP * (.1 * Math.sin(TAU * u * 1.1 + p + k) + .045 * Math.sin(TAU * u * 2.6 - 2 * p + k * 2));

// Large, slow colour fields that make the gradient "flow".
const fields = [
  { x: .12, y: .2, r: .8, ax: .10, ay: .08, ph: 0, c: [107, 29, 74], a: .5 },
  { x: .9, y: .9, r: .85, ax: .08, ay: .10, ph: 2.1, c: [159, 18, 57], a: .5 },
  { x: .72, y: .22, r: .5, ax: .09, ay: .06, ph: 4.0, c: [232, 87, 122], a: .13 },
  { x: .28, y: .9, r: .55, ax: .07, ay: .05, ph: 1.2, c: [212, 162, 76], a: .08 },
];

const palette = [[255, 180, 90], [240, 70, 115], [255, 120, 150], [255, 214, 150], [226, 160, 60], [255, 105, 80]];
const orbs = [];
function addOrbs(count, rMin, rMax, aMin, aMax, kind) {
  for (let i = 0; i < count; i++) {
    // Keep the middle band (where the headline sits) a little quieter.
    // Most lights gather around the ribbon; a few drift elsewhere.
    const x = rnd();
    const spread = kind === 'haze' ? .35 : .22;
    let y = rnd() < .7 ? ribbonY(x, 0, 0) + (rnd() + rnd() + rnd() - 1.5) * spread : rnd();
    y = Math.min(1.05, Math.max(-.05, y));
    orbs.push({
      x, y, kind,
      r: rMin + rnd() * (rMax - rMin),
      a: aMin + rnd() * (aMax - aMin),
      c: palette[Math.floor(rnd() * palette.length)],
      ax: (.02 + rnd() * .05) * (rnd() < .5 ? -1 : 1),
      ay: .02 + rnd() * .06,
      ph: rnd() * TAU, ph2: rnd() * TAU,
      tw: 1 + Math.floor(rnd() * 3), twPh: rnd() * TAU,
    });
  }
}
addOrbs(portrait ? 6 : 7, .16, .30, .08, .16, 'haze');
addOrbs(portrait ? 14 : 16, .03, .085, .16, .38, 'disc');
addOrbs(portrait ? 26 : 30, .005, .014, .4, .85, 'spark');

`;

/** How a frame is painted at time t: base gradient, colour fields, three ribbons, the orbs, a vignette. */
const SCENE_PAINT = `// A soft, slowly undulating ribbon of light — a sound wave, seen out of focus.
function ribbon(t, k, width, blur, alpha) {
  const p = TAU * t / T;
  ctx.save();
  ctx.filter = 'blur(' + blur + 'px)';
  const g = ctx.createLinearGradient(0, 0, W, 0);
  g.addColorStop(0, 'rgba(159,18,57,0)');
  g.addColorStop(.25, 'rgba(232,87,122,' + alpha + ')');
  g.addColorStop(.6, 'rgba(246,180,110,' + alpha + ')');
  g.addColorStop(1, 'rgba(232,87,122,0)');
  ctx.strokeStyle = g;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let i = -4; i <= 104; i++) {
    const u = i / 100;
    const y = ribbonY(u, p, k) * H;
    if (i === -4) ctx.moveTo(u * W, y); else ctx.lineTo(u * W, y);
  }
  ctx.stroke();
  ctx.restore();
}

function field(f, t) {
  const p = TAU * t / T;
  const x = (f.x + f.ax * Math.sin(p + f.ph)) * W, y = (f.y + f.ay * Math.cos(p + f.ph)) * H;
  const r = f.r * Math.max(W, H);
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  const [R, G, B] = f.c;
  g.addColorStop(0, 'rgba(' + R + ',' + G + ',' + B + ',' + f.a + ')');
  g.addColorStop(1, 'rgba(' + R + ',' + G + ',' + B + ',0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}

function orb(o, t) {
  const p = TAU * t / T;
  const x = (o.x + o.ax * Math.sin(p + o.ph)) * W;
  const y = (o.y + o.ay * Math.sin(p + o.ph2) - .015 * Math.sin(2 * p + o.ph)) * H;
  const r = o.r * S;
  const a = o.a * (.7 + .3 * Math.sin(o.tw * p + o.twPh));
  const [R, G, B] = o.c;
  const col = (k) => 'rgba(' + R + ',' + G + ',' + B + ',' + (a * k).toFixed(3) + ')';
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  if (o.kind === 'haze') {
    g.addColorStop(0, col(1)); g.addColorStop(.5, col(.55)); g.addColorStop(1, col(0));
  } else if (o.kind === 'disc') {
    g.addColorStop(0, col(.75)); g.addColorStop(.78, col(.7)); g.addColorStop(.9, col(.95)); g.addColorStop(1, col(0));
  } else {
    g.addColorStop(0, 'rgba(255,245,230,' + a.toFixed(3) + ')'); g.addColorStop(.35, col(.8)); g.addColorStop(1, col(0));
  }
  ctx.fillStyle = g;
  ctx.beginPath(); ctx.arc(x, y, r, 0, TAU); ctx.fill();
}

window.drawFrame = (t) => {
  ctx.globalCompositeOperation = 'source-over';
  const base = ctx.createLinearGradient(0, 0, W, H);
  base.addColorStop(0, '#12041a'); base.addColorStop(.55, '#1f0824'); base.addColorStop(1, '#2e0820');
  ctx.fillStyle = base; ctx.fillRect(0, 0, W, H);
  for (const f of fields) field(f, t);
  ctx.globalCompositeOperation = 'lighter';
  ribbon(t, 0, S * .22, S * .09, .22);
  ribbon(t, .5, S * .06, S * .03, .16);
  ribbon(t, .15, S * .006, S * .004, .35);
  for (const o of orbs) orb(o, t);
  ctx.globalCompositeOperation = 'source-over';
  // Vignette keeps edges deep and the white headline readable.
  const v = ctx.createRadialGradient(W / 2, H / 2, S * .3, W / 2, H / 2, Math.hypot(W, H) * .62);
  v.addColorStop(0, 'rgba(16,4,18,.1)'); v.addColorStop(1, 'rgba(16,4,18,.72)');
  ctx.fillStyle = v; ctx.fillRect(0, 0, W, H);
};
window.drawFrame(0);
`;

/**
 * The scene as a self-contained page. `window.drawFrame(t)` paints time t
 * (seconds). Positions are in fractions of the frame, radii in fractions of
 * its shorter side, so the same scene serves landscape and portrait.
 */
function sceneHtml(width: number, height: number, seed: number): string {
  return `<!doctype html><html><head><style>html,body{margin:0;background:#000}canvas{display:block}</style></head>
<body><canvas id="c" width="${width}" height="${height}"></canvas><script>
const W = ${width}, H = ${height}, T = ${LOOP_SECONDS}, TAU = Math.PI * 2;
const S = Math.min(W, H), portrait = H > W;
let s = ${seed} >>> 0;
${SCENE_LAYOUT}${SCENE_PAINT}</script></body></html>`;
}

async function openScene(browser: Browser, width: number, height: number, seed: number) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.setContent(sceneHtml(width, height, seed));
  if (errors.length) throw errors[0];
  return page;
}

async function frameAt(page: Awaited<ReturnType<typeof openScene>>, t: number): Promise<Buffer> {
  await page.evaluate((time) => (window as unknown as { drawFrame(t: number): void }).drawFrame(time), t);
  return page.screenshot({ type: 'png' });
}

/** Renders one loop of the scene and encodes it as a silent, faststart H.264 MP4. */
async function renderVideo(
  browser: Browser,
  out: string,
  opts: { width: number; height: number; seed: number; crf: number },
): Promise<void> {
  await mkdir(join(out, '..'), { recursive: true });
  const page = await openScene(browser, opts.width, opts.height, opts.seed);
  const pipe = await ffmpegFramePipe([
    '-f',
    'image2pipe',
    '-framerate',
    String(FPS),
    '-i',
    'pipe:0',
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryslow',
    '-crf',
    String(opts.crf),
    '-x264-params',
    'aq-mode=3',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FPS * 2),
    '-movflags',
    '+faststart',
    out,
  ]);
  try {
    const frames = LOOP_SECONDS * FPS;
    for (let i = 0; i < frames; i++) await pipe.write(await frameAt(page, i / FPS));
  } finally {
    await pipe.end();
    await page.close();
  }
}

export const HERO_SEED = 20240214;

/** The posters: frame 0 of each video's scene, as WebP plus a JPEG fallback, at the size of the video it stands for. */
export const HERO_POSTERS = [
  { name: 'hero-poster', width: 1280, height: 720 },
  { name: 'hero-poster-portrait', width: 540, height: 960 },
] as const;

export async function makeHeroPosters(browser: Browser, publicDir: string): Promise<string[]> {
  const files: string[] = [];
  await mkdir(join(publicDir, 'images'), { recursive: true });
  for (const { name, width, height } of HERO_POSTERS) {
    const page = await openScene(browser, width, height, HERO_SEED);
    const still = await frameAt(page, 0);
    await page.close();
    const webp = join(publicDir, 'images', `${name}.webp`);
    const jpeg = join(publicDir, 'images', `${name}.jpg`);
    await ffmpeg(['-f', 'png_pipe', '-i', 'pipe:0', '-c:v', 'libwebp', '-quality', '88', '-compression_level', '6', webp], still);
    await ffmpeg(['-f', 'png_pipe', '-i', 'pipe:0', '-q:v', '4', jpeg], still);
    files.push(webp, jpeg);
  }
  return files;
}

export async function makeHero(browser: Browser, publicDir: string): Promise<string[]> {
  const video = join(publicDir, 'video', 'hero.mp4');
  const mobile = join(publicDir, 'video', 'hero-mobile.mp4');

  // Posters = frame 0 of the same scenes, so the swap to the video is invisible.
  const posters = await makeHeroPosters(browser, publicDir);
  await renderVideo(browser, video, { width: 960, height: 540, seed: HERO_SEED, crf: 29 });
  await renderVideo(browser, mobile, { width: 540, height: 960, seed: HERO_SEED, crf: 30 });
  return [...posters, video, mobile];
}

/** For previews: a single PNG frame of the scene. */
export async function heroFrame(browser: Browser, width: number, height: number, t: number): Promise<Buffer> {
  const page = await openScene(browser, width, height, HERO_SEED);
  try {
    return await frameAt(page, t);
  } finally {
    await page.close();
  }
}
