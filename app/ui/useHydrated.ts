// False while a prerendered page is being hydrated (and on the server), true once the page is live in the browser:
// for what must not happen to the server's HTML as it appears, such as an opening animation.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
