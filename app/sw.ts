// The service worker: precached app shell with offline navigation, network-first caching of the public
// API reads, push notifications, and a waiting update that activates only when the person says "Reload".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes control at once, so the page that installed it is already served offline.
// Updates still wait for "Reload" (no skipWaiting until the person asks).
clientsClaim();

// Every app route is the same index.html; API calls and real files (sitemap, robots, media) are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] }));

// Public reads: fresh when online, the last answer when offline (an offline visitor of /free-song still sees
// the last count of spots).
const PUBLIC_API_CACHE = 'public-api';
const PUBLIC_READS = ['/api/sample-songs', '/api/config', '/api/settings/free_song_enabled', '/api/free-song-submissions/count'];

// The page that installs the worker fetched these before the worker could see them: keep a first copy
// now, so even a first visit straight to /sample-songs reloads offline with its songs.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PUBLIC_API_CACHE).then((cache) =>
      Promise.all(PUBLIC_READS.map((url) => fetch(url).then((res) => (res.ok ? cache.put(url, res) : undefined)).catch(() => undefined))),
    ),
  );
});

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && /^\/api\/(sample-songs|settings\/[^/]+|config|free-song-submissions\/count)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  // Every push shows a notification: browsers revoke the permission of workers that stay silent.
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'Serenade', {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: payload.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
