// Melody writing for the demo songs: call/response phrase rhythms, chord-tone anchors along a contour, passing tones, a tonic ending.

import { MAJOR, chordPcs, pick, type Bar, type Density, type Feel } from './compose';
import type { Rng } from './dsp';

export interface MelodyNote {
  bar: number;
  /** Onset and length in beats from the bar start. */
  beat: number;
  beats: number;
  midi: number;
  vel: number;
}

// Rhythm cells in beats; a negative number is a rest. A phrase is call, answer, the call again, then a cadence.
const CELLS: Record<Density, { call: number[][]; answer: number[][]; close: number[][] }> = {
  slow: {
    call: [
      [1, 1, 2],
      [1.5, 0.5, 2],
      [-1, 1, 1, 1],
      [2, 1, 1],
    ],
    answer: [
      [1, 1, 1, 1],
      [0.5, 0.5, 1, 2],
      [-1, 1, 2],
    ],
    close: [[4], [2, 2], [1, 3]],
  },
  flowing: {
    call: [
      [1, 0.5, 0.5, 2],
      [-0.5, 0.5, 1, 1, 1],
      [1.5, 0.5, 1, 1],
    ],
    answer: [
      [1, 1, 0.5, 0.5, 1],
      [-1, 0.5, 0.5, 2],
    ],
    close: [[1, 3], [2, 2], [4]],
  },
  lively: {
    call: [
      [0.5, 0.5, 0.5, 0.5, 1, 1],
      [1, 0.5, 0.5, 1, 1],
      [-0.5, 0.5, 1, 0.5, 1.5],
    ],
    answer: [
      [0.5, 0.5, 1, 0.5, 0.5, 1],
      [1, 1, 1, 1],
    ],
    close: [
      [1, 1, 2],
      [2, 2],
      [0.5, 0.5, 3],
    ],
  },
  waltz: {
    call: [
      [1, 1, 1],
      [2, 1],
      [1.5, 0.5, 1],
    ],
    answer: [
      [1, 0.5, 0.5, 1],
      [-1, 1, 1],
    ],
    close: [[3], [2, 1]],
  },
};

/** Melodies are written in scale degrees (0 = the tonic at C3..B3), so every step is diatonic. */
const toMidi = (tonicPc: number, d: number): number => 48 + tonicPc + 12 * Math.floor(d / 7) + MAJOR[((d % 7) + 7) % 7]!;
const toDegree = (tonicPc: number, m: number): number => {
  const rel = Math.round(m) - 48 - tonicPc;
  const pc = ((rel % 12) + 12) % 12;
  let d = 0;
  while (d < 6 && MAJOR[d + 1]! <= pc) d++;
  return Math.floor(rel / 12) * 7 + d;
};

interface Slot {
  bar: Bar;
  beat: number;
  beats: number;
  anchor: boolean;
  deg: number;
}

class Writer {
  readonly loD: number;
  readonly hiD: number;
  constructor(
    readonly tonicPc: number,
    readonly f: Feel,
    readonly rng: Rng,
  ) {
    const lo = toDegree(tonicPc, f.melody[0]);
    this.loD = toMidi(tonicPc, lo) < f.melody[0] ? lo + 1 : lo;
    this.hiD = toDegree(tonicPc, f.melody[1]);
  }

  isTone(bar: Bar, d: number, seventh = false): boolean {
    return chordPcs(this.tonicPc, bar.degree, seventh && bar.seventh).includes(toMidi(this.tonicPc, d) % 12);
  }

  clampDeg(d: number): number {
    return Math.max(this.loD, Math.min(this.hiD, d));
  }

  /** A held note a semitone above a chord tone grates (the "avoid note"); slide it onto the chord. */
  soften(s: Slot): void {
    const pcs = chordPcs(this.tonicPc, s.bar.degree, s.bar.seventh);
    const pc = toMidi(this.tonicPc, s.deg) % 12;
    if (s.beats >= 1 && pcs.some((c) => (pc - c + 12) % 12 === 1)) s.deg += pcs.includes(toMidi(this.tonicPc, s.deg + 1) % 12) ? 1 : -1;
  }

  /** The chord tone that best balances a smooth line, the phrase contour, and not repeating itself. */
  anchor(bar: Bar, prev: number, target: number): number {
    let best = prev;
    let bestCost = Infinity;
    for (let d = this.loD; d <= this.hiD; d++) {
      if (!this.isTone(bar, d)) continue;
      const leap = Math.abs(d - prev);
      const cost = 0.35 * leap + 1.2 * Math.max(0, leap - 4) + 0.8 * Math.abs(d - target) + (d === prev ? 2.6 : 0) + this.rng() * 1.4;
      if (cost < bestCost) [best, bestCost] = [d, cost];
    }
    return best;
  }

