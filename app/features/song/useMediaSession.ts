// The song's title and the shop's name on the lock screen and in the notification shade, while the player is on screen.
import { useEffect } from 'react';

export function useMediaSession(title: string, artist: string) {
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
  }, [title, artist]);
}
