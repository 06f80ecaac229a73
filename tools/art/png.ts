/**
 * A tiny palette PNG encoder. Chromium dithers its gradients, which makes
 * truecolor PNGs of soft artwork compress badly; quantising to 256 colours
 * (median cut + light ordered dithering) keeps icons and the OG card small
 * while preserving anti-aliased transparency through a tRNS chunk.
 */
import { spawnSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import { ffmpegPath } from './render';

export interface Rgba {
  width: number;
  height: number;
  data: Buffer; // RGBA, row-major
}

/** Decodes any image ffmpeg understands (PNG from Chromium) to raw RGBA. */
export async function decodeRgba(png: Buffer, width: number, height: number): Promise<Rgba> {
  const bin = await ffmpegPath();
  const res = spawnSync(
    bin,
    ['-hide_banner', '-loglevel', 'error', '-f', 'png_pipe', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
    { input: png, maxBuffer: 1 << 28 },
  );
  if (res.status !== 0) throw new Error(`ffmpeg decode failed: ${res.stderr.toString()}`);
  if (res.stdout.length !== width * height * 4) throw new Error('unexpected decoded size');
  return { width, height, data: res.stdout };
}

type Color = [number, number, number, number];

interface Box {
  colors: Uint32Array; // indexes into the histogram arrays
}

/**
 * Median cut over a weighted histogram of colours: `keys` are packed colour
 * bins, `count` their pixel counts and `sums` per-channel totals (so each
 * palette entry is the true mean of its pixels).
 */
function medianCut(
  keys: number[],
  count: Map<number, number>,
  sums: Map<number, Color>,
  channels: number,
  target: number,
  unpack: (key: number) => Color,
): Color[] {
  if (keys.length === 0 || target === 0) return [];
  const boxes: Box[] = [{ colors: Uint32Array.from(keys) }];
  const range = (b: Box): { ch: number; span: number; weight: number } => {
    const lo = [255, 255, 255, 255];
    const hi = [0, 0, 0, 0];
    let weight = 0;
    for (const k of b.colors) {
      const c = unpack(k);
      for (let i = 0; i < channels; i++) {
        lo[i] = Math.min(lo[i]!, c[i]!);
        hi[i] = Math.max(hi[i]!, c[i]!);
      }
      weight += count.get(k)!;
    }
    let ch = 0;
    for (let i = 1; i < channels; i++) if (hi[i]! - lo[i]! > hi[ch]! - lo[ch]!) ch = i;
    return { ch, span: hi[ch]! - lo[ch]!, weight };
  };
  while (boxes.length < target) {
    let best = -1;
    let bestScore = 0;
    let bestCh = 0;
    boxes.forEach((b, i) => {
      if (b.colors.length < 2) return;
      const r = range(b);
      const score = r.span * Math.sqrt(r.weight);
      if (score > bestScore) {
        bestScore = score;
        best = i;
        bestCh = r.ch;
      }
    });
    if (best < 0) break;
    const box = boxes[best]!;
    const sorted = Array.from(box.colors).sort((a, b) => unpack(a)[bestCh]! - unpack(b)[bestCh]!);
    const total = sorted.reduce((s, k) => s + count.get(k)!, 0);
    let acc = 0;
    let cut = 1;
    for (; cut < sorted.length - 1; cut++) {
      acc += count.get(sorted[cut - 1]!)!;
      if (acc >= total / 2) break;
    }
    boxes.splice(best, 1, { colors: Uint32Array.from(sorted.slice(0, cut)) }, { colors: Uint32Array.from(sorted.slice(cut)) });
  }
  return boxes.map((b) => {
    const s: Color = [0, 0, 0, 0];
    let w = 0;
    for (const k of b.colors) {
      const t = sums.get(k)!;
      for (let i = 0; i < 4; i++) s[i]! += t[i]!;
      w += count.get(k)!;
    }
    return s.map((v) => Math.round(v / w)) as Color;
  });
}

const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

interface Histogram {
  count: Map<number, number>;
  sums: Map<number, Color>;
}

/** Histograms of the image's colours: opaque pixels at 5 bits/channel RGB, translucent at 4 bits RGBA. */
function histograms(data: Buffer): { opaque: Histogram; partial: Histogram; hasClear: boolean } {
  const opaque = { count: new Map<number, number>(), sums: new Map<number, Color>() };
  const partial = { count: new Map<number, number>(), sums: new Map<number, Color>() };
  let hasClear = false;
  for (let p = 0; p < data.length; p += 4) {
    const r = data[p]!,
      g = data[p + 1]!,
      b = data[p + 2]!,
      a = data[p + 3]!;
    if (a === 0) {
      hasClear = true;
      continue;
    }
    const h = a === 255 ? opaque : partial;
    const key = a === 255 ? ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3) : ((r >> 4) << 12) | ((g >> 4) << 8) | ((b >> 4) << 4) | (a >> 4);
    h.count.set(key, (h.count.get(key) ?? 0) + 1);
    const s = h.sums.get(key);
    if (s) {
      s[0] += r;
      s[1] += g;
      s[2] += b;
      s[3] += a;
    } else h.sums.set(key, [r, g, b, a]);
  }
  return { opaque, partial, hasClear };
}

/**
 * At most 256 colours: fully transparent first, then up to 24 translucent ones, then the opaque ones, so tRNS
 * (the alphas of the entries before `firstOpaque`) stays short.
 */
function buildPalette(data: Buffer): { palette: Color[]; firstOpaque: number; clearCount: number } {
  const { opaque, partial, hasClear } = histograms(data);
  const unpackOpaque = (k: number): Color => [(k >> 10) << 3, ((k >> 5) & 31) << 3, (k & 31) << 3, 255];
  const unpackPartial = (k: number): Color => [(k >> 12) << 4, ((k >> 8) & 15) << 4, ((k >> 4) & 15) << 4, (k & 15) << 4];
  const partialBudget = partial.count.size ? Math.min(24, partial.count.size) : 0;
  const clear: Color[] = hasClear ? [[0, 0, 0, 0]] : [];
  const palTranslucent = medianCut([...partial.count.keys()], partial.count, partial.sums, 4, partialBudget, unpackPartial);
  const palOpaque = medianCut(
    [...opaque.count.keys()],
    opaque.count,
    opaque.sums,
    3,
    256 - clear.length - palTranslucent.length,
    unpackOpaque,
  );
  return {
    palette: [...clear, ...palTranslucent, ...palOpaque],
    firstOpaque: clear.length + palTranslucent.length,
    clearCount: clear.length,
  };
}

/** The palette entry closest to a colour, searched among the opaque entries or the translucent ones as its alpha says. */
function nearestIn(palette: readonly Color[], firstOpaque: number, clearCount: number) {
  return (r: number, g: number, b: number, a: number): number => {
    let best = 0;
    let bestD = Infinity;
    const from = a === 255 ? firstOpaque : clearCount;
    const to = a === 255 ? palette.length : firstOpaque;
    for (let i = from; i < to; i++) {
      const c = palette[i]!;
      const dr = c[0] - r,
        dg = c[1] - g,
        db = c[2] - b,
        da = c[3] - a;
      const d = 2 * dr * dr + 4 * dg * dg + db * db + 3 * da * da;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  };
}

/** The image as rows of palette indexes (each after its filter byte), with a light ordered dither of `dither` levels. */
function indexRows(img: Rgba, nearest: (r: number, g: number, b: number, a: number) => number, dither: number): Buffer {
  const { width, height, data } = img;
  const cache = new Map<number, number>();
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const a = data[p + 3]!;
      let idx: number;
      if (a === 0) idx = 0;
      else {
        const t = ((BAYER4[(y & 3) * 4 + (x & 3)]! + 0.5) / 16 - 0.5) * 2 * dither;
        const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v + t)));
        const r = clamp(data[p]!),
          g = clamp(data[p + 1]!),
          b = clamp(data[p + 2]!);
        const key = ((r * 256 + g) * 256 + b) * 256 + a;
        const hit = cache.get(key);
        idx = hit ?? nearest(r, g, b, a);
        if (hit === undefined) cache.set(key, idx);
      }
      rows[y * (width + 1) + 1 + x] = idx;
    }
  }
  return rows;
}

/** Quantises RGBA pixels to ≤256 colours and returns a PNG (colour type 3). */
export function encodePalettePng(img: Rgba, opts: { dither?: number } = {}): Buffer {
  const { width, height } = img;
  const dither = opts.dither ?? 3; // amplitude in 8-bit levels
  const { palette, firstOpaque, clearCount } = buildPalette(img.data);
  const rows = indexRows(img, nearestIn(palette, firstOpaque, clearCount), dither);

  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => plte.set([c[0], c[1], c[2]], i * 3));
  const trns = Buffer.from(palette.slice(0, firstOpaque).map((c) => c[3]));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8-bit, indexed, deflate, adaptive, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    ...(trns.length ? [chunk('tRNS', trns)] : []),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}
