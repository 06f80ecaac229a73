// Whether this browser has a share sheet (navigator.share): false on the server and while its HTML is taken over,
// so both renders match; the Share button then appears where there is one.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useCanShare(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === 'function',
    () => false,
  );
}
