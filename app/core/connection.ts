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

/** Sends `connection.online` to its parent each time the browser says the connection is back. */
export const waitForConnection = fromCallback<{ type: 'none' }>(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});
