// The gift player's state and slider, read from an audio element.
import { describe, expect, it } from 'vitest';
import { playerStatus, seekPosition, type AudioState } from './playerStatus';

const audio = (over: Partial<AudioState> = {}): AudioState => ({
  error: null,
  paused: true,
  readyState: 4,
  currentTime: 0,
  ended: false,
  ...over,
});

describe('playerStatus', () => {
  it('is idle before the first play and after the end', () => {
    expect(playerStatus(audio())).toBe('idle');
    expect(playerStatus(audio({ currentTime: 180, ended: true }))).toBe('idle');
  });

  it('is loading while playing without enough data, playing with it', () => {
    expect(playerStatus(audio({ paused: false, readyState: 2 }))).toBe('loading');
    expect(playerStatus(audio({ paused: false, readyState: 3 }))).toBe('playing');
  });

  it('is paused part-way through', () => {
    expect(playerStatus(audio({ currentTime: 12 }))).toBe('paused');
  });

  it('shows an error above anything else', () => {
    expect(playerStatus(audio({ error: { code: 2 } as MediaError, paused: false }))).toBe('error');
  });
});

describe('seekPosition', () => {
  it('rounds to whole seconds and fills by the played share', () => {
    expect(seekPosition({ current: 29.6, duration: 120.2 })).toEqual({ max: 120, value: 30, progress: (29.6 / 120.2) * 100 });
  });

  it('never gives the slider an empty range before the duration is known', () => {
    expect(seekPosition({ current: 0, duration: 0 })).toEqual({ max: 1, value: 0, progress: 0 });
  });

  it('keeps the value inside the range', () => {
    expect(seekPosition({ current: 121, duration: 120 }).value).toBe(120);
  });
});
