// The stereo mix bus and mastering chain: pan/send placement, reverb and echo returns, fades, DC blocking, limiting, 16-bit PCM.

import type { Levels } from '../../api/services/seed/sampleCache';
import { SR, mulberry32 } from './dsp';

export interface Send {
  gain: number;
  /** -1 (left) .. 1 (right) */
  pan: number;
  reverb: number;
  echo: number;
}

export class Bus {
  readonly left: Float32Array;
  readonly right: Float32Array;
  readonly reverbIn: Float32Array;
  readonly echoIn: Float32Array;

  constructor(readonly length: number) {
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
    this.reverbIn = new Float32Array(length);
    this.echoIn = new Float32Array(length);
  }

  /** Mixes a mono note at `start` with constant-power panning and its effect sends. */
  add(src: Float32Array, len: number, start: number, s: Send): void {
    const angle = ((Math.max(-1, Math.min(1, s.pan)) + 1) * Math.PI) / 4;
    const gl = s.gain * Math.cos(angle) * Math.SQRT2;
    const gr = s.gain * Math.sin(angle) * Math.SQRT2;
    const rv = s.gain * s.reverb;
    const ec = s.gain * s.echo;
    const end = Math.min(len, this.length - start);
    for (let i = Math.max(0, -start); i < end; i++) {
      const v = src[i]!;
      const j = start + i;
      this.left[j]! += v * gl;
      this.right[j]! += v * gr;
      this.reverbIn[j]! += v * rv;
      this.echoIn[j]! += v * ec;
    }
  }
}

export interface MasterOptions {
  /** Echo delay in seconds (usually a dotted eighth) and its feedback. */
  echoSec: number;
  echoFeedback: number;
  /** Comb feedback, 0.7 (small room) .. 0.86 (hall). */
  reverbSize: number;
  /** Optional darkening low-pass on the master, for the lo-fi feel. */
  lowpassHz?: number;
  fadeInSec: number;
  fadeOutSec: number;
  /** Seeds the dither so the 16-bit output is reproducible too. */
  seed: number;
}

// Freeverb's tunings (at 44.1 kHz); mutually prime lengths keep the combs from ringing together.
const COMBS = [1116, 1188, 1277, 1356, 1422, 1491];
const ALLPASSES = [556, 441, 341];
const STEREO_SPREAD = 23;

function reverb(input: Float32Array, outL: Float32Array, outR: Float32Array, size: number): void {
  const wet = 0.9 / COMBS.length;
  for (const [side, out] of [
    [0, outL],
    [STEREO_SPREAD, outR],
  ] as const) {
    const acc = new Float32Array(input.length);
    for (const len of COMBS) {
      const buf = new Float32Array(len + side);
      let idx = 0;
      let store = 0;
      for (let i = 0; i < input.length; i++) {
        const y = buf[idx]!;
        store = y * 0.65 + store * 0.35; // damping: highs die first, like a real room
        buf[idx] = input[i]! + store * size;
        idx = idx + 1 === buf.length ? 0 : idx + 1;
        acc[i]! += y;
      }
    }
    for (const len of ALLPASSES) {
      const buf = new Float32Array(len + side);
      let idx = 0;
      for (let i = 0; i < acc.length; i++) {
        const b = buf[idx]!;
        const x = acc[i]!;
        buf[idx] = x + b * 0.5;
        acc[i] = b - x;
        idx = idx + 1 === buf.length ? 0 : idx + 1;
      }
    }
    for (let i = 0; i < out.length; i++) out[i]! += acc[i]! * wet;
  }
}

/** Ping-pong echo with a darkening filter in the loop, so repeats recede instead of piling up. */
function echo(input: Float32Array, outL: Float32Array, outR: Float32Array, sec: number, fb: number): void {
  const n = Math.max(1, Math.round(sec * SR));
  const dl = new Float32Array(n);
  const dr = new Float32Array(n);
  let idx = 0;
  let tone = 0;
  for (let i = 0; i < input.length; i++) {
    const l = dl[idx]!;
    const r = dr[idx]!;
    tone += 0.35 * (r - tone);
    dl[idx] = input[i]! + tone * fb;
    dr[idx] = l * fb;
    idx = idx + 1 === n ? 0 : idx + 1;
    outL[i]! += l * 0.5;
    outR[i]! += r * 0.5;
  }
}

const PEAK = 10 ** (-1 / 20); // -1 dBFS
const TARGET_RMS = 10 ** (-16 / 20);
const MAX_LIMIT_DB = 3;

/**
 * Look-ahead limiter: gain falls linearly over 5 ms before any peak and recovers over ~120 ms,
 * so loud moments are turned down smoothly instead of clipped.
 */
function limit(left: Float32Array, right: Float32Array, ceiling: number): number {
  const n = left.length;
  const g = new Float32Array(n);
  const rel = 1 - Math.exp(-1 / (0.12 * SR));
  let cur = 1;
  for (let i = 0; i < n; i++) {
    const p = Math.max(Math.abs(left[i]!), Math.abs(right[i]!));
    const need = p > ceiling ? ceiling / p : 1;
    cur = Math.min(need, cur + (1 - cur) * rel);
    g[i] = cur;
  }
  const step = 1 / (0.005 * SR);
  for (let i = n - 2; i >= 0; i--) g[i] = Math.min(g[i]!, g[i + 1]! + step);
  let least = 1;
  for (let i = 0; i < n; i++) {
    left[i]! *= g[i]!;
    right[i]! *= g[i]!;
    least = Math.min(least, g[i]!);
  }
  return least;
}

