// Lighthouse 12 mobile (default config: simulated throttling) on the pages a first visit lands on (an order page and a
// song page of a delivered order among them), three runs each (one with --quick), the median kept: scores, paint metrics,
// the first visit's transfer and the JS it loads; then each page's first visit with the service worker's precache, off
// the wire for 30 s (firstVisit.ts); and the same for two pages with no script (floor.ts), the floor under any page on
// this machine. The one bench for page weight and bundle size. Report table and targets: lighthouseReport.ts.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { entryScripts, type Manifest } from '../shared/buildManifest';
import { adminToken, TEST_ADMIN_PASSWORD } from '../testing/admin';
import { deliveredOrder } from '../testing/reviews';
import { startTestShop, type TestShop } from '../testing/testServer';
import { firstVisit } from './firstVisit';
import { FLOOR_PAGES, startFloorServer, type FloorServer } from './floor';
import { builtDist, CHROMIUM, CHROMIUM_FLAGS, removeDir, RESULTS_DIR, table, tempDir, type Bench } from './lib';
import { CATEGORIES, report, runHeader, runLine, visitReport, type PageRuns, type PageVisits, type ScriptBytes } from './lighthouseReport';

const PAGES = ['/', '/hero', '/faq', '/sample-songs', '/free-song', '/create-song', '/contact'];
/** How long a first visit is counted for, service worker included. */
const VISIT_MS = 30_000;
const RUNS = 3;
/** What Chromium sends, to learn which encoding the server gives it. */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One Lighthouse run in a fresh Chromium and profile: a true first visit (Lighthouse itself keeps IndexedDB between runs). */
async function audit(url: string) {
  const profile = tempDir('chrome');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
      userDataDir: profile,
    });
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    chrome?.kill();
    removeDir(profile);
  }
}

