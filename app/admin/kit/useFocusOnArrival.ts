// Moves focus to an element when the view it belongs to replaced the one holding focus (login -> dashboard,
// logout -> login), so keyboard and screen-reader users are not dropped at the top of the page.
import { useEffect, type RefObject } from 'react';

export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [ref]);
}
