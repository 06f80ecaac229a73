/**
 * Rendering helpers for the art generator: a headless Chromium (through
 * Playwright) to rasterise SVG/HTML, and ffmpeg (the shop's: FFMPEG_PATH, the
 * system's, else the one bundled by @ffmpeg-installer/ffmpeg) to encode PNG/WebP/MP4.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface ShotOptions {
  width: number;
  height: number;
  /** Keep the page background transparent (PNG with alpha). */
  transparent?: boolean;
}

/** Wraps an SVG document in a page that draws it at exactly width×height. */
export function svgPage(svg: string, width: number, height: number): string {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><head><style>
html,body{margin:0;padding:0;background:transparent;overflow:hidden}
img{display:block;width:${width}px;height:${height}px}
</style></head><body><img src="${src}" alt=""></body></html>`;
}

/** Renders an HTML document to a PNG buffer of exactly width×height pixels. */
export async function shootHtml(browser: Browser, html: string, opts: ShotOptions): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: opts.width, height: opts.height }, deviceScaleFactor: 1 });
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (errors.length) throw errors[0];
    return await page.screenshot({
      type: 'png',
      omitBackground: opts.transparent ?? false,
      clip: { x: 0, y: 0, width: opts.width, height: opts.height },
    });
  } finally {
    await page.close();
  }
}

/** Renders an SVG document to a PNG buffer of exactly width×height pixels. */
export function shootSvg(browser: Browser, svg: string, opts: ShotOptions): Promise<Buffer> {
  return shootHtml(browser, svgPage(svg, opts.width, opts.height), opts);
}

/** The shop's own choice (FFMPEG_PATH, the system's, else the bundled one). */
export async function ffmpegPath(): Promise<string> {
  const { defaultFfmpeg } = await import('../../api/services/video/ffmpegBinary');
  return defaultFfmpeg().path;
}

/**
 * Runs ffmpeg with the given arguments. When `input` is given it is written
 * to ffmpeg's stdin (use `-i pipe:0`).
 */
export async function ffmpeg(args: string[], input?: Buffer): Promise<void> {
  const bin = await ffmpegPath();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} exited ${code}: ${stderr}`))));
    if (input && child.stdin) child.stdin.end(input);
  });
}

/** Starts ffmpeg reading a stream of PNG frames on stdin; returns a writer. */
export async function ffmpegFramePipe(args: string[]): Promise<{
  write(frame: Buffer): Promise<void>;
  end(): Promise<void>;
}> {
  const bin = await ffmpegPath();
  const child = spawn(bin, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr}`))));
  });
  return {
    write: (frame) =>
      new Promise<void>((resolve, reject) => {
        child.stdin.write(frame, (err) => (err ? reject(err) : resolve()));
      }),
    end: async () => {
      child.stdin.end();
      await done;
    },
  };
}

export async function writeText(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}
