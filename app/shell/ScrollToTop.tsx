// Scrolls to the top on every navigation within the app (or to the #anchor the link names). The first load keeps
// the scroll the browser gave it: a visitor may have scrolled the server's page before the scripts took over, and a
// reload or Back into the app restores where they were. Only an #anchor the browser has not scrolled to is sought.
import { useEffect, useRef } from 'react';
import { useLocation } from '../ui/router';

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The address the effect last ran for: none on the first load (StrictMode's second run finds the same one).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const address = pathname + hash;
    const firstLoad = shown.current === null;
    if (shown.current === address) return;
    shown.current = address;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        if (!firstLoad || window.scrollY === 0) target.scrollIntoView();
        return;
      }
    }
    if (!firstLoad) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
