// When heavy media may load without being asked for: what the Network Information API says about the
// connection, and "after the page has loaded and the browser is idle". Read only in effects and handlers
// (never during render: pages are rendered on the server too).

/** The parts of the Network Information API the shop reads (Chromium on Android and desktop; absent in Safari and Firefox). */
export interface ConnectionLike {
  type?: string;
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);
/** Connections that are not metered by the byte: speculative audio downloads are fine there. */
const UNMETERED = new Set(['wifi', 'ethernet']);

/** The browser's connection information, or undefined where the API is missing. */
export function currentConnection(): ConnectionLike | undefined {
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

/** The visitor asked to save data, or the connection is 3G or slower. */
export function savesOrSlow(connection: ConnectionLike | undefined): boolean {
  return Boolean(connection?.saveData) || SLOW.has(connection?.effectiveType ?? '');
}

/**
 * Sample audio may be fetched before a play press (on view, or when idle) only on a connection known to be
 * Wi-Fi or wired, and never on Save-Data or a slow link. An unknown connection type counts as metered, so a
 * first visit downloads no audio until the visitor presses play.
 */
export function mayPrefetchAudio(connection: ConnectionLike | undefined): boolean {
  return !savesOrSlow(connection) && UNMETERED.has(connection?.type ?? '');
}

/**
 * The rest of the app (the pages not yet visited, for offline use) may be fetched ahead only when the browser says
 * the connection is not cellular and the visitor does not save data. Where the browser says nothing (no Network
 * Information API: Safari, Firefox), nothing is fetched ahead: the pages visited and the wizard still work offline.
 */
export function mayCacheWholeApp(connection: ConnectionLike | undefined): boolean {
  return connection !== undefined && !savesOrSlow(connection) && connection.type !== 'cellular';
}

/**
 * A decorative background video may start unless the visitor saves data, the link is 3G or slower, or the browser
 * says it is mobile data: the phone's hero loop is 180 kB, more than the rest of a first visit's page, for a
 * background its poster already shows. On a phone's screen it starts only where the browser says the link is Wi-Fi
 * or wired, as audio is fetched ahead: a phone is often on mobile data without saying so (Safari and Firefox say
 * nothing), and a playing video costs its main thread more than the rest of the page's start. A larger screen
 * plays it where the browser says nothing.
 */
export function mayAutoplayVideo(connection: ConnectionLike | undefined, onPhone: boolean): boolean {
  if (savesOrSlow(connection) || connection?.type === 'cellular') return false;
  return !onPhone || UNMETERED.has(connection?.type ?? '');
}

/**
 * Runs `task` once the page has loaded and the browser is next idle (at the latest `timeout` ms after load;
 * browsers without requestIdleCallback wait a second). Returns a function that cancels it.
 */
export function afterLoadAndIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const onIdle = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(onIdle, { timeout });
    else timer = window.setTimeout(onIdle, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
