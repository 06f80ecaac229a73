// A compact, accessible player for one sample song: play/pause, a seek slider, elapsed and total time.
// It holds no <audio> (so fetches nothing) until played, or until it scrolls into view on Wi-Fi.
import { useRef } from 'react';
import { EARLY_PRESS } from '../core/earlyPress';
import { usePrefetchWhenVisible } from './audio/usePrefetchWhenVisible';
import { useSamplePlayer } from './audio/useSamplePlayer';
import { useEarlyPress } from './useEarlyPress';
import { PauseIcon, PlayIcon } from './icons';
import './AudioPlayer.css';

export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function AudioPlayer({
  url,
  title,
  duration,
  tone = 'dark',
}: {
  url: string;
  title: string;
  duration: number;
  tone?: 'dark' | 'light';
}) {
  const player = useSamplePlayer(url, duration);
  const root = useRef<HTMLDivElement>(null);
  usePrefetchWhenVisible(root, url);
  const playing = player.status === 'playing' || player.status === 'loading';
  // In a prerendered page the button shows before the code behind it: a press made until then plays the song once
  // the code has come (the browser lets a page that was tapped play sound).
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, () => void player.toggle());
  return (
    <div ref={root} className={`player player--${tone}`} data-status={player.status}>
      <button
        ref={button}
        type="button"
        className="player__toggle"
        {...EARLY_PRESS}
        onClick={() => void player.toggle()}
        aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
      >
        {player.status === 'loading' ? <span className="player__spinner" aria-hidden="true" /> : playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="player__track">
        <input
          type="range"
          className="player__seek"
          min={0}
          max={Math.max(1, Math.round(player.duration))}
          step={1}
          value={Math.min(Math.round(player.currentTime), Math.round(player.duration))}
          onChange={(e) => player.seek(Number(e.target.value))}
          aria-label={`Seek in ${title}`}
          aria-valuetext={`${formatTime(player.currentTime)} of ${formatTime(player.duration)}`}
          style={{ ['--progress' as string]: `${player.duration ? (player.currentTime / player.duration) * 100 : 0}%` }}
        />
        <div className="player__times" aria-hidden="true">
          <span>{formatTime(player.currentTime)}</span>
          <span>{formatTime(player.duration)}</span>
        </div>
      </div>
    </div>
  );
}
