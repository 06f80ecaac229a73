// Registers the service worker (and asks it for the rest of the app, app/core/appCache.ts) and, when a new version
// is waiting, offers "New version available — Reload".
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { cacheWholeAppWhenIdle } from '../core/appCache';

const HOURLY = 60 * 60 * 1000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(url, registration) {
      if (!registration) return;
      cacheWholeAppWhenIdle(registration);
      setInterval(async () => {
        if (registration.installing || !navigator.onLine) return;
        // Ask the server first, so an offline or failing check does not throw inside the worker.
        const response = await fetch(url, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(() => undefined);
        if (response?.status === 200) await registration.update();
      }, HOURLY);
    },
  });

  useEffect(() => {
    if (needRefresh) document.documentElement.dataset.updateReady = 'true';
  }, [needRefresh]);

  const reload = () => {
    // workbox-window reloads only pages that were controlled when they registered; a first visit that
    // stayed open until the update would otherwise keep the old page under the new worker.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <span>New version available</span>
      <span aria-hidden="true"> — </span>
      <button type="button" className="update-prompt__reload" onClick={reload}>
        Reload
      </button>
      <button type="button" className="update-prompt__later" onClick={() => setNeedRefresh(false)} aria-label="Not now">
        ×
      </button>
    </div>
  );
}
