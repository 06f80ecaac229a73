// The styles carried by drums and bass: pop, lo-fi, country and R&B.
import { arpeggio, bassLine, chord, drums, strum, toEnd } from './parts';
import { hold, sec, up, type Arrangement } from './arrangeKit';

export const pop: Arrangement = {
  melodyVoice: 'lead',
  parts(c) {
    if (c.bar.final) {
      hold(c, 'chords', 'piano', c.voicing, 0.6);
      hold(c, 'pad', 'pad', c.voicing, 0.4);
      hold(c, 'bass', 'bass', [c.root], 0.6);
      return drums(c, { kick: 'x---', openHat: 'o---' });
    }
    const s = sec(c);
    const stabs: Array<[number, number, number]> = [
      [0, 1.5, 0.55],
      [1.5, 1, 0.45],
      [3, 1, 0.45],
    ];
    for (const [beat, beats, vel] of stabs) chord(c, 'chords', 'piano', c.voicing, beat, beats, vel);
    if (s === 'intro') return drums(c, { kick: 'x-------x-------', hat: 'o-.-o-.-o-.-o-.-' }, 0.8);
    if (s === 'verse') {
      drums(c, { kick: 'x-----o-x-------', snare: '----x-------x---', hat: 'o-.-o-.-o-.-o-.-' });
      bassLine(
        c,
        'bass',
        [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((b) => [b, 0.45, 'r', b % 1 ? 0.5 : 0.68] as const),
      );
      return;
    }
    drums(c, {
      kick: 'x---x---x---x---',
      snare: '----x-------x---',
      hat: 'o-o-o-o-o-o-o-o-',
      openHat: c.bar.phraseBar === 3 ? '--------------o-' : '',
    });
    bassLine(c, 'bass', [
      [0, 0.45, 'r', 0.75],
      [0.5, 0.45, 'r', 0.5],
      [1, 0.45, 'r', 0.6],
      [1.5, 0.45, '8', 0.55],
      [2, 0.45, 'r', 0.7],
      [2.5, 0.45, 'r', 0.5],
      [3, 0.45, '5', 0.6],
      [3.5, 0.45, '8', 0.55],
    ]);
    chord(c, 'pad', 'pad', c.voicing, 0, 4, 0.4);
    if (c.bar.lift) arpeggio(c, 'sparkle', 'guitar', up(c.voicing), [0, 1, 2, 1, 0, 1, 2, 1], 0.5, 0.5, false);
  },
  mix: { chords: { gain: 0.45 }, bass: { gain: 0.55 }, drums: { gain: 0.6 }, melody: { gain: 0.78 } },
  reverbSize: 0.76,
  echoBeats: 0.75,
  echoFeedback: 0.3,
};

export const lofi: Arrangement = {
  melodyVoice: 'keys',
  parts(c) {
    if (c.bar.final) {
      hold(c, 'chords', 'keys', c.voicing, 0.5, 0.08);
      return hold(c, 'bass', 'bass', [c.root], 0.5);
    }
    chord(c, 'chords', 'keys', c.voicing, 0, 1.75, 0.5, 0.04);
    chord(c, 'chords', 'keys', c.voicing, 2.5, 1.5, 0.38, 0.03);
    if (sec(c) === 'intro' && c.bar.phraseBar === 0) return;
    const lazy = { snare: 0.022, hat: 0.01 };
    drums(c, { kick: 'x------o--o-----', snare: '----o-------o---', hat: 'o-.-o-.-o-.-o-.-' }, sec(c) === 'intro' ? 0.55 : 0.75, lazy);
    if (sec(c) !== 'intro')
      bassLine(c, 'bass', [
        [0, 1.5, 'r', 0.65],
        [2.5, 0.9, '5', 0.5],
        [3.5, 0.45, 'a', 0.45],
      ]);
    if (sec(c) === 'chorus') chord(c, 'pad', 'pad', c.voicing, 0, 4, 0.3);
  },
  mix: { chords: { gain: 0.42 }, bass: { gain: 0.6 }, melody: { gain: 0.85, echo: 0.2 }, drums: { gain: 0.55 } },
  reverbSize: 0.8,
  echoBeats: 0.75,
  echoFeedback: 0.35,
  lowpassHz: 6500,
};

export const country: Arrangement = {
  melodyVoice: 'lead',
  parts(c) {
    if (c.bar.final) {
      strum(c, 0, toEnd(c, 0), 0.7, true);
      hold(c, 'bass', 'bass', [c.root], 0.6);
      return drums(c, { kick: 'x---' }, 0.7);
    }
    // Boom-chick: bass on 1 and 3 (root, then the fifth below), muted guitar chord on 2 and 4.
    bassLine(c, 'bass', [
      [0, 0.9, 'r', 0.72],
      [2, 0.9, 'l', 0.62],
    ]);
    const full = sec(c) === 'chorus';
    const strums: Array<[number, number, boolean, number]> = full
      ? [
          [0, 1, true, 0.55],
          [1, 0.5, true, 0.5],
          [1.5, 0.4, false, 0.4],
          [2.5, 0.4, false, 0.4],
          [3, 0.5, true, 0.5],
          [3.5, 0.4, false, 0.38],
        ]
      : [
          [1, 0.35, true, 0.55],
          [3, 0.35, true, 0.55],
          [3.5, 0.3, false, 0.35],
        ];
    for (const [beat, beats, down, vel] of strums) strum(c, beat, beats, vel, down);
    if (sec(c) === 'intro') return;
    drums(c, { kick: 'x-------x-------', brush: '----x-------x---', shaker: full ? 'o-.-o-.-o-.-o-.-' : '' }, 0.7);
    if (c.bar.lift) chord(c, 'pad', 'strings', c.voicing, 0, 4, 0.3);
  },
  mix: { chords: { gain: 0.5 }, bass: { gain: 0.55 }, melody: { gain: 0.75 } },
  reverbSize: 0.74,
  echoBeats: 0.5,
  echoFeedback: 0.2,
};

export const rnb: Arrangement = {
  melodyVoice: 'lead',
  parts(c) {
    if (c.bar.final) {
      hold(c, 'chords', 'keys', c.voicing, 0.5, 0.06);
      hold(c, 'pad', 'strings', c.voicing, 0.3);
      return hold(c, 'bass', 'bass', [c.root], 0.55);
    }
    chord(c, 'chords', 'keys', c.voicing, 0, 1.25, 0.5, 0.02);
    chord(c, 'chords', 'keys', c.voicing, 1.75, 0.5, 0.34);
    chord(c, 'chords', 'keys', c.voicing, 2.5, 1.25, 0.44, 0.02);
    if (sec(c) === 'intro') return;
    bassLine(c, 'bass', [
      [0, 1.25, 'r', 0.7],
      [1.75, 0.5, 'r', 0.5],
      [2.5, 0.5, '8', 0.55],
      [3, 0.5, '5', 0.5],
      [3.5, 0.45, 'a', 0.5],
    ]);
    drums(c, { kick: 'x--o------x-----', snare: '----x-------x---', hat: 'o-.-o-.oo-.-o-.-' }, 0.65, { snare: 0.015 });
    if (sec(c) === 'chorus') chord(c, 'pad', 'strings', c.voicing, 0, 4, 0.32);
  },
  mix: { chords: { gain: 0.42 }, bass: { gain: 0.6 }, melody: { gain: 0.8 } },
  reverbSize: 0.8,
  echoBeats: 0.75,
  echoFeedback: 0.25,
};
