// Shared DSP primitives for the demo-song synthesizer: seeded PRNG, pitch maths, resonators and click-free envelopes.

export const SR = 44100;

export type Rng = () => number;

/** mulberry32: tiny seeded PRNG, so every render is byte-for-byte reproducible (never Math.random). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mtof = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
export const TWO_PI = 2 * Math.PI;

/**
 * Adds an exponentially decaying sine via the two-pole resonator recurrence: one multiply-add per sample
 * instead of sin()+exp(), which is what keeps a whole catalogue render within seconds.
 */
export function addDamped(out: Float32Array, len: number, freq: number, amp: number, tau: number): void {
  if (freq >= SR * 0.45 || amp <= 0) return;
  const r = Math.exp(-1 / (tau * SR));
  const w = (TWO_PI * freq) / SR;
  const c1 = 2 * r * Math.cos(w);
  const c2 = r * r;
  const stop = Math.min(len, Math.ceil(tau * SR * 9.3)); // ~ -80 dB, inaudible under the mix
  let y0 = 0;
  let y1 = amp * r * Math.sin(w); // starting at phase 0 means the note begins at zero: no click
  for (let n = 1; n < stop; n++) {
    out[n]! += y1;
    const y2 = c1 * y1 - c2 * y0;
    y0 = y1;
    y1 = y2;
  }
}

/** Raised-cosine attack, then a release ramp from `holdEnd`; every note gets both so none starts or stops with a step. */
export function envelope(out: Float32Array, len: number, attack: number, holdEnd: number, release: number): void {
  const a = Math.max(1, Math.round(attack * SR));
  for (let i = 0; i < Math.min(a, len); i++) out[i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / a);
  const h = Math.round(holdEnd * SR);
  const r = Math.max(1, Math.round(release * SR));
  for (let i = Math.max(0, h); i < len; i++) {
    const x = (i - h) / r;
    out[i]! *= x >= 1 ? 0 : (1 - x) * (1 - x);
  }
}

export const lengthOf = (out: Float32Array, sec: number): number => Math.min(out.length, Math.ceil(sec * SR));
