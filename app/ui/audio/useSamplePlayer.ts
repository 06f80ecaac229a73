// A sample song's playback state for a card: play/pause, position, seeking; shared with any other card
// showing the same song.
import { useCallback, useEffect, useState } from 'react';
import { existingPlayer, getPlayer, onPlayersChanged, pauseAllExcept, type Player } from './playerPool';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlaybackState {
  status: PlaybackStatus;
  currentTime: number;
  duration: number;
}

function stateOf(player: Player | undefined, durationHint: number): PlaybackState {
  if (!player) return { status: 'idle', currentTime: 0, duration: durationHint };
  const { audio } = player;
  const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : durationHint;
  let status: PlaybackStatus = audio.paused ? (audio.currentTime > 0 ? 'paused' : 'idle') : audio.readyState < 3 ? 'loading' : 'playing';
  if (audio.error) status = 'error';
  return { status, currentTime: audio.currentTime, duration };
}

const EVENTS = ['play', 'playing', 'pause', 'ended', 'timeupdate', 'loadedmetadata', 'waiting', 'seeked', 'error', 'emptied'] as const;

export function useSamplePlayer(url: string, durationHint: number) {
  const [player, setPlayer] = useState<Player | undefined>(() => existingPlayer(url));
  const [state, setState] = useState<PlaybackState>(() => stateOf(existingPlayer(url), durationHint));
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (player) return;
    return onPlayersChanged(() => setPlayer(existingPlayer(url)));
  }, [player, url]);

  useEffect(() => {
    if (!player) return;
    const update = () => setState(stateOf(player, durationHint));
    update();
    EVENTS.forEach((e) => player.audio.addEventListener(e, update));
    return () => EVENTS.forEach((e) => player.audio.removeEventListener(e, update));
  }, [player, durationHint]);

  const toggle = useCallback(async () => {
    const p = getPlayer(url);
    setPlayer(p);
    if (!p.audio.paused) {
      p.audio.pause();
      return;
    }
    pauseAllExcept(url);
    setStarting(true);
    try {
      await p.ready;
      if (p.audio.ended) p.audio.currentTime = 0;
      await p.audio.play();
    } catch (err) {
      // A failed load is logged and otherwise ignored (spec §8); the card returns to "play".
      console.warn('Could not play', url, err);
    } finally {
      setStarting(false);
    }
  }, [url]);

  const seek = useCallback(
    (seconds: number) => {
      const p = getPlayer(url);
      setPlayer(p);
      void p.ready.then(() => {
        p.audio.currentTime = seconds;
      });
      setState((s) => ({ ...s, currentTime: seconds }));
    },
    [url],
  );

  return { ...state, status: starting && state.status !== 'playing' ? 'loading' : state.status, toggle, seek } as const;
}
