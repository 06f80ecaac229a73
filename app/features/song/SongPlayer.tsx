// The gift's player: a large play/pause button, a seek slider and the time, for one song. It plays the copy
// kept on the device when there is one, else streams from the network, and moves to the kept copy as soon as
// it arrives (while paused) or when the network fails mid-song.
import { useEffect, useRef, useState } from 'react';
import { useShop } from '../../core/api/queries';
import { formatTime } from '../../ui/AudioPlayer';
import { PauseIcon, PlayIcon } from '../../ui/icons';

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

interface Props {
  networkSrc: string;
  localSrc: string | undefined;
  /** False until the device's store was read: no source is chosen before. */
  ready: boolean;
  /** For the lock screen and the notification shade. */
  title: string;
}

export function SongPlayer({ networkSrc, localSrc, ready, title }: Props) {
  const artist = useShop().name;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');
  const [time, setTime] = useState({ current: 0, duration: 0 });
  /** Where to carry on after a change of source, and whether to keep playing. */
  const resume = useRef<{ at: number; play: boolean } | null>(null);
  const wantsPlay = useRef(false);

  const wanted = ready ? (localSrc ?? networkSrc) : undefined;
  useEffect(() => {
    const audio = audioRef.current;
    if (!wanted || wanted === src || !audio) return;
    if (src === undefined) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the switch depends on the audio element (playing or not)
      setSrc(wanted);
      return;
    }
    // Never interrupt a song that is playing well; the kept copy takes over at the next pause.
    if (!audio.paused) return;
    if (audio.currentTime > 0) resume.current = { at: audio.currentTime, play: false };
    setSrc(wanted);
  }, [wanted, src, status]);

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      artwork: [{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }],
    });
    return () => {
      navigator.mediaSession.metadata = null;
    };
  }, [title]);

  const sync = () => {
    const audio = audioRef.current;
    if (!audio) return;
    const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
    setTime({ current: audio.currentTime, duration });
    if (audio.error) setStatus('error');
    else if (!audio.paused) setStatus(audio.readyState < 3 ? 'loading' : 'playing');
    else setStatus(audio.currentTime > 0 && !audio.ended ? 'paused' : 'idle');
  };

  const play = async () => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    wantsPlay.current = true;
    setStatus('loading');
    try {
      if (audio.error) audio.load();
      await audio.play();
    } catch (err) {
      // An interrupted or refused start (a source change, autoplay rules) leaves the button on "play".
      console.warn('Could not play the song', err);
      sync();
    }
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void play();
    else {
      wantsPlay.current = false;
      audio.pause();
    }
  };

  const onError = () => {
    const audio = audioRef.current;
    if (audio && localSrc && src !== localSrc) {
      // The network let us down, but the device has the song: carry on from there.
      resume.current = { at: audio.currentTime, play: wantsPlay.current };
      setSrc(localSrc);
      return;
    }
    sync();
  };

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    const pending = resume.current;
    resume.current = null;
    if (audio && pending) {
      audio.currentTime = pending.at;
      if (pending.play) void play();
    }
    sync();
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setTime((t) => ({ ...t, current: seconds }));
  };

  const playing = status === 'playing' || status === 'loading';
  const duration = Math.max(1, Math.round(time.duration));
  const current = Math.min(Math.round(time.current), duration);
  return (
    <div className="song-player" data-status={status}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={sync}
        onPlaying={sync}
        onPause={sync}
        onEnded={() => {
          wantsPlay.current = false;
          sync();
        }}
        onTimeUpdate={sync}
        onDurationChange={sync}
        onWaiting={sync}
        onSeeked={sync}
        onLoadedMetadata={onLoadedMetadata}
        onError={onError}
      />
      <button
        type="button"
        className="song-player__toggle"
        onClick={toggle}
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
      <div className="song-player__track">
        <input
          type="range"
          className="song-player__seek"
          min={0}
          max={duration}
          step={1}
          value={current}
          onChange={(e) => seek(Number(e.target.value))}
          aria-label="Position in the song"
          aria-valuetext={`${formatTime(time.current)} of ${formatTime(time.duration)}`}
          disabled={!src}
          style={{ ['--progress' as string]: `${time.duration ? (time.current / time.duration) * 100 : 0}%` }}
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
    </div>
  );
}
