// What the log may say of a request's address: every capability in it (a token or id that opens someone's order,
// song, gift, free-song submission, chat, checkout, unsubscribe link or file) is cut out; the route stays readable.
//
// Markers: a path segment becomes `…` (`/song/…`, `/api/songs/…/revision`), the shape the route has in the code;
// a query value becomes `[redacted]` (`/thank-you?session_id=[redacted]`), saying the parameter came but is
// withheld; a fragment, which browsers never send, becomes `#…`.
//
// The address is judged as the router would match it: percent-escapes decoded (an invalid one stands for U+FFFD,
// never an exception) and letters in any case (`/API/Songs/%41bc` is `/api/songs/Abc`). A path is written in
// that decoded form, a query as it came; either with anything outside a URL's plain characters escaped, so no
// escape can hide a token from the rules and none can write a line break into the log.

import { endpoints, type AnyEndpoint, type ParamName } from '../../shared/api/endpoints';

/** Written in place of a path segment (or a fragment) that is, or may be, a capability. */
export const HIDDEN_SEGMENT = '…';
/** Written in place of a query value that is, or may be, a capability. */
export const HIDDEN_VALUE = '[redacted]';

/** The endpoint's path up to its parameter `name`, which becomes a capability: `/api/orders/:token` gives `/api/orders/*`. */
function hiddenFrom<E extends AnyEndpoint>(endpoint: E, name: ParamName<E['path']>): string {
  return `${endpoint.path.slice(0, endpoint.path.indexOf(`:${name}`))}*`;
}

/**
 * Path templates, first match wins: `*` is a capability segment (always hidden), `:name` a segment kept as it
 * came, anything else a literal (any case). A template covers its sub-paths (`/api/songs/*` covers
 * `/api/songs/{token}/revision`). Segments no template decides (unknown paths, sub-paths) are hidden when they
 * look like a random token (see looksLikeToken): a route added without a row here still leaks no token.
 * Every route with a parameter, of the API and of the app, has its row (requestLog.test.ts checks).
 */
export const LOGGED_ROUTES: readonly string[] = [
  // The app's pages (shared/routes.ts): the link in a mail is the key to what it opens.
  '/order/*',
  '/song/*',
  '/gift/*', // the recipient's own link to a song given on a date
  '/video-reaction/*', // a free-song submission's id: its details and the power to replace its reaction
  '/test-checkout/*', // a test-mode checkout session: pays the order, shows its e-mail
  // The public API.
  endpoints.orderPhoto.path.replace(':token', '*'), // a photo's id opens nothing without the order's token
  hiddenFrom(endpoints.orderView, 'token'),
  hiddenFrom(endpoints.song, 'token'),
  hiddenFrom(endpoints.gift, 'token'),
  endpoints.freeSongCount.path,
  hiddenFrom(endpoints.reactionDetails, 'id'),
  hiddenFrom(endpoints.sessionCheck, 'sessionId'), // answers the order's token
  hiddenFrom(endpoints.checkoutUrl, 'sessionId'),
  hiddenFrom(endpoints.testCheckoutSession, 'sessionId'),
  hiddenFrom(endpoints.media, 'id'), // delivered songs, lyrics and reaction videos are served by their id alone
  hiddenFrom(endpoints.discountCode, 'code'), // a mailed code, with its e-mail (a query value, hidden too), is a discount
  endpoints.publicSetting.path,
  // Admin routes need the admin's token, so their ids stay readable, except two that open a customer's
  // things elsewhere: a submission's id (its reaction page) and a chat session's id (with the chat token).
  hiddenFrom(endpoints.adminFreeSongUpdate, 'id'),
  hiddenFrom(endpoints.adminChatMessages, 'sessionId'),
  hiddenFrom(endpoints.adminChatRead, 'sessionId'),
  endpoints.adminOrderDelete.path,
  endpoints.adminSampleSongDelete.path,
  endpoints.adminVideoTemplateDelete.path,
  endpoints.adminGeneratedVideoDelete.path,
  endpoints.adminSetting.path,
  endpoints.adminOfferUpdate.path,
  endpoints.adminPushDeviceDelete.path,
  endpoints.adminContactDelete.path,
  endpoints.adminTestimonialDelete.path,
  endpoints.adminAddOnUpdate.path,
  endpoints.adminReviewUpdate.path,
  // Staff (issue 26): an invitation's token is its account's password-to-be; an account's or session's id opens nothing.
  hiddenFrom(endpoints.adminInvitationAccept, 'token'),
  endpoints.adminStaffUpdate.path,
  endpoints.adminSessionRevoke.path,
  // The build's content-hashed files.
  '/assets/:file',
];

/**
 * Query parameters that carry a capability (or the e-mail that makes a mailed discount code one): chat and
 * unsubscribe tokens, chat session ids, payment session ids. Compared decoded and in lower case, with a `[]`
 * suffix ignored. Any other value is hidden too when it looks like a token.
 */
const SECRET_PARAMS = new Set(['token', 'access_token', 'chattoken', 'key', 'sessionid', 'session_id', 'email', 'signature']);

const CAPABILITY = Symbol('capability');
const KEPT = Symbol('kept');
type TemplatePart = string | typeof CAPABILITY | typeof KEPT;

const TEMPLATES: TemplatePart[][] = LOGGED_ROUTES.map((route) =>
  route
    .split('/')
    .filter(Boolean)
    .map((part) => (part === '*' ? CAPABILITY : part.startsWith(':') ? KEPT : part.toLowerCase())),
);

const TOKEN_RUN = /[A-Za-z0-9_-]{16,}/g;

