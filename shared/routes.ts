// The app's routes: which paths exist (the server answers others with a 404 status) and which hide
// the shared header and footer (spec §2).

/** Routes the app renders, in the order of the spec's table. Parameters are written ":name". */
export const APP_ROUTES = [
  '/',
  '/home',
  '/hero',
  '/faq',
  '/how-it-works',
  '/sample-songs',
  '/samples',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/free-song',
  '/free-song-success',
  '/video-reaction/:submissionId',
  '/video-test',
  '/unsubscribe',
  '/create-song',
  '/thank-you',
  '/checkout-pending',
  '/order/:token',
  '/song/:token',
  '/gift/:token',
  '/test-checkout/:sessionId',
  '/admin',
] as const;

/** Pages worth listing for search engines (no redirects, no duplicates). */
export const INDEXABLE_ROUTES = [
  '/',
  '/hero',
  '/faq',
  '/how-it-works',
  '/sample-songs',
  '/contact',
  '/free-song',
  '/privacy-policy',
  '/terms-of-service',
] as const;

/** Pages whose address carries a secret or a customer's own result: never indexed, wherever a link to them is posted. */
const PRIVATE = [
  /^\/(order|song|gift|test-checkout|video-reaction)\/[^/]+\/?$/,
  /^\/(thank-you|checkout-pending|admin|free-song-success|video-test|unsubscribe)\/?$/,
];

export function isPrivateRoute(pathname: string): boolean {
  return PRIVATE.some((re) => re.test(pathname));
}

// The built-in test checkout stands in for a payment provider's own page: no shop chrome either.
const CHROMELESS = [
  /^\/create-song\/?$/,
  /^\/test-checkout\/[^/]+\/?$/,
  /^\/hero\/?$/,
  /^\/free-song\/?$/,
  /^\/free-song-success\/?$/,
  /^\/video-reaction(\/.*)?$/,
  /^\/video-test\/?$/,
];

/** Whether the shared header and footer show on this path. */
export function showsSiteChrome(pathname: string): boolean {
  return !CHROMELESS.some((re) => re.test(pathname));
}

function toPattern(route: string): RegExp {
  const body = route.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${body === '/' ? '/' : `${body}/?`}$`);
}

// Pure: a bundle that never asks isAppRoute (the browser's) leaves the patterns, and the route list, out.
const PATTERNS = /* @__PURE__ */ APP_ROUTES.map(toPattern);

export function isAppRoute(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname));
}
