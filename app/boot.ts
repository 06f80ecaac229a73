// The only script a prerendered page names (app/ssr/document.ts): it starts the app once the server's HTML has
// been painted, so the first paint never waits for the app's code to arrive. Then it preloads the code the page
// needs and imports the app's entry, which hydrates the page.
import type { EarlyPresses } from './core/earlyPress';

// Until the app has taken a button over, a press on it would be lost: presses on buttons marked data-early-press
// (EARLY_PRESS) are noted for their component (app/core/earlyPress.ts). In the bubble phase, after the app's own
// handlers on #root: a press the app handled (hydrating the button to do so) finds the button already taken over.
const early: EarlyPresses = { pressed: new WeakSet(), live: new WeakSet() };
window.earlyPresses = early;
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
  if (button && !early.live.has(button)) early.pressed.add(button);
});

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;

/**
 * Each request costs the main thread a few milliseconds on a phone (at four times slower, 1–20 ms each): a page's
 * twenty preloads at once made one long task. A few go in each task instead.
 */
const PRELOADS_PER_TASK = 2;

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

function start(): void {
  // The entry first: the rest of what it imports is preloaded in turns meanwhile (a module already on its way is
  // fetched once, whichever asked first).
  void import(/* @vite-ignore */ entry!);
  preload((script?.dataset.preload ?? '').split(' ').filter(Boolean));
}

if (entry) requestAnimationFrame(() => setTimeout(start, 0));