/** Adds the effect returns and masters the bus in place: DC block, optional tone, fades, loudness, limiter, peak at -1 dBFS. */
export function master(bus: Bus, o: MasterOptions): { limiterDb: number } {
  const { left, right } = bus;
  reverb(bus.reverbIn, left, right, o.reverbSize);
  if (o.echoFeedback > 0) echo(bus.echoIn, left, right, o.echoSec, o.echoFeedback);
  const lp = o.lowpassHz ? 1 - Math.exp((-2 * Math.PI * o.lowpassHz) / SR) : 1;
  for (const ch of [left, right]) {
    let x1 = 0;
    let y1 = 0;
    let t = 0;
    for (let i = 0; i < ch.length; i++) {
      const x = ch[i]!;
      y1 = x - x1 + 0.9995 * y1; // DC blocker (~3.5 Hz high-pass)
      x1 = x;
      t += lp * (y1 - t);
      ch[i] = t;
    }
  }
  const n = left.length;
  const fin = Math.round(o.fadeInSec * SR);
  const fout = Math.min(n, Math.round(o.fadeOutSec * SR));
  for (let i = 0; i < n; i++) {
    let f = 1;
    if (i < fin) f = 0.5 - 0.5 * Math.cos((Math.PI * i) / fin);
    const k = n - 1 - i;
    if (k < fout) f *= 0.5 - 0.5 * Math.cos((Math.PI * k) / fout);
    left[i]! *= f;
    right[i]! *= f;
  }
  let peak = 1e-9;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
    sum += left[i]! * left[i]! + right[i]! * right[i]!;
  }
  const rms = Math.sqrt(sum / (2 * n)) || 1e-9;
  // Aim for a comfortable loudness, but never ask the limiter for more than a few dB.
  const gain = Math.min(TARGET_RMS / rms, (PEAK / peak) * 10 ** (MAX_LIMIT_DB / 20));
  for (let i = 0; i < n; i++) {
    left[i]! *= gain;
    right[i]! *= gain;
  }
  const least = limit(left, right, PEAK);
  let after = 1e-9;
  for (let i = 0; i < n; i++) after = Math.max(after, Math.abs(left[i]!), Math.abs(right[i]!));
  const norm = PEAK / after;
  for (let i = 0; i < n; i++) {
    left[i]! *= norm;
    right[i]! *= norm;
  }
  return { limiterDb: Math.round(200 * Math.log10(least)) / 10 };
}

/**
 * Interleaved s16le with high-passed TPDF dither (each sample's noise minus the previous one: triangular, one
 * random draw per sample), so quiet fade tails don't turn to grainy distortion. Seeded, so still deterministic.
 */
export function toPcm16(left: Float32Array, right: Float32Array, seed: number): Buffer {
  const rng = mulberry32(seed ^ 0x5eed);
  const out = Buffer.alloc(left.length * 4);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength); // explicit little-endian whatever the CPU
  let lastL = rng();
  let lastR = rng();
  for (let i = 0; i < left.length; i++) {
    const nl = rng();
    const nr = rng();
    const l = left[i]! * 32767 + nl - lastL;
    const r = right[i]! * 32767 + nr - lastR;
    lastL = nl;
    lastR = nr;
    view.setInt16(i * 4, Math.max(-32768, Math.min(32767, Math.round(l))), true);
    view.setInt16(i * 4 + 2, Math.max(-32768, Math.min(32767, Math.round(r))), true);
  }
  return out;
}

export function measure(pcm: Buffer, fadeOutSec: number): Levels {
  const frames = pcm.length / 4;
  const win = Math.round(SR * 0.1);
  let peak = 0;
  let sum = 0;
  let clipped = 0;
  let gap = 0;
  let longest = 0;
  const limitFrame = frames - Math.round(fadeOutSec * SR);
  for (let w = 0; w < frames; w += win) {
    let ws = 0;
    const end = Math.min(frames, w + win);
    for (let i = w * 2; i < end * 2; i++) {
      const v = pcm.readInt16LE(i * 2);
      const a = Math.abs(v);
      if (a >= 32767) clipped++;
      peak = Math.max(peak, a);
      ws += v * v;
    }
    sum += ws;
    const quiet = Math.sqrt(ws / ((end - w) * 2)) / 32768 < 10 ** (-55 / 20);
    gap = quiet && w < limitFrame ? gap + 1 : 0;
    longest = Math.max(longest, gap);
  }
  const db = (x: number): number => Math.round(200 * Math.log10(Math.max(x, 1e-9) / 32768)) / 10;
  return { peakDb: db(peak), rmsDb: db(Math.sqrt(sum / (frames * 2))), clipped, longestGapSec: longest / 10 };
}
