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

function start(): void {
  for (const href of (script?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry!);
}

if (entry) requestAnimationFrame(() => setTimeout(start, 0));
