// Serves the built PWA from dist/: hashed assets cached for a year, index.html and the service
// worker never cached, app routes answered with index.html (unknown ones with a 404 status),
// text pre-compressed once at start, media streamed with Range support. The app shell and the
// manifest carry the shop profile's name (compressed again only when it changes).
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { API_PREFIX } from '../../shared/api/endpoints';
import { shellWithProfile } from '../../shared/appShell';
import { FRAME_ROUTES, NOT_FOUND_PAGE } from '../../shared/prerender';
import type { ShopProfile } from '../../shared/shopProfile';
import type { OrderPartName } from '../../shared/orderParts';
import { privatePageAt, type PrivatePage } from '../../shared/privatePages';
import { isAppRoute, isPrivateRoute } from '../../shared/routes';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded';
import type { PrerenderedPages } from './prerenderedPages';
import { privatePageHints, withHints, type PrivatePageHints } from './privatePageHints';
import { sendFile } from './sendFile';
import { manifestWithProfile } from './webManifest';

interface Asset {
  body: EncodedBody;
  type: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);
const STREAMED = new Set(['.mp4', '.webm', '.mp3']);
const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
// A public page (and the shell that renders the app's other public routes) is checked again on every visit, never
// served stale, but may be kept: a no-store page never enters the browser's back/forward cache, so Back on a phone
// loaded it again. A page whose address is a secret or someone's own (shared/routes.ts) stays no-store.
const PAGE_CACHE = 'no-cache';
const pageCacheFor = (pathname: string) => (isPrivateRoute(pathname) ? NEVER_CACHE : PAGE_CACHE);
const MANIFEST = '/manifest.webmanifest';
// The manifest too: the browser checks it again for a renamed shop (the installed app takes the new name).
const NEVER_CACHED_FILES = new Set(['/index.html', '/sw.js', MANIFEST]);

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NEVER_CACHED_FILES.has(urlPath)) return NEVER_CACHE;
  return 'public, max-age=86400';
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The build's own .gz and .br of a file, when it wrote both after the file's last change (a file edited after the
 * build, e.g. a patched service worker, is compressed afresh): compressing at start costs seconds of CPU.
 */
function precompressed(file: string, files: Set<string>): { gzip: Buffer; br: Buffer } | undefined {
  if (!files.has(`${file}.gz`) || !files.has(`${file}.br`)) return undefined;
  try {
    const changed = fs.statSync(file).mtimeMs;
    if (fs.statSync(`${file}.gz`).mtimeMs < changed || fs.statSync(`${file}.br`).mtimeMs < changed) return undefined;
    return { gzip: fs.readFileSync(`${file}.gz`), br: fs.readFileSync(`${file}.br`) };
  } catch {
    return undefined;
  }
}

export interface StaticApp {
  middleware: (ctx: Context, next: Next) => Promise<void>;
  built: boolean;
}

/**
 * A built file made anew from the shop profile: the profile is read on each request (one row, so a change made in
 * any process shows at once), and the file is rewritten and compressed only when what it shows of it changed.
 */
function profiled(asset: Asset, shop: () => Promise<ShopProfile>, show: (built: string, profile: ShopProfile) => string) {
  const built = asset.body.raw.toString('utf8');
  let cached: { key: string; asset: Asset } | undefined;
  return async (): Promise<Asset> => {
    const profile = await shop();
    const text = show(built, profile);
    if (cached?.key !== text) cached = { key: text, asset: { ...asset, body: encodeBody(Buffer.from(text)) } };
    return cached.asset;
  };
}

/**
 * An order's or a song's page: rendered for its visitor when it can be; else its frame (or the shell until the frames
 * are rendered), naming what the page needs.
 */
function privatePageSender(options: StaticAppOptions, hints: PrivatePageHints | undefined) {
  const { pages, orderParts, renderPrivatePage } = options;
  return async (ctx: Context, page: PrivatePage, shellBody: EncodedBody) => {
    ctx.set('Cache-Control', NEVER_CACHE);
    const rendered = await renderPrivatePage?.(page, ctx.path, `${ctx.protocol}://${ctx.host}`);
    if (rendered) return sendEncoded(ctx, encodeBody(Buffer.from(rendered)), TYPES['.html']!);
    const frame = pages?.get(FRAME_ROUTES[page.kind]) ?? shellBody;
    // Naming an order's parts is worth a read of the order; one that fails names none (the page loads them itself).
    const parts = hints && orderParts && page.kind === 'order' ? await orderParts(page.token).catch(() => []) : [];
    const html = hints ? encodeBody(Buffer.from(withHints(frame.raw.toString('utf8'), hints(page, parts)))) : frame;
    sendEncoded(ctx, html, TYPES['.html']!);
  };
}

