// The rest of the app for offline use: the service worker precaches the shell and the order wizard and keeps each
// page's files as it is visited; the other pages' files it fetches only when a page asks, once the page is idle and
// the connection is fit for it (not cellular, no Save-Data: mayCacheWholeApp). When they are all kept the page's
// <html> says so (data-app-cached), for the browser tests to wait on.
import { APP_CACHED, CACHE_APP } from './appCacheMessages';
import { afterLoadAndIdle, currentConnection, mayCacheWholeApp } from './politeLoading';

export function cacheWholeAppWhenIdle(registration: ServiceWorkerRegistration): void {
  afterLoadAndIdle(() => {
    if (!mayCacheWholeApp(currentConnection())) return;
    navigator.serviceWorker.addEventListener('message', function done(event: MessageEvent<{ type?: string } | null>) {
      if (event.data?.type !== APP_CACHED) return;
      document.documentElement.dataset.appCached = 'true';
      navigator.serviceWorker.removeEventListener('message', done);
    });
    // The worker that installed for this page may still be activating.
    void navigator.serviceWorker.ready.then((ready) => (ready.active ?? registration.active)?.postMessage({ type: CACHE_APP }));
  });
}
