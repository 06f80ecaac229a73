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

const listed = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  for (const href of listed(script?.dataset.preload)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // A browser evaluates a script and all it imports in one task: React DOM and the app together held a phone's main
  // thread for well over 50 ms. The entry's own imports are evaluated first, a chunk per task (a module runs once:
  // the entry then finds them done); one that fails is left for the entry's import to report.
  for (const href of listed(script?.dataset.first)) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry!);
}

if (entry) requestAnimationFrame(() => setTimeout(() => void start(), 0));
