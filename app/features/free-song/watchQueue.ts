// Free-song applications that waited offline go out from any page: when the app starts and whenever the connection
// returns. main.tsx loads this after the first page is idle; the sender (Dexie, the machine) loads only when
// something waits, so a visit with nothing queued costs this file alone.
import type { QueryClient } from '@tanstack/react-query';
import { hasQueuedFreeSongs } from '../../core/db/peek';

/** /free-song sends its own waiting application and shows the result there. */
const FREE_SONG_PAGE = /^\/free-song\/?$/;

let running = false;

async function flush(queryClient: QueryClient): Promise<void> {
  if (running || FREE_SONG_PAGE.test(window.location.pathname) || navigator.onLine === false) return;
  running = true;
  try {
    if (!(await hasQueuedFreeSongs())) return;
    const { sendQueuedFreeSongs } = await import('./sendQueued');
    await sendQueuedFreeSongs(queryClient);
  } catch (err) {
    console.warn('Could not send the free-song applications waiting on this device', err);
  } finally {
    running = false;
  }
}

export function watchFreeSongQueue(queryClient: QueryClient): void {
  window.addEventListener('online', () => void flush(queryClient));
  void flush(queryClient);
}
