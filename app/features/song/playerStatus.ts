// What the gift's player shows, read from its audio element: the state of the button, and where the seek slider stands.

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** The parts of an audio element the state is read from. */
export type AudioState = Pick<HTMLMediaElement, 'error' | 'paused' | 'readyState' | 'currentTime' | 'ended'>;

/** HAVE_FUTURE_DATA: below it a playing element is still waiting for sound. */
const CAN_PLAY = 3;

export function playerStatus(audio: AudioState): PlayerStatus {
  if (audio.error) return 'error';
  if (!audio.paused) return audio.readyState < CAN_PLAY ? 'loading' : 'playing';
  return audio.currentTime > 0 && !audio.ended ? 'paused' : 'idle';
}

export interface PlayerTime {
  current: number;
  duration: number;
}

/** The slider in whole seconds (never a range of zero), and the played share as a percentage for its fill. */
export function seekPosition(time: PlayerTime): { max: number; value: number; progress: number } {
  const max = Math.max(1, Math.round(time.duration));
  return {
    max,
    value: Math.min(Math.round(time.current), max),
    progress: time.duration ? (time.current / time.duration) * 100 : 0,
  };
}
