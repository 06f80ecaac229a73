// The messages between a page and the service worker about the rest of the app (app/core/appCache.ts, app/sw.ts).

/** Page to worker: keep every file of the app now. */
export const CACHE_APP = 'CACHE_APP';
/** Worker to page: every file of the app is kept. */
export const APP_CACHED = 'APP_CACHED';
