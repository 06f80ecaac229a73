// What this machine's Chromium gives Lighthouse for pages with no script at all, measured in the same run as the shop:
// the home page's own HTML with its scripts taken out (its text, inlined styles, font and images, from the shop), and
// a one-line page. What a page scores over these is the shop's code; what they score is the floor under any page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The floor pages' paths on the floor server, with their report labels. */
export const FLOOR_PAGES = [
  { label: 'floor: / without scripts', path: '/' },
  { label: 'floor: one-line page', path: '/one-line' },
];

const ONE_LINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>One line</title><meta name="description" content="A page with one line of text."></head>' +
  '<body><p>One line of text.</p></body></html>';

/**
 * The page's HTML without what runs: every script element but JSON-LD data, and module preloads (the starter adds
 * those itself; none are in the HTML, but a later page could name them).
 */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback server for the floor pages: `/` is the shop's home page without scripts, `/one-line` the one-line page,
 * and every other path is passed to the shop (the stylesheets, font and images the home page names).
 */
export async function startFloorServer(shopUrl: string): Promise<FloorServer> {
  const home = await fetch(`${shopUrl}/`);
  if (!home.ok) throw new Error(`GET ${shopUrl}/: HTTP ${home.status}`);
  const pages: Record<string, string> = { '/': withoutScripts(await home.text()), '/one-line': ONE_LINE_PAGE };
  const shop = new URL(shopUrl);
  const server = http.createServer((req, res) => {
    const page = req.method === 'GET' ? pages[req.url ?? ''] : undefined;
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
