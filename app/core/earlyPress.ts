// Presses made on a prerendered page before the app's code has taken its buttons over. The server's HTML shows a
// button at once, but until hydration attaches its handler a press does nothing: on a slow phone, a tap lost. The
// starter (app/boot.ts), the page's first script, notes presses on buttons marked EARLY_PRESS; the component that owns
// such a button takes it over once it is live (in a layout effect, so no press falls between the two), acting on a
// press it missed. React, when it can, hydrates a button as a press lands on it and hands it that press: that one the
// component leaves to its handler.

export interface EarlyPresses {
  /** Marked buttons pressed before their component took them over, each with its latest press. */
  pressed: WeakMap<Element, Event>;
  /** Buttons their component has taken over: the starter leaves their presses to it. */
  live: WeakSet<Element>;
}

declare global {
  interface Window {
    /** Set by the starter on a prerendered page; absent on the app's shell, where React renders every button. */
    earlyPresses?: EarlyPresses;
  }
}

/** The mark that asks the starter to note a button's early presses (spread on the button). */
export const EARLY_PRESS = { 'data-early-press': '' } as const;

/** Takes a button over from the starter: answers whether it was pressed before (once); later presses are the caller's. */
export function takeEarlyPress(button: Element): boolean {
  const presses = window.earlyPresses;
  if (!presses) return false;
  presses.live.add(button);
  const press = presses.pressed.get(button);
  presses.pressed.delete(button);
  // Taken over while that very press is being dispatched: React hydrated the button for it and hands it on itself.
  return press !== undefined && press !== window.event;
}
