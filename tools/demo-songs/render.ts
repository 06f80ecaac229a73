// Turns a catalogue entry (style, key, seed) into a mastered stereo render: plan → note events → humanized synthesis → master.

import { ARRANGEMENTS, DEFAULT_MIX } from './arrange';
import { KEY_NAMES, type KeyName, type StyleName } from '../../api/services/seed/catalog';
import { FEELS, barSeconds, chordPcs, noteAbove, planSong, voiceChord } from './compose';
import { composeMelody } from './melody';
import { Bus, master, toPcm16 } from './mix';
import { swung, type BarCtx, type NoteEvent, type Track } from './parts';
import { SR, mulberry32, renderNote } from './synth';

export interface SongSpec {
  style: StyleName;
  key: KeyName;
  seed: number;
}

/** A breath of silence before the first note, so early humanized notes never start before zero. */
const LEAD_IN = 0.12;
/** How long the final chord rings after the last bar. */
const TAIL = 3.4;
/** The master fade: it starts while the final chord still sounds, so the song ends by dissolving on I. */
export const FADE_OUT_SEC = 3.2;
// Independent streams, so e.g. changing the humanization never changes which chords a song uses.
const STREAM = { compose: 0x0c0ffee, humanize: 0x7a11e5, synth: 0x5ca1ab1e } as const;

const tonicOf = (key: KeyName): number => KEY_NAMES.indexOf(key);

function plan(spec: SongSpec) {
  const feel = FEELS[spec.style];
  const rng = mulberry32(spec.seed ^ STREAM.compose);
  const bars = planSong(feel, rng);
  const total = LEAD_IN + bars.length * barSeconds(feel) + TAIL;
  return { feel, rng, bars, frames: Math.round(total * SR) };
}

/** Exact length of a song in sample frames, without rendering it. */
export const songFrames = (spec: SongSpec): number => plan(spec).frames;

/** Every note of the song, in a deterministic order. */
export function songEvents(spec: SongSpec): NoteEvent[] {
  const { feel, rng, bars } = plan(spec);
  const arr = ARRANGEMENTS[spec.style];
  const tonic = tonicOf(spec.key);
  const beat = 60 / feel.bpm;
  const out: NoteEvent[] = [];
  let prev: number[] | null = null;
  bars.forEach((bar, i) => {
    const pcs = chordPcs(tonic, bar.degree, bar.seventh);
    const voicing = voiceChord(pcs, prev, 52, bar.seventh ? 69 : 67);
    prev = voicing;
    const next = bars[i + 1] ?? bar;
    const c: BarCtx = {
      bar,
      t0: LEAD_IN + i * barSeconds(feel),
      beat,
      bpb: feel.beatsPerBar,
      swing: feel.swing,
      pcs,
      voicing,
      root: noteAbove(pcs[0]!, 36),
      nextRoot: noteAbove(chordPcs(tonic, next.degree, false)[0]!, 36),
      tailBeats: TAIL / beat,
      out,
    };
    arr.parts(c);
  });
  for (const n of composeMelody(bars, tonic, feel, rng)) {
    const bar = bars[n.bar]!;
    const hold = bar.final ? TAIL : 0;
    out.push({
      t: LEAD_IN + n.bar * barSeconds(feel) + swung(n.beat, feel.swing) * beat,
      dur: n.beats * beat * 0.95 + hold,
      midi: n.midi,
      vel: n.vel,
      voice: arr.melodyVoice,
      track: 'melody',
    });
  }
  return out;
}

// Seconds of random timing slop per part; strummed strings are 12 ms apart, so chords stay tighter than that.
const JITTER: Record<Track, number> = { melody: 0.012, chords: 0.004, arp: 0.007, pad: 0.01, bass: 0.005, drums: 0.003, sparkle: 0.006 };

export interface Rendered {
  left: Float32Array;
  right: Float32Array;
  frames: number;
  /** Deepest gain reduction the limiter applied, in dB (0 = untouched). */
  limiterDb: number;
}

/** Renders and masters a song; `maxSeconds` renders just the opening (used by tests to stay quick). */
export function renderSong(spec: SongSpec, opts: { maxSeconds?: number } = {}): Rendered {
  const arr = ARRANGEMENTS[spec.style];
  const feel = FEELS[spec.style];
  const full = songFrames(spec);
  const frames = opts.maxSeconds ? Math.min(full, Math.round(opts.maxSeconds * SR)) : full;
  const bus = new Bus(frames);
  const human = mulberry32(spec.seed ^ STREAM.humanize);
  const synthRng = mulberry32(spec.seed ^ STREAM.synth);
  const scratch = new Float32Array(SR * 12);
  for (const ev of songEvents(spec)) {
    // Humanize before the cut-off check, so every note consumes the same random numbers whatever the render length.
    const dt = (human() - 0.5) * 2 * JITTER[ev.track];
    const vel = Math.min(1, ev.vel * (0.92 + human() * 0.16));
    const start = Math.max(0, Math.round((ev.t + dt) * SR));
    if (start >= frames || vel <= 0) continue;
    const len = renderNote({ voice: ev.voice, midi: ev.midi, vel, dur: ev.dur }, scratch, synthRng);
    const send = { ...DEFAULT_MIX[ev.track], ...arr.mix[ev.track] };
    if (ev.pan !== undefined) send.pan = ev.pan;
    bus.add(scratch, len, start, send);
  }
  const { limiterDb } = master(bus, {
    echoSec: (arr.echoBeats * 60) / feel.bpm,
    echoFeedback: arr.echoFeedback,
    reverbSize: arr.reverbSize,
    ...(arr.lowpassHz ? { lowpassHz: arr.lowpassHz } : {}),
    fadeInSec: 0.05,
    fadeOutSec: Math.min(FADE_OUT_SEC, frames / SR / 3),
    seed: spec.seed,
  });
  return { left: bus.left, right: bus.right, frames, limiterDb };
}

/** Interleaved s16le stereo at 44.1 kHz, ready to pipe to ffmpeg. */
export function renderPcm(spec: SongSpec, opts: { maxSeconds?: number } = {}): Buffer {
  const r = renderSong(spec, opts);
  return toPcm16(r.left, r.right, spec.seed);
}
