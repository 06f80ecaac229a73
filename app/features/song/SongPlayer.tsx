// The gift's player: a large play/pause button, a seek slider and the time, for one song (its audio handled by
// useSongAudio, its title on the lock screen by useMediaSession).
import { useShop } from '../../core/api/queries';
import { formatTime } from '../../ui/AudioPlayer';
import { PauseIcon, PlayIcon } from '../../ui/icons';
import { seekPosition, type PlayerStatus, type PlayerTime } from './playerStatus';
import { useMediaSession } from './useMediaSession';
import { useSongAudio, type SongSources } from './useSongAudio';

interface Props extends SongSources {
  /** For the lock screen and the notification shade. */
  title: string;
}

export function SongPlayer({ networkSrc, localSrc, ready, title }: Props) {
  const player = useSongAudio({ networkSrc, localSrc, ready });
  useMediaSession(title, useShop().name);
  const { audioRef, src, status, time, sync } = player;

  const playing = status === 'playing' || status === 'loading';
  return (
    <div className="song-player" data-status={status}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={sync}
        onPlaying={sync}
        onPause={sync}
        onEnded={player.ended}
        onTimeUpdate={sync}
        onDurationChange={sync}
        onWaiting={sync}
        onSeeked={sync}
        onLoadedMetadata={player.loadedMetadata}
        onError={player.failed}
      />
      <button
        type="button"
        className="song-player__toggle"
        onClick={player.toggle}
        aria-label={playing ? 'Pause the song' : 'Play the song'}
        disabled={!src}
      >
        {status === 'loading' ? (
          <span className="song-player__spinner" aria-hidden="true" />
        ) : playing ? (
          <PauseIcon width={34} height={34} />
        ) : (
          <PlayIcon width={34} height={34} />
        )}
      </button>
      <PlayerTrack status={status} time={time} disabled={!src} onSeek={player.seek} />
    </div>
  );
}

/** The seek slider, the times under it, and the failure to load. */
function PlayerTrack({
  status,
  time,
  disabled,
  onSeek,
}: {
  status: PlayerStatus;
  time: PlayerTime;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}) {
  const position = seekPosition(time);
  return (
    <div className="song-player__track">
      <input
        type="range"
        className="song-player__seek"
        min={0}
        max={position.max}
        step={1}
        value={position.value}
        onChange={(e) => onSeek(Number(e.target.value))}
        aria-label="Position in the song"
        aria-valuetext={`${formatTime(time.current)} of ${formatTime(time.duration)}`}
        disabled={disabled}
        style={{ ['--progress' as string]: `${position.progress}%` }}
      />
      <div className="song-player__times" aria-hidden="true">
        <span>{formatTime(time.current)}</span>
        <span>{time.duration ? formatTime(time.duration) : '–:––'}</span>
      </div>
      {status === 'error' && (
        <p className="song-player__error" role="alert">
          The song couldn’t load. Please check your connection and try again.
        </p>
      )}
    </div>
  );
}
