// Pitched instrument voices for the demo songs (piano, keys, guitar, pads, bass, music box, lead) and the per-note dispatcher.

import { SR, TWO_PI, addDamped, clamp, envelope, lengthOf, mtof, type Rng } from './dsp';
import { kick, noise, snare } from './drums';

export { SR, mulberry32, type Rng } from './dsp';

export type Voice =
  | 'piano'
  | 'keys'
  | 'guitar'
  | 'pad'
  | 'strings'
  | 'bass'
  | 'musicBox'
  | 'lead'
  | 'kick'
  | 'snare'
  | 'brush'
  | 'hat'
  | 'openHat'
  | 'shaker';

export interface NoteSpec {
  voice: Voice;
  midi: number;
  /** 0..1 */
  vel: number;
  /** How long the key is held, in seconds; the release tail comes after. */
  dur: number;
}

/** [frequency ratio, amplitude, decay-time multiplier] partial tables for the struck/plucked-bar voices. */
type Partials = ReadonlyArray<readonly [number, number, number]>;
const KEYS_PARTIALS: Partials = [
  [1, 1, 1],
  [2, 0.28, 0.4],
  [3, 0.07, 0.25],
  [7.1, 0.05, 0.05],
];
const MUSIC_BOX_PARTIALS: Partials = [
  [1, 1, 1],
  [2, 0.07, 0.45],
  [3, 0.1, 0.3],
  [5.93, 0.09, 0.12],
];

/**
 * Struck tines and bars (electric piano, music box): a few partials with their own decays. Unlike the piano
 * there is no damper, so they `ring` on past the note's length before the release.
 */
function tuned(out: Float32Array, s: NoteSpec, partials: Partials, tau1: number, ring: number, release: number): number {
  const len = lengthOf(out, Math.min(tau1 * 5, s.dur + ring) + release);
  out.fill(0, 0, len);
  const f0 = mtof(s.midi);
  // Harder strikes bring out the upper partials, so loud notes sound brighter, not just louder.
  for (const [ratio, amp, tauMul] of partials) addDamped(out, len, f0 * ratio, amp * (ratio > 1 ? s.vel + 0.3 : 1), tau1 * tauMul);
  envelope(out, len, 0.003, Math.min(tau1 * 5, s.dur + ring), release);
  for (let i = 0; i < len; i++) out[i]! *= s.vel * 0.7;
  return len;
}

/** Piano: inharmonic partials, each decaying faster the higher it is; the low partials are two slightly detuned strings. */
function piano(out: Float32Array, s: NoteSpec): number {
  const f0 = mtof(s.midi);
  const tau1 = clamp(3.2 * 2 ** (-(s.midi - 48) / 20), 0.5, 4.5);
  const len = lengthOf(out, Math.min(s.dur, tau1 * 4) + 0.14);
  out.fill(0, 0, len);
  const B = 0.00012 * 2 ** ((s.midi - 60) / 24);
  const tilt = 1.9 - 0.9 * s.vel; // harder hits are brighter
  let norm = 0;
  for (let n = 1; n <= 12; n++) {
    const f = n * f0 * Math.sqrt(1 + B * n * n);
    if (f > 11000) break;
    // Hammer strikes ~1/8 along the string, which mutes partials near the 8th.
    const amp = Math.abs(Math.sin((Math.PI * n) / 8.3)) / n ** tilt;
    const tau = tau1 / (1 + 0.45 * (n - 1));
    if (n <= 3) {
      addDamped(out, len, f * 1.0004, amp * 0.55, tau);
      addDamped(out, len, f * 0.9996, amp * 0.45, tau * 0.35); // second string: beating plus the fast "prompt" decay
    } else addDamped(out, len, f, amp, tau);
    norm += amp;
  }
  envelope(out, len, 0.004 + 0.004 * (1 - s.vel), Math.min(s.dur, tau1 * 4), 0.14);
  const g = (s.vel ** 1.4 * 1.4) / norm;
  for (let i = 0; i < len; i++) out[i]! *= g;
  return len;
}

