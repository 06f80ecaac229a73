// The hero's looping background video: soft light orbs drifting over the plum-to-wine gradient, drawn on a
// canvas in Chromium frame by frame (every motion has the loop's period, so the end meets the start).
import type { Browser } from '@playwright/test';
import { ffmpegFramePipe } from './render';

const SECONDS = 8;
const FPS = 24;

const PAGE = (width: number, height: number) => `<!doctype html><html><body style="margin:0;background:#000">
<canvas id="c" width="${width}" height="${height}"></canvas>
<script>
const c = document.getElementById('c'), g = c.getContext('2d'), W = c.width, H = c.height, T = ${SECONDS};
let seed = 11; const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const colors = ['255,207,122', '232,87,122', '255,143,177', '212,162,76', '255,240,220'];
const orbs = Array.from({ length: 16 }, () => ({
  x: rand(), y: rand(), r: 0.06 + rand() * 0.16, ax: 0.04 + rand() * 0.1, ay: 0.03 + rand() * 0.08,
  k: 1 + Math.floor(rand() * 2), p: rand() * Math.PI * 2, a: 0.18 + rand() * 0.3, col: colors[Math.floor(rand() * colors.length)],
}));
window.draw = (t) => {
  const bg = g.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#1e0a20'); bg.addColorStop(0.5, '#3a1238'); bg.addColorStop(1, '#6b1d4a');
  g.globalCompositeOperation = 'source-over'; g.fillStyle = bg; g.fillRect(0, 0, W, H);
  g.globalCompositeOperation = 'lighter';
  const m = Math.max(W, H);
  for (const o of orbs) {
    const phase = (2 * Math.PI * o.k * t) / T + o.p;
    const x = (o.x + o.ax * Math.sin(phase)) * W, y = (o.y + o.ay * Math.cos(phase)) * H, r = o.r * m;
    const alpha = o.a * (0.75 + 0.25 * Math.sin(phase * 2));
    const grad = g.createRadialGradient(x, y, 0, x, y, r);
    grad.addColorStop(0, 'rgba(' + o.col + ',' + alpha + ')'); grad.addColorStop(0.6, 'rgba(' + o.col + ',' + alpha * 0.35 + ')'); grad.addColorStop(1, 'rgba(' + o.col + ',0)');
    g.fillStyle = grad; g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
  }
};
</script></body></html>`;

export async function renderHeroVideo(browser: Browser, out: string, width: number, height: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(PAGE(width, height));
    const pipe = await ffmpegFramePipe([
      '-f', 'image2pipe', '-framerate', String(FPS), '-i', 'pipe:0',
      '-an', '-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '30',
      '-movflags', '+faststart', out,
    ]);
    for (let frame = 0; frame < SECONDS * FPS; frame++) {
      await page.evaluate((t) => (window as unknown as { draw(t: number): void }).draw(t), frame / FPS);
      await pipe.write(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } }));
    }
    await pipe.end();
  } finally {
    await page.close();
  }
}
