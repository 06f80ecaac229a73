// Security headers: helmet's policy (with a content security policy that allows only this origin, plus
// the analytics hosts when analytics ids are configured), computed once at start; API responses, which
// are never rendered as pages, get a short fixed set, and so do the build's files, images and videos.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Context } from 'koa';
import { API_PREFIX } from '../../shared/api/endpoints';
import type { Config } from '../config';

function contentSecurityPolicy(config: Config, dev: boolean) {
  const https = config.publicUrl.startsWith('https:');
  const analytics = config.analytics;
  const google = Boolean(analytics.gaMeasurementId || analytics.googleAdsConversion);
  const meta = Boolean(analytics.metaPixelId);
  const scriptHosts = [...(google ? ['https://www.googletagmanager.com'] : []), ...(meta ? ['https://connect.facebook.net'] : [])];
  const connectHosts = [
    ...(google
      ? [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
          'https://*.googleadservices.com',
          'https://*.doubleclick.net',
        ]
      : []),
    ...(meta ? ['https://www.facebook.com', 'https://connect.facebook.net'] : []),
  ];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Vite's dev server injects an inline preamble for React refresh; production builds never need it.
      scriptSrc: ["'self'", ...scriptHosts, ...(dev ? ["'unsafe-inline'"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...connectHosts],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectHosts, ...(dev ? ['ws:'] : [])],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'self'", ...(meta ? ['https://www.facebook.com'] : [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Browser features: the shop plays its own audio and video (autoplay of the muted hero, fullscreen and
 * picture-in-picture on the players) and copies links; a reaction video is picked with a file input, which
 * needs no camera permission, and Stripe takes payment on its own page. Every other powerful feature is
 * off, for this origin and any frame it embeds. Only features desktop Chromium knows are named, since it
 * reports an unknown one on every page load: so not bluetooth, nor web-share (the share sheet), whose
 * default is this origin only.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'clipboard-write', 'fullscreen', 'picture-in-picture'].map((feature) => `${feature}=(self)`),
].join(', ');

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
function helmetHeaders(config: Config, dev: boolean): Record<string, string> {
  const https = config.publicUrl.startsWith('https:');
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(config, dev),
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    // Media and images may be opened from mail clients and share targets.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The build's files and the shop's own images, icons and videos: never a document (scripts, styles, fonts and media a
 * page loads; the service worker, whose policy comes from its own response, is /sw.js and keeps the page set). Headers
 * that only a document or a frame reads (the page's content policy, Permissions-Policy, X-Frame-Options...) would be a
 * kilobyte more on each of the hundred-odd files a first visit and the worker's precache fetch.
 */
const FILE_PATH = /^\/(assets|images|icons|video)\//;

/** Sets the headers for this request: the page set, the short API set under /api/, or the file set for build files. */
export function securityHeaders(config: Config, options: { dev?: boolean } = {}): (ctx: Context) => void {
  const page = helmetHeaders(config, options.dev ?? false);
  const api: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(page['Strict-Transport-Security'] ? { 'Strict-Transport-Security': page['Strict-Transport-Security'] } : {}),
  };
  const file: Record<string, string> = {
    // Opened on its own (an SVG as a document), a file runs nothing and is framed nowhere.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-site',
    ...(page['Strict-Transport-Security'] ? { 'Strict-Transport-Security': page['Strict-Transport-Security'] } : {}),
  };
  const pageEntries = Object.entries(page);
  const apiEntries = Object.entries(api);
  const fileEntries = Object.entries(file);
  return (ctx) => {
    const entries = ctx.path.startsWith(`${API_PREFIX}/`) ? apiEntries : FILE_PATH.test(ctx.path) ? fileEntries : pageEntries;
    for (const [name, value] of entries) ctx.res.setHeader(name, value);
  };
}
