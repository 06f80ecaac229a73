// Soft drum voices for the demo songs: a pitched-sine kick and filtered-noise snares, brushes, hats and shakers.

import { SR, TWO_PI, envelope, lengthOf, type Rng } from './dsp';

/** Noise burst shaped by a high-pass/low-pass pair and an exponential decay: snares, brushes, hats, shakers. */
export function noise(out: Float32Array, rng: Rng, vel: number, hp: number, lpHz: number, tau: number, attack: number): number {
  const len = lengthOf(out, tau * 7);
  const h = Math.exp((-TWO_PI * hp) / SR);
  const l = 1 - Math.exp((-TWO_PI * lpHz) / SR);
  let hx = 0;
  let hy = 0;
  let ly = 0;
  const d = Math.exp(-1 / (tau * SR));
  let env = vel;
  for (let i = 0; i < len; i++) {
    const x = rng() * 2 - 1;
    hy = h * (hy + x - hx);
    hx = x;
    ly += l * (hy - ly);
    out[i] = ly * env;
    env *= d;
  }
  envelope(out, len, attack, len / SR - 0.01, 0.01);
  return len;
}

/** Soft kick: a sine whose pitch falls quickly from ~150 Hz to ~48 Hz under an exponential decay. */
export function kick(out: Float32Array, vel: number): number {
  const len = lengthOf(out, 0.5);
  let p = 0;
  for (let i = 0; i < len; i++) {
    const t = i / SR;
    p += (TWO_PI * (48 + 100 * Math.exp(-t / 0.035))) / SR;
    out[i] = Math.sin(p) * Math.exp(-t / 0.2) * vel;
  }
  envelope(out, len, 0.0015, 0.45, 0.05);
  return len;
}

export function snare(out: Float32Array, rng: Rng, vel: number): number {
  const len = noise(out, rng, vel * 0.7, 900, 7000, 0.075, 0.001);
  let p = 0;
  for (let i = 0; i < len; i++) {
    const t = i / SR;
    p += (TWO_PI * (180 + 30 * Math.exp(-t / 0.02))) / SR;
    out[i]! += Math.sin(p) * Math.exp(-t / 0.045) * vel * 0.55;
  }
  return len;
}
