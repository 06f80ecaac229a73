// The connection as machines see it: whether the browser says it is offline, whether a failure was the
// network's (fetch rejects with a TypeError when no server answered), and an actor that waits for it to return.
import { fromCallback } from 'xstate';

/** fetch rejects with a TypeError when there is no network (or the server cannot be reached at all). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * How long to wait before trying again when the browser says it is online but the server was not reached.
 * A connection that has just come back often loses its first request (the radio or the route is not up yet,
 * a worker still thinks it is offline): the first retries come soon, 1, 2, 4 and 8 s after each failure, then
 * every 10 s. With no failure yet (queued while offline), 10 s: the `online` event is what normally sends it.
 */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 10_000;
  return Math.min(1000 * 2 ** (failures - 1), 10_000);
}

/** Sends `connection.online` to its parent each time the browser says the connection is back. */
export const waitForConnection = fromCallback<{ type: 'none' }>(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});