/** Karplus–Strong plucked string, with an allpass in the loop for exact tuning and a shaped (not white-noise) pluck. */
function guitar(out: Float32Array, s: NoteSpec, rng: Rng): number {
  const f0 = mtof(s.midi);
  const t60 = clamp(4 * 2 ** (-(s.midi - 40) / 24), 0.9, 4);
  const len = lengthOf(out, Math.min(s.dur, t60) + 0.08);
  const delay = SR / f0 - 0.5; // the two-point average in the loop adds half a sample
  const n = Math.max(2, Math.floor(delay - 0.1));
  const frac = delay - n;
  const c = (1 - frac) / (1 + frac);
  const buf = new Float32Array(n);
  // Excitation: the string's triangular shape when pulled aside at `pick` (strong fundamental, 1/n² roll-off),
  // plus a little low-passed noise, more for harder plucks, for the bite of the pick.
  const pick = 0.16 + 0.06 * rng();
  const k = 0.1 + 0.3 * s.vel;
  const grit = 0.25 + 0.35 * s.vel;
  let lp = 0;
  let mean = 0;
  for (let i = 0; i < n; i++) {
    const x = i / n;
    lp += k * (rng() * 2 - 1 - lp);
    const v = (x < pick ? x / pick : (1 - x) / (1 - pick)) + grit * lp;
    buf[i] = v;
    mean += v / n;
  }
  for (let i = 0; i < n; i++) buf[i]! -= mean;
  const loss = 10 ** (-3 / (t60 * f0));
  let idx = 0;
  let prev = 0;
  let apIn = 0;
  let apOut = 0;
  // Two gentle low-passes after the loop stand in for the guitar body; outside the loop they cannot detune it.
  const bodyK = 1 - Math.exp((-TWO_PI * (2200 + 3 * f0)) / SR);
  let body = 0;
  let body2 = 0;
  for (let i = 0; i < len; i++) {
    const v = buf[idx]!;
    const avg = 0.5 * (v + prev) * loss;
    prev = v;
    apOut = c * avg + apIn - c * apOut;
    apIn = avg;
    buf[idx] = apOut;
    idx = idx + 1 === n ? 0 : idx + 1;
    body += bodyK * (v - body);
    body2 += bodyK * (body - body2);
    out[i] = body2;
  }
  envelope(out, len, 0.002, Math.min(s.dur, t60), 0.08);
  const g = s.vel * 1.6;
  for (let i = 0; i < len; i++) out[i]! *= g;
  return len;
}

const polyBlep = (t: number, dt: number): number => {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
};

/** Warm pad / string section: detuned band-limited saws plus a triangle, two one-pole low-passes, slow swell. */
function pad(out: Float32Array, s: NoteSpec, rng: Rng, strings: boolean): number {
  const f0 = mtof(s.midi);
  const attack = strings ? 0.35 : 0.7;
  const release = strings ? 0.7 : 1.0;
  const len = lengthOf(out, s.dur + release);
  const detune = [0.9958, 1.0042, 1] as const; // about ±7 cents
  const phase = [rng(), rng(), rng()];
  const cutoff = Math.min(strings ? 3200 : 2200, f0 * (strings ? 7 : 5));
  const a = 1 - Math.exp((-TWO_PI * cutoff) / SR);
  let l1 = 0;
  let l2 = 0;
  for (let i = 0; i < len; i++) {
    const t = i / SR;
    // Strings get a delayed vibrato; it is what makes a saw stack read as bowed rather than synthetic.
    const vib = strings ? 1 + 0.0022 * Math.min(1, t / 0.6) * Math.sin(TWO_PI * 5.3 * t) : 1;
    let v = 0;
    for (let o = 0; o < 3; o++) {
      const dt = (f0 * detune[o]! * vib) / SR;
      let p = phase[o]! + dt;
      if (p >= 1) p -= 1;
      phase[o] = p;
      v += o < 2 ? 2 * p - 1 - polyBlep(p, dt) : 0.8 * (4 * Math.abs(p - 0.5) - 1);
    }
    l1 += a * (v - l1);
    l2 += a * (l1 - l2);
    out[i] = l2;
  }
  envelope(out, len, attack, s.dur, release);
  const g = s.vel * 0.3;
  for (let i = 0; i < len; i++) out[i]! *= g;
  return len;
}