  phrase(bars: readonly Bar[], prevIn: number): { slots: Slot[]; prev: number } {
    const { f, rng } = this;
    const cells = CELLS[f.density];
    const call = pick(rng, cells.call);
    const rhythms = [call, pick(rng, cells.answer), call, pick(rng, cells.close)];
    const chorus = bars[0]!.section === 'chorus';
    const mid = Math.round((this.loD + this.hiD) / 2) + (chorus ? 1 : -1);
    // Contour at each bar line: rise through the call and answer, fall back for the cadence; kept off the range edges.
    const shape = chorus ? [1, 3, 2, 0, -1] : [-1, 1, 2, 0, -2];
    const contour = shape.map((x) => Math.max(this.loD + 1, Math.min(this.hiD - 1, mid + x)));
    const slots: Slot[] = [];
    bars.forEach((bar, k) => {
      let beat = 0;
      for (const len of rhythms[k] ?? []) {
        const d = Math.abs(len);
        if (len > 0) slots.push({ bar, beat, beats: d, anchor: beat === 0 || beat * 2 === f.beatsPerBar || d >= 1.5, deg: 0 });
        beat += d;
      }
    });
    // Pass 1: strong-beat notes are chord tones steered along the contour.
    let prev = prevIn;
    for (const s of slots) {
      if (!s.anchor) continue;
      const k = s.bar.phraseBar;
      const x = s.beat / f.beatsPerBar;
      s.deg = prev = this.anchor(s.bar, prev, contour[k]! * (1 - x) + contour[k + 1]! * x);
    }
    // Pass 2: weak-beat notes step toward the next anchor (passing tones) or turn around it (neighbour tones).
    let last = slots.find((s) => s.anchor)?.deg ?? prev;
    slots.forEach((s, k) => {
      if (s.anchor) return void (last = s.deg);
      const next = slots.slice(k + 1).find((x) => x.anchor)?.deg ?? last;
      const dir = next === last ? (rng() < 0.5 ? 1 : -1) : Math.sign(next - last);
      // At the edge of the range a neighbour turns the other way rather than repeating.
      s.deg = this.clampDeg(last + dir) === last ? last - dir : last + dir;
      this.soften(s);
      last = s.deg;
    });
    this.echoCall(slots);
    return { slots, prev: slots[slots.length - 1]?.deg ?? prev };
  }

  /** Bar 3 restates bar 1's shape from its own first anchor (a sequence), which is what makes a tune memorable. */
  echoCall(slots: Slot[]): void {
    const first = slots.filter((s) => s.bar.phraseBar === 0);
    const third = slots.filter((s) => s.bar.phraseBar === 2);
    const j = third.findIndex((s) => s.anchor);
    if (first.length !== third.length || j < 0) return;
    // Move the motif by the smallest step that puts its first strong note on the new chord.
    const from = first[j]!.deg;
    const shift = [0, -1, 1, -2, 2, -3, 3].find((k) => this.isTone(third[j]!.bar, from + k)) ?? 0;
    const moved = first.map((s) => s.deg + shift);
    if (moved.some((d) => d !== this.clampDeg(d))) return;
    third.forEach((s, i) => {
      let d = moved[i]!;
      if (s.anchor && !this.isTone(s.bar, d)) d = this.isTone(s.bar, d - 1) ? d - 1 : d + 1;
      s.deg = this.clampDeg(d);
      if (!s.anchor) this.soften(s);
    });
  }

  /** Outro: a chord tone near the last note, then the nearest tonic, held through the final chord. */
  ending(outro: readonly Bar[], prev: number): Slot[] {
    const out: Slot[] = [];
    let at = prev;
    if (outro.length > 1) {
      const bar = outro[0]!;
      let d = prev;
      for (let k = 1; k < 7 && !this.isTone(bar, d); k++)
        d = this.isTone(bar, prev - k) ? prev - k : this.isTone(bar, prev + k) ? prev + k : d;
      at = this.clampDeg(d);
      out.push({ bar, beat: 0, beats: this.f.beatsPerBar, anchor: true, deg: at });
    }
    let tonic = Math.round(at / 7) * 7;
    if (tonic > this.hiD) tonic -= 7;
    if (tonic < this.loD) tonic += 7;
    out.push({ bar: outro[outro.length - 1]!, beat: 0, beats: this.f.beatsPerBar, anchor: true, deg: tonic });
    return out;
  }
}

/** A melody over the verse and chorus, phrase by phrase; a repeated chorus sings the same tune; the outro lands on the tonic. */
export function composeMelody(bars: readonly Bar[], tonicPc: number, f: Feel, rng: Rng): MelodyNote[] {
  const w = new Writer(tonicPc, f, rng);
  const notes: MelodyNote[] = [];
  const toNote = (s: Slot): MelodyNote => ({
    bar: s.bar.index,
    beat: s.beat,
    beats: s.beats,
    midi: toMidi(tonicPc, s.deg),
    vel: (s.anchor ? 0.8 : 0.66) + (s.bar.section === 'chorus' ? 0.08 : 0) + (s.beat === 0 ? 0.05 : 0),
  });
  let chorusTune: { start: number; notes: MelodyNote[] } | undefined;
  let prev = toDegree(tonicPc, (f.melody[0] * 2 + f.melody[1]) / 3);
  for (let i = 0; i < bars.length;) {
    const b = bars[i]!;
    if (b.section === 'intro' || b.section === 'outro') {
      i++;
      continue;
    }
    if (b.lift && chorusTune) {
      const shift = b.index - chorusTune.start;
      for (const n of chorusTune.notes) notes.push({ ...n, bar: n.bar + shift, vel: Math.min(1, n.vel + 0.05) });
    } else {
      const r = w.phrase(bars.slice(i, i + 4), prev);
      const tune = r.slots.map(toNote);
      if (b.section === 'chorus') chorusTune = { start: b.index, notes: tune };
      notes.push(...tune);
      prev = r.prev;
    }
    i += 4;
  }
  notes.push(
    ...w
      .ending(
        bars.filter((x) => x.section === 'outro'),
        prev,
      )
      .map(toNote),
  );
  return notes;
}
