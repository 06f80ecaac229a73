// Music theory for the demo songs: keys, tempo and feel per style, song form, diatonic chords and voice leading.

import type { StyleName } from '../../api/services/seed/catalog';
import type { Rng } from './dsp';

export type Section = 'intro' | 'verse' | 'chorus' | 'outro';
export type Density = 'slow' | 'flowing' | 'lively' | 'waltz';

export const MAJOR = [0, 2, 4, 5, 7, 9, 11] as const;

/** Progressions as 0-based scale degrees (0 = I, 4 = V, 5 = vi). */
const P = {
  popAxis: [0, 4, 5, 3], // I–V–vi–IV
  sadAxis: [5, 3, 0, 4], // vi–IV–I–V
  fifties: [0, 5, 3, 4], // I–vi–IV–V
  lift: [3, 0, 4, 5], // IV–I–V–vi
  lift2: [3, 4, 2, 5], // IV–V–iii–vi
  twoFive: [1, 4, 0, 5], // ii–V–I–vi
  plagal: [0, 3, 0, 4], // I–IV–I–V
  climb: [0, 2, 3, 4], // I–iii–IV–V
  home: [0, 3, 5, 4], // I–IV–vi–V
  drift: [3, 2, 1, 4], // IV–iii–ii–V
} as const;

export interface Feel {
  bpm: number;
  beatsPerBar: 3 | 4;
  /** Where the off-beat eighth lands, as a fraction of the beat: 0.5 straight, ~0.6 lazy swing. */
  swing: number;
  verse: ReadonlyArray<readonly number[]>;
  chorus: ReadonlyArray<readonly number[]>;
  sevenths: boolean;
  /** Melody range in MIDI notes; the chorus sits in the top part of it. */
  melody: readonly [number, number];
  density: Density;
}

export const FEELS: Record<StyleName, Feel> = {
  ballad: {
    bpm: 70,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.popAxis, P.fifties],
    chorus: [P.lift, P.sadAxis],
    sevenths: false,
    melody: [62, 79],
    density: 'slow',
  },
  tender: {
    bpm: 66,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.sadAxis, P.home],
    chorus: [P.lift, P.climb],
    sevenths: false,
    melody: [62, 79],
    density: 'slow',
  },
  folk: {
    bpm: 100,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.plagal, P.home],
    chorus: [P.popAxis, P.lift],
    sevenths: false,
    melody: [64, 81],
    density: 'flowing',
  },
  pop: {
    bpm: 118,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.sadAxis, P.fifties],
    chorus: [P.popAxis, P.lift],
    sevenths: false,
    melody: [64, 81],
    density: 'lively',
  },
  lofi: {
    bpm: 80,
    beatsPerBar: 4,
    swing: 0.6,
    verse: [P.twoFive, P.drift],
    chorus: [P.lift2, P.drift],
    sevenths: true,
    melody: [64, 81],
    density: 'flowing',
  },
  country: {
    bpm: 110,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.plagal, P.fifties],
    chorus: [P.lift, P.popAxis],
    sevenths: false,
    melody: [62, 79],
    density: 'lively',
  },
  lullaby: {
    bpm: 72,
    beatsPerBar: 3,
    swing: 0.5,
    verse: [P.plagal, P.fifties],
    chorus: [P.home, P.lift],
    sevenths: false,
    melody: [72, 88],
    density: 'waltz',
  },
  cinematic: {
    bpm: 64,
    beatsPerBar: 4,
    swing: 0.5,
    verse: [P.sadAxis, P.home],
    chorus: [P.lift, P.lift2],
    sevenths: false,
    melody: [62, 81],
    density: 'slow',
  },
  rnb: {
    bpm: 75,
    beatsPerBar: 4,
    swing: 0.55,
    verse: [P.twoFive, P.lift2],
    chorus: [P.lift2, P.drift],
    sevenths: true,
    melody: [62, 79],
    density: 'flowing',
  },
};

export interface Bar {
  index: number;
  section: Section;
  degree: number;
  seventh: boolean;
  /** Position inside its 4-bar phrase (0..3). */
  phraseBar: number;
  /** A repeated chorus: same tune, fuller arrangement. */
  lift: boolean;
  final: boolean;
}

export const barSeconds = (f: Feel): number => (60 / f.bpm) * f.beatsPerBar;
export const pick = <T>(rng: Rng, xs: ReadonlyArray<T>): T => xs[Math.floor(rng() * xs.length)]!;

/** Intro, verse, chorus (plus a repeated chorus when the song would be short), outro resolving to I. */
export function planSong(f: Feel, rng: Rng): Bar[] {
  const slow = barSeconds(f) > 3;
  const edge = slow ? 1 : 2;
  const verse = pick(rng, f.verse);
  const chorus = pick(rng, f.chorus);
  const parts: Array<[Section, readonly number[], boolean]> = [
    ['intro', edge === 1 ? [0] : [0, 3], false],
    ['verse', verse, false],
    ['chorus', chorus, false],
  ];
  if ((edge * 2 + 8) * barSeconds(f) < 30) parts.push(['chorus', chorus, true]);
  // A plagal (IV–I) or authentic (V–I) close, whichever the chorus did not just play.
  parts.push(['outro', edge === 1 ? [0] : [chorus[3] === 3 ? 4 : 3, 0], false]);
  const bars: Bar[] = [];
  for (const [section, prog, lift] of parts) {
    prog.forEach((degree, phraseBar) => {
      bars.push({ index: bars.length, section, degree, seventh: f.sevenths && section !== 'outro', phraseBar, lift, final: false });
    });
  }
  bars[bars.length - 1]!.final = true;
  return bars;
}

/** Pitch classes of the diatonic triad (or seventh chord) on `degree`, root first. */
export function chordPcs(tonicPc: number, degree: number, seventh: boolean): number[] {
  const steps = seventh ? [0, 2, 4, 6] : [0, 2, 4];
  return steps.map((s) => (tonicPc + MAJOR[(degree + s) % 7]!) % 12);
}

/** The lowest MIDI note with pitch class `pc` at or above `lo`. */
export const noteAbove = (pc: number, lo: number): number => lo + ((((pc - lo) % 12) + 12) % 12);

/**
 * Close-position voicing in [lo, hi] that moves least from the previous chord, which is what makes
 * a progression sound connected rather than like blocks jumping around.
 */
export function voiceChord(pcs: readonly number[], prev: readonly number[] | null, lo: number, hi: number): number[] {
  const centre = (lo + hi) / 2;
  let best: number[] = [];
  let bestCost = Infinity;
  for (let inv = 0; inv < pcs.length; inv++) {
    const order = [...pcs.slice(inv), ...pcs.slice(0, inv)];
    for (let base = lo; base < lo + 12; base++) {
      if ((base - order[0]!) % 12 !== 0) continue;
      const notes: number[] = [];
      for (const pc of order) notes.push(noteAbove(pc, notes.length ? notes[notes.length - 1]! + 1 : base));
      if (notes[notes.length - 1]! > hi) continue;
      const mean = notes.reduce((a, b) => a + b, 0) / notes.length;
      const move = prev ? notes.reduce((a, n) => a + Math.min(...prev.map((p) => Math.abs(p - n))), 0) : 0;
      const cost = move + 0.5 * Math.abs(mean - centre);
      if (cost < bestCost) [best, bestCost] = [notes, cost];
    }
  }
  return best;
}
