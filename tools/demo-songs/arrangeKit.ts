// What an arrangement is, and the small helpers every style's parts are written with.
import { chord, toEnd, type BarCtx, type Track } from './parts';
import type { Send } from './mix';
import type { Voice } from './synth';

export interface Arrangement {
  melodyVoice: Voice;
  parts: (c: BarCtx) => void;
  mix: Partial<Record<Track, Partial<Send>>>;
  reverbSize: number;
  /** Echo as a fraction of a beat (0.75 = dotted eighth) and its feedback; 0 feedback means no echo. */
  echoBeats: number;
  echoFeedback: number;
  lowpassHz?: number;
}

export const up = (ns: readonly number[], k = 12): number[] => ns.map((n) => n + k);
export const sec = (c: BarCtx) => c.bar.section;
/** The final bar is one held chord for every part, so the song ends by ringing out on I. */
export const hold = (c: BarCtx, track: Track, voice: Voice, notes: readonly number[], vel: number, roll = 0): void =>
  chord(c, track, voice, notes, 0, toEnd(c, 0), vel, roll);
