// The service worker: precached app shell and order wizard with offline navigation, each page's own files kept as
// it is visited (and the rest of the app when the page asks), network-first caching of the public API reads, push
// notifications, and a waiting update that activates only when the person says "Reload".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_PREFIX } from '../shared/api/endpoint';
import * as publicEndpoints from '../shared/api/publicEndpoints';
import { FREE_SONG_SETTING_PATH } from '../shared/prerender';
import { notificationTarget, windowToReuse } from './core/notificationClick';
import { APP_CACHED, CACHE_APP } from './core/appCacheMessages';

/** An entry of the build's file list; `routes`: a file kept for later, with the routes whose pages need it (app/ssr/precacheGroups.ts). */
interface AppFile {
  url: string;
  revision: string | null;
  routes?: string[];
}

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown };

// The manifest is left to the network (the server sends it with no-cache): it carries the shop's current name, and
// a copy kept here would keep an installed app under its old name after a rename.
const fromNetwork = new Set(['manifest.webmanifest']);
const files = (self.__WB_MANIFEST as AppFile[]).filter((entry) => !fromNetwork.has(entry.url));
// At install: the shell (and what it loads on every page), the order wizard, and the HTML, icons and images.
precacheAndRoute(files.filter((file) => !file.routes).map(({ url, revision }) => ({ url, revision })));
cleanupOutdatedCaches();
// The first install takes control at once, so the page that installed it is already served offline.
// Updates still wait for "Reload" (no skipWaiting until the person asks).
clientsClaim();

// Each page's own files (hashed, so a name never changes its content): kept in a cache of their own, at install for
// the pages open then, then as pages fetch them, and all of them when a page asks (CACHE_APP, app/core/appCache.ts).
const APP_FILES = 'app-files';
const later = files.filter((file) => file.routes).map((file) => ({ path: `/${file.url}`, routes: (file.routes ?? []).map(routePattern) }));
const laterPaths = new Set(later.map((file) => file.path));

/** A route of App.tsx ("/order/:token") as a pattern of addresses. */
function routePattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
}

/** Adds the files the cache does not have yet; one that fails is left for the page to fetch. */
async function keep(paths: string[]): Promise<void> {
  const cache = await caches.open(APP_FILES);
  await Promise.all(
    paths.map(async (path) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    }),
  );
}

/** The files of the pages open in a window now (the page that installed the worker was loaded before it). */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.map((w) => new URL(w.url).pathname);
  await keep(later.filter((file) => file.routes.some((route) => open.some((path) => route.test(path)))).map((file) => file.path));
}

registerRoute(({ url }) => url.origin === self.location.origin && laterPaths.has(url.pathname), new CacheFirst({ cacheName: APP_FILES }));

// A new version's files replace the old ones: what this version does not list goes.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(APP_FILES).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!laterPaths.has(new URL(request.url).pathname)) await cache.delete(request);
      }
    }),
  );
});

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
    Promise.all([
      caches.open(PUBLIC_API_CACHE).then((cache) =>
        Promise.all(
          PUBLIC_READS.map((url) =>
            fetch(url)
              .then((res) => (res.ok ? cache.put(url, res) : undefined))
              .catch(() => undefined),
          ),
        ),
      ),
      keepOpenPages(),
    ]),
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
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page found the connection fit for it (not cellular, no Save-Data) once it was idle: the rest of the app.
  if (type === CACHE_APP) {
    const source = event.source;
    event.waitUntil(keep(later.map((file) => file.path)).then(() => source?.postMessage({ type: APP_CACHED })));
  }
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