/**
 * Whether text holds what an id or token looks like: 16 or more base64url characters in a row (hex ids, UUIDs,
 * tokens, `cs_test_…`) with a digit or both letter cases. Route words (`free-song-submissions`,
 * `send-reaction-reminders`) are lower case without digits.
 */
export function looksLikeToken(text: string): boolean {
  for (const [run] of text.matchAll(TOKEN_RUN)) if (/\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run))) return true;
  return false;
}

/** Decodes each run of percent-escapes as UTF-8; what is not valid UTF-8 becomes U+FFFD. Never throws. */
function decodeEscapes(text: string): string {
  if (!text.includes('%')) return text;
  const utf8 = new TextDecoder();
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => utf8.decode(Buffer.from(run.replaceAll('%', ''), 'hex')));
}

const NOT_PLAIN_IN_SEGMENT = /[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu;
const NOT_PLAIN_IN_QUERY = /[^A-Za-z0-9\-._~!$&'()*+,;=:@%/?[\]]/gu;

/** Escapes what is not a plain character of that part of a URL (controls, spaces, `#`, non-ASCII; `?` in a path). */
function escapeForLog(text: string, notPlain = NOT_PLAIN_IN_SEGMENT): string {
  return text.replace(notPlain, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate
    }
  });
}

function matches(template: TemplatePart[], segments: string[]): boolean {
  return template.length <= segments.length && template.every((part, i) => typeof part !== 'string' || part === segments[i]!.toLowerCase());
}

/** The path with its capability segments hidden. */
export function redactPath(rawPath: string): string {
  const segments = decodeEscapes(rawPath).split('/');
  // A doubled slash leaves an empty segment: templates are matched on the others, as a route would be.
  const named = segments.flatMap((segment, index) => (segment ? [index] : []));
  const names = named.map((i) => segments[i]!);
  const template = TEMPLATES.find((t) => matches(t, names));
  return segments
    .map((segment, index) => {
      const part = template?.[named.indexOf(index)];
      if (part === CAPABILITY) return HIDDEN_SEGMENT;
      if (part === undefined && looksLikeToken(segment)) return HIDDEN_SEGMENT;
      return escapeForLog(segment);
    })
    .join('/');
}

function decodeQueryPart(text: string): string {
  return decodeEscapes(text.replaceAll('+', ' '));
}

/** The query (without its `?`) with secret and token-like values hidden; names and other values as they came. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq >= 0 ? pair.slice(0, eq) : pair;
      const name = decodeQueryPart(rawName);
      const shownName = looksLikeToken(name) ? HIDDEN_VALUE : escapeForLog(rawName, NOT_PLAIN_IN_QUERY);
      if (eq < 0) return shownName;
      const value = pair.slice(eq + 1);
      const secret = SECRET_PARAMS.has(name.toLowerCase().replace(/\[\]$/, '')) || looksLikeToken(decodeQueryPart(value));
      return `${shownName}=${secret ? HIDDEN_VALUE : escapeForLog(value, NOT_PLAIN_IN_QUERY)}`;
    })
    .join('&');
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i;

/**
 * Addresses the rules leave as they are (`/api/sample-songs`, `/faq`, the build's files), remembered so the hot
 * reads are logged without judging them again: the judgement costs a few microseconds, which a cheap read at
 * thousands a second notices (the API bench's shop/bare ratio fell from 0.70 to 0.49 without this).
 */
const unchanged = new Set<string>();
const UNCHANGED_KEPT = 1000;

/**
 * A request's address (origin-form `/path?query`, or absolute-form `http://host/path?query`) as the log may
 * show it. Credentials in an authority are hidden as well.
 */
export function redactUrl(url: string): string {
  if (unchanged.has(url)) return url;
  const redacted = redactUrlNow(url);
  // Only an address the rules leave as it is is remembered: nothing hidden is ever kept here.
  if (redacted === url) {
    if (unchanged.size >= UNCHANGED_KEPT) unchanged.clear();
    unchanged.add(url);
  }
  return redacted;
}

function redactUrlNow(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash >= 0 ? url.slice(0, hash) : url;
  const q = beforeHash.indexOf('?');
  let path = q >= 0 ? beforeHash.slice(0, q) : beforeHash;
  let origin = '';
  const absolute = ABSOLUTE.exec(path);
  if (absolute) {
    const authority = absolute[2]!;
    const at = authority.lastIndexOf('@');
    origin = absolute[1]! + (at >= 0 ? `${HIDDEN_SEGMENT}@${authority.slice(at + 1)}` : authority);
    path = path.slice(absolute[0].length);
  }
  return origin + redactPath(path) + (q >= 0 ? `?${redactQuery(beforeHash.slice(q + 1))}` : '') + (hash >= 0 ? `#${HIDDEN_SEGMENT}` : '');
}

// In free text, an address starts at a scheme or a slash and runs to whitespace or a quote.
const ADDRESS_OR_WORD = /[a-z][a-z0-9+.-]*:\/\/[^\s'"<>`]*|\/[^\s'"<>`]*|[A-Za-z0-9_-]{16,}/gi;

/**
 * Free text bound for the log (an error's message and stack): each address in it is redacted as a request's
 * would be, and any other word that looks like an id or token (with a digit: a stack's long camelCase names
 * stay) is hidden.
 */
export function redactText(text: string): string {
  return text.replace(ADDRESS_OR_WORD, (found) => {
    if (found.startsWith('/') || found.includes('://')) return redactUrl(found);
    return /\d/.test(found) ? HIDDEN_SEGMENT : found;
  });
}
