// Accompaniment building blocks shared by the style arrangements: per-bar context, arpeggios, strums, bass lines, drum grids.

import type { Bar } from './compose';
import { noteAbove } from './compose';
import type { Voice } from './synth';

export type Track = 'melody' | 'chords' | 'arp' | 'pad' | 'bass' | 'drums' | 'sparkle';

export interface NoteEvent {
  /** Seconds from the start of the song. */
  t: number;
  dur: number;
  midi: number;
  vel: number;
  voice: Voice;
  track: Track;
  /** Overrides the track's pan for this note (drum kit spread, strummed strings). */
  pan?: number;
}

export interface BarCtx {
  bar: Bar;
  /** Bar start in seconds and beat length in seconds. */
  t0: number;
  beat: number;
  bpb: number;
  swing: number;
  /** Pitch classes, root first. */
  pcs: number[];
  /** Voice-led close voicing around middle C. */
  voicing: number[];
  /** Root in the bass register (E1..Eb2 area) and the next bar's root, for approach notes. */
  root: number;
  nextRoot: number;
  /** Extra beats the final bar rings for. */
  tailBeats: number;
  out: NoteEvent[];
}

/**
 * Maps a beat position to swung time: the off-beat eighth moves to `swing` and the sixteenths in between
 * stretch with it, so every subdivision keeps the same lilt.
 */
export function swung(beat: number, swing: number): number {
  const whole = Math.floor(beat);
  const f = beat - whole;
  return whole + (f < 0.5 ? (f / 0.5) * swing : swing + ((f - 0.5) / 0.5) * (1 - swing));
}

export function note(
  c: BarCtx,
  track: Track,
  voice: Voice,
  beat: number,
  beats: number,
  midi: number,
  vel: number,
  pan?: number,
  late = 0,
): void {
  const ev: NoteEvent = { t: c.t0 + swung(beat, c.swing) * c.beat + late, dur: beats * c.beat, midi, vel, voice, track };
  if (pan !== undefined) ev.pan = pan;
  c.out.push(ev);
}

/** Beats from `beat` to the end of the bar, or to the end of the song's ring-out on the final bar. */
export const toEnd = (c: BarCtx, beat: number): number => c.bpb - beat + (c.bar.final ? c.tailBeats : 0);

export function chord(
  c: BarCtx,
  track: Track,
  voice: Voice,
  notes: readonly number[],
  beat: number,
  beats: number,
  vel: number,
  rollBeats = 0,
): void {
  notes.forEach((m, i) => note(c, track, voice, beat + i * rollBeats, beats - i * rollBeats, m, vel * (i === notes.length - 1 ? 1.05 : 1)));
}

/** Open left-hand spread from the root: root, fifth, octave, tenth (and seventh), twelfth. */
export function spread(c: BarCtx, lo: number): number[] {
  const r = noteAbove(c.pcs[0]!, lo);
  const tones = [r, noteAbove(c.pcs[2]!, r + 1), r + 12, noteAbove(c.pcs[1]!, r + 12)];
  if (c.pcs[3] !== undefined) tones.push(noteAbove(c.pcs[3], r + 12));
  tones.push(noteAbove(c.pcs[2]!, r + 13));
  return tones.sort((a, b) => a - b);
}

/** Broken chord over the bar; each note rings to the bar end, like a held sustain pedal. */
export function arpeggio(
  c: BarCtx,
  track: Track,
  voice: Voice,
  tones: readonly number[],
  pattern: readonly number[],
  step: number,
  vel: number,
  pedal = true,
): void {
  pattern.forEach((idx, i) => {
    const beat = i * step;
    if (beat >= c.bpb) return;
    const m = tones[Math.min(idx, tones.length - 1)]!;
    note(c, track, voice, beat, pedal ? toEnd(c, beat) : step * 1.5, m, vel * (i === 0 ? 1.1 : beat % 1 === 0 ? 1 : 0.85));
  });
}

/** Guitar strings for a strum: bass root, its fifth, then the voicing, low to high. */
export function guitarStrings(c: BarCtx): number[] {
  const low = noteAbove(c.pcs[0]!, 40);
  const set = new Set([low, noteAbove(c.pcs[2]!, low + 1), ...c.voicing]);
  return [...set].sort((a, b) => a - b);
}

/** One strum: strings sounded 12 ms apart, low→high on a down-stroke, only the top four high→low on an up-stroke. */
export function strum(c: BarCtx, beat: number, beats: number, vel: number, down: boolean): void {
  const strings = guitarStrings(c);
  const hit = down ? strings : strings.slice(-4).reverse();
  hit.forEach((m, i) => note(c, 'chords', 'guitar', beat, beats, m, vel * (down ? 1 : 0.7), -0.35 + (m - 40) * 0.012, i * 0.012));
}

/** Bass steps: [beat, beats, what, vel] where what is r(oot), 5(th above), 8(ve), l(ow fifth below) or a(pproach to next root). */
export type BassStep = readonly [number, number, 'r' | '5' | '8' | 'l' | 'a', number];
export function bassLine(c: BarCtx, voice: Voice, steps: readonly BassStep[]): void {
  for (const [beat, beats, what, vel] of steps) {
    const m =
      what === 'r'
        ? c.root
        : what === '5'
          ? c.root + 7
          : what === '8'
            ? c.root + 12
            : what === 'l'
              ? c.root - 5
              : c.nextRoot + (c.nextRoot > c.root ? -1 : 1);
    note(c, 'bass', voice, beat, beats, m, vel);
  }
}

const DRUM_PAN: Partial<Record<Voice, number>> = { hat: 0.3, openHat: 0.3, shaker: -0.3, snare: 0.05, brush: 0.05 };
const HIT: Record<string, number> = { x: 0.95, o: 0.7, '.': 0.4 };

/**
 * Drum grid: one character per sixteenth ('x' accent, 'o' normal, '.' ghost, '-' rest). `late` pushes
 * a voice behind the beat, the lazy feel of lo-fi and slow R&B.
 */
export function drums(c: BarCtx, grid: Partial<Record<Voice, string>>, level = 1, late: Partial<Record<Voice, number>> = {}): void {
  for (const [voice, row] of Object.entries(grid) as Array<[Voice, string]>) {
    [...row].forEach((ch, i) => {
      const v = HIT[ch];
      if (v === undefined || i / 4 >= c.bpb) return;
      note(c, 'drums', voice, i / 4, 0.25, 60, v * level, DRUM_PAN[voice] ?? 0, late[voice] ?? 0);
    });
  }
}
