// The gift player's audio element: playing, pausing and seeking it, and choosing its source: the copy kept on the
// device when there is one, else the network, moving to the kept copy when it arrives (while paused) or when the
// network fails mid-song.
import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { playerStatus, type PlayerStatus, type PlayerTime } from './playerStatus';

type AudioRef = RefObject<HTMLAudioElement | null>;

export interface SongSources {
  networkSrc: string;
  localSrc: string | undefined;
  /** False until the device's store was read: no source is chosen before. */
  ready: boolean;
}

function usePlayback(audioRef: AudioRef, src: string | undefined) {
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [time, setTime] = useState<PlayerTime>({ current: 0, duration: 0 });
  /** Whether the listener asked to play: a change of source carries it over. */
  const wantsPlay = useRef(false);

  const sync = () => {
    const audio = audioRef.current;
    if (!audio) return;
    const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
    setTime({ current: audio.currentTime, duration });
    setStatus(playerStatus(audio));
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

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setTime((t) => ({ ...t, current: seconds }));
  };

  const ended = () => {
    wantsPlay.current = false;
    sync();
  };

  return { status, time, wantsPlay, sync, play, toggle, seek, ended };
}

type Playback = ReturnType<typeof usePlayback>;

function useSourceSwitch(
  audioRef: AudioRef,
  [src, setSrc]: [string | undefined, Dispatch<SetStateAction<string | undefined>>],
  { networkSrc, localSrc, ready }: SongSources,
  { status, wantsPlay, play, sync }: Playback,
) {
  /** Where to carry on after a change of source, and whether to keep playing. */
  const resume = useRef<{ at: number; play: boolean } | null>(null);

  const wanted = ready ? (localSrc ?? networkSrc) : undefined;
  // An effect rather than a render-time choice: the switch depends on the audio element (playing or not).
  useEffect(() => {
    const audio = audioRef.current;
    if (!wanted || wanted === src || !audio) return;
    if (src === undefined) {
      setSrc(wanted);
      return;
    }
    // Never interrupt a song that is playing well; the kept copy takes over at the next pause.
    if (!audio.paused) return;
    if (audio.currentTime > 0) resume.current = { at: audio.currentTime, play: false };
    setSrc(wanted);
  }, [wanted, src, status, audioRef, setSrc]);

  const failed = () => {
    const audio = audioRef.current;
    if (audio && localSrc && src !== localSrc) {
      // The network let us down, but the device has the song: carry on from there.
      resume.current = { at: audio.currentTime, play: wantsPlay.current };
      setSrc(localSrc);
      return;
    }
    sync();
  };

  const loadedMetadata = () => {
    const audio = audioRef.current;
    const pending = resume.current;
    resume.current = null;
    if (audio && pending) {
      audio.currentTime = pending.at;
      if (pending.play) void play();
    }
    sync();
  };

  return { failed, loadedMetadata };
}

export function useSongAudio(sources: SongSources) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const source = useState<string>();
  const playback = usePlayback(audioRef, source[0]);
  const { failed, loadedMetadata } = useSourceSwitch(audioRef, source, sources, playback);
  return { audioRef, src: source[0], ...playback, failed, loadedMetadata };
}