export interface StaticAppOptions {
  pages?: PrerenderedPages | undefined;
  /** The profile the shell and the manifest name (without it, both are served as built). */
  shop?: () => Promise<ShopProfile>;
  /** The parts an order's page shows, for its token (none for an unknown token). */
  orderParts?: (token: string) => Promise<OrderPartName[]>;
  /** A private page rendered for this visit (its address and the origin asked at), or nothing: its frame is sent. */
  renderPrivatePage?: ((page: PrivatePage, location: string, origin: string) => Promise<string | undefined>) | undefined;
}

export function createStaticApp(distDir: string, options: StaticAppOptions = {}): StaticApp {
  const { pages, shop } = options;
  const assets = new Map<string, Asset>();
  const streamed = new Map<string, string>();
  const built = fs.existsSync(path.join(distDir, 'index.html'));

  if (built) {
    const files = new Set(walk(distDir));
    for (const file of files) {
      // The build manifest is for the prerenderer, not for browsers.
      if (path.relative(distDir, file).startsWith(`.vite${path.sep}`)) continue;
      // Compressed siblings written by the build (scripts/prepare.mjs) are read with their file, not served alone.
      if (/\.(gz|br)$/.test(file) && files.has(file.slice(0, -3))) continue;
      const urlPath = '/' + path.relative(distDir, file).split(path.sep).join('/');
      const ext = path.extname(file).toLowerCase();
      if (STREAMED.has(ext)) {
        streamed.set(urlPath, file);
        continue;
      }
      let body: Buffer;
      try {
        body = fs.readFileSync(file);
      } catch {
        continue; // removed by a build running right now
      }
      const compress = COMPRESSIBLE.has(ext) && body.length > 512;
      assets.set(urlPath, {
        body: encodeBody(body, compress, compress ? precompressed(file, files) : undefined),
        type: TYPES[ext] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(urlPath),
      });
    }
  }

  const shellAsset = assets.get('/index.html');
  const sendPrivatePage = privatePageSender(options, built ? privatePageHints(distDir) : undefined);
  const manifestAsset = assets.get(MANIFEST);
  const shell = shellAsset && shop ? profiled(shellAsset, shop, shellWithProfile) : async () => shellAsset;
  const manifest = manifestAsset && shop ? profiled(manifestAsset, shop, manifestWithProfile) : async () => manifestAsset;

  function send(ctx: Context, asset: Asset, status = 200) {
    ctx.set('Cache-Control', asset.cacheControl);
    sendEncoded(ctx, asset.body, asset.type, status);
  }

  async function middleware(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith(`${API_PREFIX}/`) || ctx.path === API_PREFIX) return next();
    const urlPath = ctx.path === '/' ? '/index.html' : ctx.path;

    const asset = urlPath === MANIFEST ? await manifest() : assets.get(urlPath);
    if (asset && urlPath !== '/index.html') return send(ctx, asset);
    const media = streamed.get(urlPath);
    if (media)
      return sendFile(ctx, media, {
        contentType: TYPES[path.extname(media)] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(urlPath),
      });

    if (path.extname(ctx.path) && !ctx.path.endsWith('.html')) {
      await next();
      return;
    }
    const index = await shell();
    if (!index) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The shop is not built yet: run `npm run build` (npm start does this for you).';
      return;
    }
    // A header rather than robots.txt: a crawler that may not fetch the page never sees that it must not be indexed.
    if (isPrivateRoute(ctx.path)) ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const privatePage = privatePageAt(ctx.path);
    if (privatePage) return sendPrivatePage(ctx, privatePage, index.body);
    const known = ctx.path === '/index.html' || isAppRoute(ctx.path);
    // A public page, or the 404 page, as prerendered; the app shell for the rest and until the pages exist.
    const page = pages?.get(known ? ctx.path.replace(/(.)\/+$/, '$1') : NOT_FOUND_PAGE);
    if (page) {
      ctx.set('Cache-Control', pageCacheFor(ctx.path));
      return sendEncoded(ctx, page, TYPES['.html']!, known ? 200 : 404);
    }
    send(ctx, { ...index, cacheControl: pageCacheFor(ctx.path) }, known ? 200 : 404);
  }

  return { middleware, built };
}
