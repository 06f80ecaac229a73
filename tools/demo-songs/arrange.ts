// Instrumentation per style: which parts play in each section, how they are mixed, and the room they sit in.
import type { StyleName } from '../../api/services/seed/catalog';
import type { Send } from './mix';
import { arpeggio, bassLine, chord, drums, note, spread, strum, type Track } from './parts';
import { hold, sec, up, type Arrangement } from './arrangeKit';
import { country, lofi, pop, rnb } from './arrangeGroove';

export type { Arrangement } from './arrangeKit';

export const DEFAULT_MIX: Record<Track, Send> = {
  melody: { gain: 0.85, pan: 0.08, reverb: 0.22, echo: 0.12 },
  chords: { gain: 0.55, pan: -0.2, reverb: 0.18, echo: 0 },
  arp: { gain: 0.6, pan: -0.12, reverb: 0.2, echo: 0 },
  pad: { gain: 0.42, pan: 0, reverb: 0.3, echo: 0 },
  bass: { gain: 0.7, pan: 0, reverb: 0.03, echo: 0 },
  drums: { gain: 0.55, pan: 0, reverb: 0.08, echo: 0 },
  sparkle: { gain: 0.3, pan: 0.35, reverb: 0.3, echo: 0.2 },
};

const ballad: Arrangement = {
  melodyVoice: 'piano',
  parts(c) {
    if (c.bar.final) {
      hold(c, 'arp', 'piano', spread(c, 36).slice(0, 4), 0.5, 0.12);
      hold(c, 'pad', 'strings', c.voicing, 0.45);
      return hold(c, 'bass', 'bass', [c.root], 0.4);
    }
    const chorus = sec(c) === 'chorus';
    arpeggio(c, 'arp', 'piano', spread(c, 38), c.bpb === 4 ? [0, 1, 2, 3, 4, 3, 2, 1] : [0, 1, 2, 3, 2, 1], 0.5, chorus ? 0.55 : 0.46);
    chord(c, 'pad', 'strings', c.voicing, 0, c.bpb, sec(c) === 'intro' ? 0.32 : chorus ? 0.58 : 0.42);
    if (chorus) {
      chord(c, 'chords', 'piano', up(c.voicing), 0, 2, 0.3);
      bassLine(c, 'bass', [[0, c.bpb, 'r', 0.5]]);
    }
  },
  mix: { arp: { gain: 0.42 }, pad: { gain: 0.34 }, melody: { gain: 1.1 } },
  reverbSize: 0.84,
  echoBeats: 0.75,
  echoFeedback: 0.2,
};

const tender: Arrangement = {
  melodyVoice: 'piano',
  parts(c) {
    if (c.bar.final) {
      hold(c, 'arp', 'piano', spread(c, 36).slice(0, 4), 0.45, 0.18);
      return hold(c, 'pad', 'pad', c.voicing, 0.35);
    }
    arpeggio(c, 'arp', 'piano', spread(c, 36), [0, 1, 2, 3, 2, 1, 2, 1], 0.5, sec(c) === 'chorus' ? 0.5 : 0.42);
    if (sec(c) === 'chorus') chord(c, 'pad', 'pad', c.voicing, 0, c.bpb, 0.32);
  },
  mix: { arp: { gain: 0.42 }, melody: { gain: 1.1, echo: 0.08 } },
  reverbSize: 0.86,
  echoBeats: 1,
  echoFeedback: 0.15,
};

