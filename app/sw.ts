// The service worker: precached app shell with offline navigation, network-first caching of the public
// API reads, push notifications, and a waiting update that activates only when the person says "Reload".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { API_PREFIX } from '../shared/api/endpoint';
import * as publicEndpoints from '../shared/api/publicEndpoints';
import { FREE_SONG_SETTING_PATH } from '../shared/prerender';
import { notificationTarget, windowToReuse } from './core/notificationClick';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

// The manifest is left to the network (the server sends it with no-cache): it carries the shop's current name, and
// a copy kept here would keep an installed app under its old name after a rename.
const fromNetwork = new Set(['manifest.webmanifest']);
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => !fromNetwork.has(typeof entry === 'string' ? entry : entry.url)));
cleanupOutdatedCaches();
// The first install takes control at once, so the page that installed it is already served offline.
// Updates still wait for "Reload" (no skipWaiting until the person asks).
clientsClaim();

// Every app route is the same index.html; API calls and real files (sitemap, robots, media) are not pages.
const API_CALL = new RegExp(`^${API_PREFIX}/`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [API_CALL, /\.[a-z0-9]+$/i] }));

// Public reads: fresh when online, the last answer when offline (an offline visitor of /free-song still sees
// the last count of spots).
const PUBLIC_API_CACHE = 'public-api';
const PUBLIC_READS: readonly string[] = [
  publicEndpoints.sampleSongs.path,
  publicEndpoints.config.path,
  FREE_SONG_SETTING_PATH,
  publicEndpoints.freeSongCount.path,
];

// The page that installs the worker fetched these before the worker could see them: keep a first copy
// now, so even a first visit straight to /sample-songs reloads offline with its songs.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PUBLIC_API_CACHE).then((cache) =>
      Promise.all(
        PUBLIC_READS.map((url) =>
          fetch(url)
            .then((res) => (res.ok ? cache.put(url, res) : undefined))
            .catch(() => undefined),
        ),
      ),
    ),
  );
});

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PUBLIC_READS.includes(url.pathname),
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

function readPayload(event: PushEvent): PushPayload {
  try {
    const data: unknown = event.data?.json();
    return data && typeof data === 'object' ? (data as PushPayload) : {};
  } catch {
    return { body: event.data?.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // Every push shows a notification: browsers revoke the permission of workers that stay silent.
  // A tag replaces the chat's or order's earlier notification; renotify (not in TypeScript's lib yet) still alerts.
  const options: NotificationOptions & { renotify?: boolean } = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(typeof payload.tag === 'string' && payload.tag ? { tag: payload.tag, renotify: true } : {}),
    data: { url: typeof payload.url === 'string' ? payload.url : '/' },
  };
  event.waitUntil(
    self.registration.showNotification(typeof payload.title === 'string' && payload.title ? payload.title : 'New notification', options),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A window already on that page (the admin area, a song page) is brought forward and shown the
      // notification's view of it (its tab, its chat); otherwise a new window opens there.
      const open = windowToReuse(windows, target);
      if (!open) return self.clients.openWindow(target.href);
      const focused = await open.focus();
      if (focused.url === target.href) return focused;
      try {
        return (await focused.navigate(target.href)) ?? focused;
      } catch {
        // A window this worker does not control cannot be navigated by it: focused is the best it can do.
        return focused;
      }
    })(),
  );
});
