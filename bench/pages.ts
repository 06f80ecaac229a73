// Bytes a first visit downloads: gzip -9 size of every JS and CSS file that / and /sample-songs load in Chromium.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { startTestShop, type TestShop } from '../api/testing/testServer';
import { builtDist, CHROMIUM, CHROMIUM_FLAGS, kB, table, type Bench, type Row } from './lib';

const PAGES = ['/', '/sample-songs'];
const TARGET_HOME_JS = 120_000; // bytes of gzip'd JS on the first visit to /

interface File {
  path: string;
  kind: 'js' | 'css' | 'other';
  /** gzip -9 of the body (JS and CSS only). */
  gzip: number;
  /** Encoded body bytes Chromium received, and the response headers. */
  wire: number;
  headers: number;
}

function kindOf(response: Response): File['kind'] {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (/javascript/.test(type) || /\.m?js$/.test(path)) return 'js';
  if (/text\/css/.test(type) || /\.css$/.test(path)) return 'css';
  return 'other';
}

/** A cold visit in a fresh context (no cache, service workers blocked), phone-sized. */
async function visit(browser: Browser, url: string): Promise<{ status: number; files: File[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const navigation = await page.goto(url, { waitUntil: 'networkidle' });

    const files: File[] = [];
    for (const response of responses) {
      const kind = kindOf(response);
      const sizes = await response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      const gzip = kind === 'other' ? 0 : gzipSync(await response.body(), { level: 9 }).length;
      files.push({ path: new URL(response.url()).pathname, kind, gzip, wire: sizes.responseBodySize, headers: sizes.responseHeadersSize });
    }
    return { status: navigation?.status() ?? 0, files };
  } finally {
    await context.close();
  }
}

export const run: Bench = async ({ log }) => {
  let shop: TestShop | undefined;
  let browser: Browser | undefined;
  try {
    shop = await startTestShop({ env: { LOG_REQUESTS: 'false' }, distDir: await builtDist(log) });
    // launch() gives Chromium a fresh temporary profile (--user-data-dir) and removes it on close.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

    const rows: Row[] = [];
    const summary = [['page', 'JS gzip', 'CSS gzip', 'JS files', 'JS+CSS gzip', 'JS+CSS wire', 'all wire']];
    for (const pagePath of PAGES) {
      const { status, files } = await visit(browser, shop.url + pagePath);
      const sum = (key: 'gzip' | 'wire' | 'headers', kinds: File['kind'][]) =>
        files.filter((f) => kinds.includes(f.kind)).reduce((n, f) => n + f[key], 0);
      const [js, css] = [sum('gzip', ['js']), sum('gzip', ['css'])];
      const jsFiles = files.filter((f) => f.kind === 'js').sort((a, b) => b.gzip - a.gzip);
      const others = files.filter((f) => f.kind === 'other').sort((a, b) => b.wire - a.wire);

      log(`${pagePath} (HTTP ${status}) JS files, gzip -9:`);
      for (const f of jsFiles) log(`  ${kB(f.gzip).padStart(9)}  ${f.path}`);
      log(
        `  largest other downloads (wire): ${
          others
            .slice(0, 3)
            .map((f) => `${f.path} ${kB(f.wire)}`)
            .join(', ') || 'none'
        }`,
      );
      const all = sum('wire', ['js', 'css', 'other']) + sum('headers', ['js', 'css', 'other']);
      summary.push([
        pagePath,
        kB(js),
        kB(css),
        String(jsFiles.length),
        kB(js + css),
        kB(sum('wire', ['js', 'css'])),
        `${kB(all)} (${files.length} responses)`,
      ]);

      const target = pagePath === '/' ? { target: `JS <= ${kB(TARGET_HOME_JS)}`, met: js <= TARGET_HOME_JS && status === 200 } : {};
      rows.push({ metric: `${pagePath} JS gzip (${jsFiles.length} files)`, value: kB(js), ...target });
      rows.push({ metric: `${pagePath} CSS gzip`, value: kB(css) });
    }
    log('');
    log(table(summary));
    log('gzip = level 9 over the response bodies (1 kB = 1000 bytes). JS+CSS wire = encoded bodies as the server sent them;');
    log('all wire = every response of the visit (HTML, fonts, images, media, API), headers included.');
    return rows;
  } finally {
    await browser?.close();
    await shop?.destroy();
  }
};
