// A component's side of core/earlyPress: as hydration commits, it takes its button over from the starter and acts
// on a press the button got before then, once.
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { takeEarlyPress } from '../core/earlyPress';

/** Calls `onEarlyPress` as the component commits if its button (marked EARLY_PRESS) was pressed before it was live. */
export function useEarlyPress(button: RefObject<Element | null>, onEarlyPress: () => void): void {
  const act = useEffectEvent(onEarlyPress);
  // A layout effect, so no press falls between the starter letting the button go and the component taking it.
  useLayoutEffect(() => {
    if (button.current && takeEarlyPress(button.current)) act();
  }, [button]);
}