const folk: Arrangement = {
  melodyVoice: 'lead',
  parts(c) {
    const [low, mid, top] = [c.voicing[0]!, c.voicing[1]!, c.voicing[c.voicing.length - 1]!];
    const root = c.root + 12;
    if (c.bar.final) {
      hold(c, 'chords', 'guitar', [root, root + 7, ...c.voicing], 0.6, 0.08);
      return hold(c, 'bass', 'bass', [c.root], 0.45);
    }
    if (c.bar.lift) {
      // The repeated chorus opens up from fingerpicking into a full strum.
      const pattern: Array<[number, boolean, number]> = [
        [0, true, 0.7],
        [1, true, 0.55],
        [1.5, false, 0.45],
        [2.5, false, 0.45],
        [3, true, 0.55],
        [3.5, false, 0.4],
      ];
      for (const [beat, down, vel] of pattern) strum(c, beat, 1, vel, down);
    } else {
      // Travis picking: the thumb alternates root and fifth on the beat, fingers fill the off-beats.
      for (let b = 0; b < 4; b++) note(c, 'chords', 'guitar', b, 1, b % 2 ? root + 7 : root, 0.62);
      const fingers: Array<[number, number]> = [
        [0, top],
        [0.5, mid],
        [1.5, low],
        [2.5, mid],
        [3, top],
        [3.5, low],
      ];
      for (const [beat, m] of fingers) note(c, 'chords', 'guitar', beat, 1.5, m, beat % 1 ? 0.42 : 0.5);
    }
    if (sec(c) === 'chorus') {
      bassLine(c, 'bass', [
        [0, 1.5, 'r', 0.55],
        [2, 1.5, '5', 0.5],
      ]);
      drums(c, { shaker: '.-o-.-o-.-o-.-o-' }, 0.6);
    }
    if (c.bar.lift) chord(c, 'pad', 'pad', c.voicing, 0, 4, 0.28);
  },
  mix: { chords: { gain: 0.5, pan: -0.15 }, bass: { gain: 0.55 }, melody: { gain: 0.72, pan: 0.15 } },
  reverbSize: 0.78,
  echoBeats: 0.75,
  echoFeedback: 0.25,
};

const lullaby: Arrangement = {
  melodyVoice: 'musicBox',
  parts(c) {
    const low = spread(c, 48);
    const [a, b, d] = [low[1]!, low[2]!, low[3]!];
    if (c.bar.final) {
      hold(c, 'arp', 'musicBox', [low[0]!, a, b, d], 0.45, 0.33);
      return hold(c, 'pad', 'pad', c.voicing, 0.25);
    }
    if (sec(c) === 'chorus') {
      arpeggio(c, 'arp', 'musicBox', low, [0, 1, 2, 3, 2, 1], 0.5, 0.4, false);
      chord(c, 'pad', 'pad', c.voicing, 0, 3, 0.28);
    } else {
      // Waltz: low root on one, a soft dyad on two and three.
      note(c, 'arp', 'musicBox', 0, 1, low[0]!, 0.5);
      for (const beat of [1, 2]) chord(c, 'arp', 'musicBox', [b, d], beat, 1, 0.32);
    }
  },
  mix: { arp: { gain: 0.55, pan: -0.15 }, melody: { gain: 0.8, pan: 0.12, echo: 0.15 } },
  reverbSize: 0.82,
  echoBeats: 1,
  echoFeedback: 0.25,
};

const cinematic: Arrangement = {
  melodyVoice: 'piano',
  parts(c) {
    const low = [c.root + 12, c.root + 19];
    if (c.bar.final) {
      hold(c, 'pad', 'strings', c.voicing, 0.55);
      hold(c, 'pad', 'pad', low, 0.45);
      hold(c, 'bass', 'bass', [c.root], 0.45);
      return hold(c, 'arp', 'piano', spread(c, 48).slice(0, 4), 0.4, 0.25);
    }
    const s = sec(c);
    chord(c, 'pad', 'strings', c.voicing, 0, c.bpb, s === 'chorus' ? 0.62 : s === 'intro' ? 0.38 : 0.46);
    chord(c, 'pad', 'pad', low, 0, c.bpb, 0.42);
    if (s !== 'chorus') return;
    arpeggio(c, 'sparkle', 'piano', up(c.voicing), [0, 1, 2, 1], 1, 0.32, false);
    bassLine(c, 'bass', [[0, c.bpb, 'r', 0.45]]);
    drums(c, { kick: 'o---------------' }, 0.7);
    if (c.bar.lift) chord(c, 'pad', 'strings', up(c.voicing).slice(-2), 0, c.bpb, 0.4);
  },
  mix: { pad: { gain: 0.3 }, melody: { gain: 1.25 }, sparkle: { gain: 0.45 } },
  reverbSize: 0.86,
  echoBeats: 1,
  echoFeedback: 0.2,
};

export const ARRANGEMENTS: Record<StyleName, Arrangement> = { ballad, tender, folk, pop, lofi, country, lullaby, cinematic, rnb };
