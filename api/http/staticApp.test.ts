// Serving the built PWA: cache rules, compression, SPA fallback with honest status codes, security headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { deliverSong } from '../../testing/gifts';
import { storedOrder } from '../../testing/orders';
import { startTestShop, type TestShop } from '../../testing/testServer';

let shop: TestShop;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'video'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Serenade</title></head><body><div id="root"></div></body></html>',
  );
  // Vite's manifest, as much of it as the private pages' hints read (and not served: 404 below).
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', isEntry: true, css: ['assets/index-AbC123.css'] },
      '_orders-S1.js': { file: 'assets/orders-S1.js', name: 'orders' },
      'features/order/OrderPage.tsx': {
        file: 'assets/OrderPage-O1.js',
        imports: ['index.html', '_orders-S1.js'],
        css: ['assets/OrderPage-O1.css'],
        dynamicImports: ['features/order/ReviewPanel.tsx'],
      },
      'features/order/ReviewPanel.tsx': {
        file: 'assets/ReviewPanel-R1.js',
        css: ['assets/ReviewPanel-R1.css'],
        imports: ['_orders-S1.js'],
      },
      // Imported statically elsewhere too: a shared chunk, found by its name.
      '_NotifyWhenReady-N1.js': { file: 'assets/NotifyWhenReady-N1.js', name: 'NotifyWhenReady', css: ['assets/NotifyWhenReady-N1.css'] },
      'features/order/orderQueries.ts': { file: 'assets/orderQueries-Q1.js', imports: ['_orders-S1.js'] },
      'features/song/SongPage.tsx': { file: 'assets/SongPage-P1.js', css: ['assets/SongPage-P1.css'] },
      'features/song/useSong.ts': { file: 'assets/useSong-U1.js', imports: ['_orders-S1.js'] },
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Serenade"}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'video', 'hero.mp4'), Buffer.alloc(5000, 7));
  // The build's own compressed copies: one pair current, one older than its file (edited after the build).
  for (const [name, built] of [
    ['kept-1.js', `${script}//built`],
    ['edited-2.js', `${script}//before the edit`],
  ] as const) {
    fs.writeFileSync(path.join(dist, 'assets', name), `${script}//now`);
    fs.writeFileSync(path.join(dist, 'assets', `${name}.gz`), zlib.gzipSync(built));
    fs.writeFileSync(path.join(dist, 'assets', `${name}.br`), zlib.brotliCompressSync(built));
  }
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(dist, 'assets', 'edited-2.js'), later, later);
  shop = await startTestShop({ distDir: dist, seed: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
});
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** fetch() hides Content-Encoding handling; this reads the raw bytes and headers. */
function raw(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${shop.url}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('static app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await raw('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body.toString()).toBe(script);
  });

  it('never caches the service worker, the manifest or a private page; a public page is checked on every visit but may be kept for Back', async () => {
    for (const p of ['/sw.js', '/manifest.webmanifest', '/admin', '/thank-you', '/order/abc123']) {
      const res = await raw(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe('no-cache, no-store, must-revalidate');
    }
    // no-store would keep them out of the browser's back/forward cache.
    for (const p of ['/', '/index.html', '/faq', '/create-song']) {
      const res = await raw(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe('no-cache');
    }
  });

  it('sends the build’s own compressed copy, unless the file changed after it was made', async () => {
    const kept = await raw('/assets/kept-1.js', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(kept.body).toString()).toBe(`${script}//built`);
    const edited = await raw('/assets/edited-2.js', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(edited.body).toString()).toBe(`${script}//now`);
    const editedGzip = await raw('/assets/edited-2.js', { 'Accept-Encoding': 'gzip' });
    expect(zlib.gunzipSync(editedGzip.body).toString()).toBe(`${script}//now`);
  });

  it('sends brotli or gzip to browsers that accept them', async () => {
    const br = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await raw('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.headers.vary).toContain('Accept-Encoding');
  });

  it('answers 304 to a matching validator', async () => {
    const first = await raw('/favicon.svg');
    const again = await raw('/favicon.svg', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers app routes with index.html and unknown pages with index.html and a 404 status', async () => {
    for (const p of ['/faq', '/sample-songs', '/samples', '/privacy-policy', '/how-it-works/']) {
      const res = await raw(p);
      expect(res.status, p).toBe(200);
      expect(res.body.toString(), p).toContain('<div id="root">');
    }
    const missing = await raw('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<div id="root">');
  });

  it('names in an order page’s HTML its code, its styles and its data, so they load with the entry', async () => {
    const res = await raw('/order/Tok_en-1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const head = /<head>([\s\S]*)<\/head>/.exec(res.body.toString())![1]!;
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/OrderPage-O1.css">');
    for (const file of ['OrderPage-O1.js', 'orders-S1.js', 'orderQueries-Q1.js'])
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/orders/Tok_en-1">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/orders/Tok_en-1/review">');
    // Its styles are fetched, never applied by the HTML: they would hold the first paint of what the server sends.
    expect(head).not.toMatch(/rel="stylesheet"[^>]*OrderPage/);
    // Not the entry (the shell names it), nor what only some orders show (loaded once the order says so).
    expect(head).not.toContain('index-AbC123.js');
    expect(head).not.toContain('ReviewPanel');
    expect((await raw('/.vite/manifest.json')).status).toBe(404);
  });

  it('names the code of the parts an order shows: "Notify me" while it is made, the review once delivered', async () => {
    const id = await paidOrder(shop);
    const token = (await storedOrder(shop, id))!.public_token;
    const headOf = async () => /<head>([\s\S]*)<\/head>/.exec((await raw(`/order/${token}`)).body.toString())![1]!;
    const waiting = await headOf();
    expect(waiting).toContain('<link rel="modulepreload" crossorigin href="/assets/NotifyWhenReady-N1.js">');
    expect(waiting).toContain('<link rel="preload" as="style" crossorigin href="/assets/NotifyWhenReady-N1.css">');
    expect(waiting).not.toContain('ReviewPanel');
    await deliverSong(shop, id);
    const delivered = await headOf();
    expect(delivered).toContain('<link rel="modulepreload" crossorigin href="/assets/ReviewPanel-R1.js">');
    expect(delivered).toContain('<link rel="preload" as="style" crossorigin href="/assets/ReviewPanel-R1.css">');
    expect(delivered).not.toContain('NotifyWhenReady');
    // A chunk both need is named once.
    expect(delivered.match(/orders-S1\.js/g)).toHaveLength(1);
  });

  it('names a song page’s own files and data, and only a private page gets any', async () => {
    const head = /<head>([\s\S]*)<\/head>/.exec((await raw('/song/abc123/')).body.toString())![1]!;
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/SongPage-P1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/useSong-U1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/SongPage-P1.css">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/songs/abc123">');
    expect(head).not.toContain('OrderPage');
    for (const p of ['/faq', '/thank-you', '/order/a/b', '/admin'])
      expect((await raw(p)).body.toString(), p).not.toContain('rel="preload"');
  });

  it('writes a token from the address into the HTML only as one encoded path segment', async () => {
    const res = await raw(`/order/${encodeURIComponent('"><script>alert(1)</script>')}`);
    const html = res.body.toString();
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/api/orders/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
    // One that does not decode is no page of ours: the shell, without hints.
    const bad = await raw('/song/%E0%A4%A');
    expect(bad.status).toBe(200);
    expect(bad.body.toString()).not.toContain('rel="preload"');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await raw('/assets/old-hash.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<div id="root">');
  });

  it('streams video with Range support', async () => {
    const res = await raw('/video/hero.mp4', { Range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/5000');
    expect(res.body.length).toBe(10);
  });

  it('sets the security headers on pages', async () => {
    const res = await raw('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves a sitemap and robots.txt with absolute addresses', async () => {
    const sitemap = await raw('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body.toString()).toContain(`<loc>${shop.config.publicUrl}/faq</loc>`);
    const robots = await raw('/robots.txt');
    expect(robots.body.toString()).toContain(`Sitemap: ${shop.config.publicUrl}/sitemap.xml`);
    expect(robots.body.toString()).toContain('Disallow: /api/');
  });

  it('tells crawlers not to index private pages, and lets them fetch those pages to read that', async () => {
    for (const path of ['/song/abc123', '/order/abc123/', '/test-checkout/cs_test_1', '/thank-you', '/checkout-pending', '/admin']) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/faq', '/sample-songs', '/songs']) expect((await raw(path)).headers['x-robots-tag'], path).toBeUndefined();
    const robots = (await raw('/robots.txt')).body.toString();
    for (const path of ['/song/', '/order/', '/admin']) expect(robots).not.toContain(`Disallow: ${path}`);
  });
});
