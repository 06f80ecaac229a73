// The only script a prerendered page names (app/ssr/document.ts): it starts the app once the server's HTML has
// been painted and the first screen's images have loaded, so neither waits for the app's code. Then it imports the
// app's entry, which hydrates the page, and preloads the rest of the code the page needs.
import type { EarlyPresses } from './core/earlyPress';

// Until the app has taken a button over, a press on it would be lost: presses on buttons marked data-early-press
// (EARLY_PRESS) are noted for their component (app/core/earlyPress.ts), with the press itself. In the capture phase,
// before the app's own listener on #root: a press on a part React cannot hydrate yet (its code still on the way) is
// stopped there, and one it can, it hydrates and hands the press to the button (the component then lets it be).
const early: EarlyPresses = { pressed: new WeakMap(), live: new WeakSet() };
window.earlyPresses = early;
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
    if (button && !early.live.has(button)) early.pressed.set(button, event);
  },
  true,
);

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;

/**
 * Each request costs the main thread a few milliseconds on a phone (at four times slower, 1–25 ms each): a page's
 * twenty preloads at once made one long task, and two a task still made tasks of 40–60 ms. One goes in each task.
 */
const PRELOADS_PER_TASK = 1;

function preload(hrefs: string[]): void {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)), 0);
}

const listed = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

/**
 * Evaluating the entry evaluates everything it imports, in one task: React DOM's chunk (data-first) is evaluated a
 * task before the rest. Everything is fetched at once meanwhile: the first chunks by their import, the entry and the
 * rest by preloads, in turns (a module already on its way is fetched once, whichever asked first).
 */
async function start(): Promise<void> {
  const first = listed(script?.dataset.first);
  const imported = first.map((href) => import(/* @vite-ignore */ href));
  preload([entry!, ...listed(script?.dataset.preload)]);
  // A failed chunk fails the entry's import too, which reports it as before.
  await Promise.all(imported).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import(/* @vite-ignore */ entry!);
}

/** At most this long after the first paint for the first screen's images, so a slow one never holds the app back. */
const IMAGES_WAIT_MS = 2000;

/** Runs once the page's first contentful paint is on screen (after the next frame where the browser cannot tell). */
function afterFirstPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * A private page's frame (FRAME_ATTRIBUTE, shared/prerender.ts): its HTML preloads the page's code and data, which
 * hold its load event, and the app needs its entry beside them to draw the page.
 */
const isFrame = document.getElementById('root')?.hasAttribute('data-frame') === true;

/**
 * The app's code comes after what the first screen shows: its text painted, then its images loaded (the load event),
 * so on a slow link the code does not take their bandwidth. Early presses are kept meanwhile (above). A frame's
 * starts once it is painted.
 */
function whenFirstScreenShown(run: () => Promise<void>): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(() => void run(), 0);
  };
  afterFirstPaint(() => {
    if (isFrame || document.readyState === 'complete') return once();
    window.addEventListener('load', once, { once: true });
    setTimeout(once, IMAGES_WAIT_MS);
  });
}

if (entry) whenFirstScreenShown(start);
