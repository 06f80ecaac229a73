// After a navigation inside the app, focus goes to the new page's main heading (or to the main region while a
// page has none) and its title is announced, so the next Tab starts in the new page, not in the header of the old
// one, and a screen reader says where it now is (WCAG 2.4.3, issue 27). The first load, a link to an #anchor and a
// page that has already put focus somewhere in itself (a wizard's step, a form's first error) keep theirs.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../ui/router';

/** How long a lazily loaded page may take to show its heading before focus settles on the main region. */
const HEADING_WAIT_MS = 5000;

/** The heading to focus in a freshly rendered page: its first h1 that is shown, not one inside a dialog. */
function mainHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find(
    (heading) => heading.closest('[role="dialog"], [aria-hidden="true"]') === null && heading.getClientRects().length > 0,
  );
}

/** Focus is already somewhere the new page chose (inside the main region, or in a dialog it opened). */
function pageHasFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  return main.contains(active) || active.closest('[role="dialog"]') !== null;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (hash) return;
    const main = document.getElementById('main');
    if (!main) return;
    // Whatever had focus before (the link just followed) is in the old page's frame.
    const before = document.activeElement;
    let frame = 0;
    const announce = () => {
      // The page sets its title in an effect: read it once the new page has painted.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setAnnouncement(document.title));
      });
    };
    const settle = (): boolean => {
      const heading = mainHeading(main);
      if (!heading) return false;
      if (!(pageHasFocus(main) && document.activeElement !== before)) focusWithoutScroll(heading);
      announce();
      return true;
    };
    if (settle()) return () => cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!pageHasFocus(main)) focusWithoutScroll(main);
      announce();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [pathname, hash]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
