// The service worker's registration and its "New version available" prompt, loaded once the first page has loaded
// and the browser is idle: neither is needed to show or hydrate a page, and with them workbox-window (about 4 kB
// of a first visit's scripts) and the worker's install (its precache) wait until the page is settled.
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../core/politeLoading';
// The prompt's few rules ship with the shell's styles: added with its code once the page is idle, a stylesheet made
// the browser restyle the whole page, a long task on a phone.
import './UpdatePrompt.css';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

export function LateUpdatePrompt() {
  const [due, setDue] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setDue(true)), []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