/** GET a URL with the given Accept-Encoding: its Content-Encoding and the body as sent. */
function get(url: string, acceptEncoding: string): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks) })
            : reject(new Error(`GET ${url}: HTTP ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The scripts a run loaded (network-requests, resourceType Script): bytes transferred as Lighthouse saw them, and gzip -9 of
 * each body, the built dist/ file as the shop serves it uncompressed (whatever encoding Chromium actually got); and of
 * those, the entry's (`entry`: the starter, the entry and its static imports, shared/buildManifest.ts).
 */
async function scriptBytes(
  lhr: Result,
  origin: string,
  cache: Map<string, { gzip: number; encoding: string }>,
  entry: ReadonlySet<string>,
): Promise<ScriptBytes> {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] })
    ?.items;
  const files: ScriptBytes['files'] = [];
  for (const item of items ?? []) {
    if (item.resourceType !== 'Script') continue;
    const url = new URL(item.url);
    let sizes = cache.get(item.url);
    if (!sizes && url.origin === origin) {
      const [plain, served] = await Promise.all([get(item.url, 'identity'), get(item.url, CHROMIUM_ACCEPT_ENCODING)]);
      sizes = { gzip: gzipSync(plain.body, { level: 9 }).length, encoding: served.encoding };
      cache.set(item.url, sizes);
    }
    const wire = item.transferSize ?? 0;
    files.push({
      path: url.origin === origin ? url.pathname : item.url,
      wire,
      gzip: sizes?.gzip ?? wire,
      encoding: sizes?.encoding ?? '?',
      entry: url.origin === origin && entry.has(url.pathname),
    });
  }
  const sum = (key: 'wire' | 'gzip') => files.reduce((n, f) => n + f[key], 0);
  const entryGzip = files.filter((f) => f.entry).reduce((n, f) => n + f.gzip, 0);
  return { wire: sum('wire'), gzip: sum('gzip'), entryGzip, files };
}

const reportFile = (label: string, run: number) =>
  path.join(RESULTS_DIR, `lighthouse-${label === '/' ? 'home' : label.replace(/^\//, '').replace(/\W+/g, '-')}-run${run}.json`);

/** A delivered order's page and its song's page, as the customer gets them: labels for the report, and addresses. */
async function orderPages(shop: TestShop): Promise<{ label: string; path: string }[]> {
  const { token } = await deliveredOrder(shop, await adminToken(shop));
  const view = (await (await fetch(`${shop.url}/api/orders/${token}`)).json()) as { songPageUrl?: string | null };
  if (!view.songPageUrl) throw new Error('The delivered order has no song page');
  return [
    { label: '/order/:token', path: `/order/${token}` },
    { label: '/song/:token', path: new URL(view.songPageUrl, shop.url).pathname },
  ];
}

/** A first visit is measured on the prerendered page, which the server writes a moment after it starts. */
async function pagesPrerendered(origin: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if ((await (await fetch(`${origin}/`)).text()).includes('id="prerender-data"')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The pages were not prerendered within 30 s');
}

export const run: Bench = async ({ quick, log }) => {
  const runs = quick ? 1 : RUNS;
  let shop: TestShop | undefined;
  let floor: FloorServer | undefined;
  try {
    // The admin's password: the bench delivers an order (as the admin does) for the order and song pages.
    const distDir = await builtDist(log);
    shop = await startTestShop({
      env: { LOG_REQUESTS: 'false', ADMIN_EMAIL: 'owner@serenade.test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
      distDir,
    });
    const entry = new Set(entryScripts(JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest));
    const origin = new URL(shop.url).origin;
    await pagesPrerendered(origin);
    floor = await startFloorServer(shop.url);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    for (const old of fs.readdirSync(RESULTS_DIR).filter((f) => /^lighthouse-.*\.json$/.test(f))) fs.rmSync(path.join(RESULTS_DIR, old));

    const cache = new Map<string, { gzip: number; encoding: string }>();
    const pages: PageRuns[] = [];
    const perRun = [runHeader()];
    const visited = [...PAGES.map((p) => ({ label: p, path: p })), ...(await orderPages(shop))];
    const audited = [
      ...visited.map((page) => ({ ...page, url: shop!.url + page.path, floor: false })),
      ...FLOOR_PAGES.map((page) => ({ ...page, url: floor!.url + page.path, floor: true })),
    ];
    for (const { label, url, floor: isFloor } of audited) {
      const page: PageRuns = { path: label, runs: [], floor: isFloor };
      // A run that errors (e.g. NO_NAVSTART, a trace hiccup) does not count: up to 2 more attempts.
      for (let i = 1; page.runs.length < runs && i <= runs + 2; i++) {
        const started = Date.now();
        const result = await audit(url);
        const { lhr } = result;
        fs.writeFileSync(reportFile(label, i), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
        for (const warning of lhr.runWarnings) log(`${label} run ${i}: warning: ${warning}`);
        if (lhr.runtimeError) {
          log(`${label} run ${i}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          continue;
        }
        const scripts = await scriptBytes(lhr, origin, cache, entry);
        page.runs.push({ run: i, lhr, scripts });
        perRun.push(runLine(label, i, lhr, scripts));
        log(`${label} run ${i}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      if (page.runs.length === 0) throw new Error(`every Lighthouse run of ${label} failed (see the runtime errors above)`);
      pages.push(page);
    }
    log('');
    log('Each run:');
    log(table(perRun));
    const rows = report(pages, log);

    // A phone on a cellular link (the worker fetches no more than the shell, the wizard and this page); the home page
    // also on Wi-Fi, where the worker fetches the rest of the app once the page is idle.
    const visitMs = quick ? 10_000 : VISIT_MS;
    const visits: PageVisits[] = [];
    for (const { label, path: pagePath } of visited) {
      const cellular = await firstVisit(shop.url + pagePath, 'cellular', visitMs);
      const wifi = label === '/' ? await firstVisit(shop.url + pagePath, 'wifi', visitMs) : undefined;
      visits.push({ path: label, cellular, ...(wifi ? { wifi } : {}) });
      log(`${label} first visit: ${cellular.bytes} bytes on cellular${wifi ? `, ${wifi.bytes} on Wi-Fi` : ''}`);
    }
    rows.push(...visitReport(visits, visitMs, log));
    log(`Full reports in ${path.relative(process.cwd(), RESULTS_DIR) || RESULTS_DIR}/`);
    return rows;
  } finally {
    await floor?.close();
    await shop?.destroy();
  }
};