/** Round electric-style bass: three damped harmonics, quick attack, short release so lines stay tight. */
function bass(out: Float32Array, s: NoteSpec): number {
  const f0 = mtof(s.midi);
  const len = lengthOf(out, s.dur + 0.07);
  out.fill(0, 0, len);
  addDamped(out, len, f0, 1, 2.2);
  addDamped(out, len, f0 * 2, 0.3 + 0.2 * s.vel, 0.8);
  addDamped(out, len, f0 * 3, 0.1 * s.vel, 0.35);
  envelope(out, len, 0.006, s.dur, 0.07);
  for (let i = 0; i < len; i++) out[i]! *= s.vel * 0.9;
  return len;
}

/** Soft whistle/flute lead standing in for a voice: sine plus two harmonics, slow attack, delayed vibrato. */
function lead(out: Float32Array, s: NoteSpec): number {
  const f0 = mtof(s.midi);
  const len = lengthOf(out, s.dur + 0.15);
  let p = 0;
  for (let i = 0; i < len; i++) {
    const t = i / SR;
    const vib = 1 + 0.004 * clamp((t - 0.25) / 0.4, 0, 1) * Math.sin(TWO_PI * 5.2 * t);
    p += (TWO_PI * f0 * vib) / SR;
    if (p > TWO_PI) p -= TWO_PI;
    const sn = Math.sin(p);
    const swell = 0.82 + 0.18 * Math.exp(-t / 0.35); // slight sag after the onset, like a sung note settling
    out[i] = (sn + 0.22 * 2 * sn * Math.cos(p) + 0.06 * (3 * sn - 4 * sn * sn * sn)) * swell;
  }
  envelope(out, len, 0.035, s.dur, 0.15);
  for (let i = 0; i < len; i++) out[i]! *= s.vel * 0.6;
  return len;
}

/** Renders one note into `out` starting at index 0 and returns how many samples it occupies. */
export function renderNote(s: NoteSpec, out: Float32Array, rng: Rng): number {
  switch (s.voice) {
    case 'piano':
      return piano(out, s);
    case 'keys':
      return tuned(out, s, KEYS_PARTIALS, clamp(2.6 * 2 ** (-(s.midi - 48) / 24), 0.7, 3.5), 0.05, 0.2);
    case 'musicBox':
      return tuned(out, s, MUSIC_BOX_PARTIALS, clamp(1.8 * 2 ** (-(s.midi - 72) / 24), 0.5, 2.4), 1.2, 0.3);
    case 'guitar':
      return guitar(out, s, rng);
    case 'pad':
      return pad(out, s, rng, false);
    case 'strings':
      return pad(out, s, rng, true);
    case 'bass':
      return bass(out, s);
    case 'lead':
      return lead(out, s);
    case 'kick':
      return kick(out, s.vel * 0.6);
    case 'snare':
      return snare(out, rng, s.vel);
    case 'brush':
      return noise(out, rng, s.vel * 0.7, 500, 4500, 0.11, 0.006);
    case 'hat':
      return noise(out, rng, s.vel * 0.9, 7000, 14000, 0.03, 0.0008);
    case 'openHat':
      return noise(out, rng, s.vel * 0.6, 6500, 13000, 0.16, 0.002);
    case 'shaker':
      return noise(out, rng, s.vel * 0.9, 5000, 11000, 0.05, 0.012);
  }
}
