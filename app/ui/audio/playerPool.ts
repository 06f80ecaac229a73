// Audio players for sample songs, one per song, at most 10 kept (the least recently used evicted, spec §4);
// starting one pauses the others.
import { keepAudio, playableUrl } from './audioSource';

export const PLAYER_LIMIT = 10;

export interface Player {
  url: string;
  audio: HTMLAudioElement;
  ready: Promise<void>;
}

const players = new Map<string, Player>();
const listeners = new Set<() => void>();

function release(player: Player) {
  player.audio.pause();
  const src = player.audio.src;
  player.audio.removeAttribute('src');
  player.audio.load();
  if (src.startsWith('blob:')) URL.revokeObjectURL(src);
}

export function existingPlayer(url: string): Player | undefined {
  return players.get(url);
}

/** The player for a song, created on first use; its source is the kept copy when there is one. */
export function getPlayer(url: string): Player {
  const found = players.get(url);
  if (found) {
    players.delete(url);
    players.set(url, found);
    return found;
  }
  const audio = new Audio();
  audio.preload = 'auto';
  const ready = playableUrl(url).then(({ src, fromCache }) => {
    audio.src = src;
    if (!fromCache) {
      // Keep a copy for offline listening once the browser has what it needs to play.
      audio.addEventListener(
        'canplaythrough',
        () => void keepAudio(url, 'played').catch((err: unknown) => console.warn('Could not keep', url, err)),
        { once: true },
      );
    }
  });
  const player = { url, audio, ready };
  players.set(url, player);
  while (players.size > PLAYER_LIMIT) {
    const [oldestUrl, oldest] = players.entries().next().value as [string, Player];
    players.delete(oldestUrl);
    release(oldest);
  }
  listeners.forEach((l) => l());
  return player;
}

export function pauseAllExcept(url: string): void {
  for (const player of players.values()) if (player.url !== url && !player.audio.paused) player.audio.pause();
}

/** Notifies when a player is created, so a card shown before its player existed can attach. */
export function onPlayersChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
