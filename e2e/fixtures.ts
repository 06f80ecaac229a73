// Test fixtures: each worker gets its own shop (real server, temporary DATA_DIR); pages use it as baseURL.
import net from 'node:net';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import { PRERENDER_DATA_ID } from '../shared/prerender';
import { readOutbox } from '../testing/outbox';
import { cuttableNetwork, openNetworkGate, type CuttableNetwork } from './networkGate';
import { TEST_ADMIN_PASSWORD } from '../testing/admin';
import { ShiftedClock, startTestShop, withDatabase, type StoredData, type TestShop } from '../testing/testServer';

interface WorkerFixtures {
  shop: TestShop;
  /**
   * Set by files that move the shop's clock forward (`test.use({ movesTheClock: true })`): a different worker
   * option means a worker, and so a shop, of their own, so the shift never reaches other files' pages.
   */
  movesTheClock: boolean;
  /**
   * Set by files that change what every page shows (sample songs, offers, the free-song switch):
   * `test.use({ changesTheShop: true })` keeps them off the customer journeys' shop. Those files share one shop
   * among themselves, so none may depend on another's changes.
   */
  changesTheShop: boolean;
}

/** The shop's admin address in the browser tests (ADMIN_EMAIL). */
const ADMIN_EMAIL = 'owner@serenade.test';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A shop whose PUBLIC_URL is the address the pages use: the checkout's URLs (test-checkout page, thank-you,
 * checkout-pending) and the mails' links must lead back to the same origin, where the draft is kept.
 */
export async function startBrowserShop(extraEnv: Record<string, string> = {}): Promise<TestShop> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startTestShop({
        runJobs: true,
        prerenderPages: true,
        clock: new ShiftedClock(),
        port,
        // As behind a reverse proxy: each test is its own client address (its X-Forwarded-For, below), so
        // the per-address limits on applications and uploads count one visitor's requests, not the suite's.
        env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true', ...extraEnv },
      });
    } catch (err) {
      // Another process took the port between the probe and the listen: try another one.
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw err;
    }
  }
}

let clients = 0;

/** A client address of this test's own (TEST-NET-2, never routed), different for every test of a worker. */
export function testClientAddress(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** Runs a function against the shop's stored data: its SQLite file or PostgreSQL database (opened and closed around it). */
export type ShopDatabase = <T>(use: (db: StoredData) => T | Promise<T>) => Promise<T>;

/**
 * Opens a network from this test's browser to a shop that the test can cut: pages that go
 * offline use its `url`. Closed after the test; a request refused while cut is reported there, since it means the
 * browser's offline emulation let it through.
 */
export type NetworkTo = (shopUrl: string) => Promise<CuttableNetwork>;

export const test = base.extend<{ db: ShopDatabase; networkTo: NetworkTo }, WorkerFixtures>({
  movesTheClock: [false, { scope: 'worker', option: true }],
  changesTheShop: [false, { scope: 'worker', option: true }],
  shop: [
    async ({}, use) => {
      // Pages read the real clock, so the shop's runs in real time too; tests may move it forward.
      const shop = await startBrowserShop();
      await use(shop);
      await shop.destroy();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': testClientAddress() }),
  db: async ({ shop }, use) => use((fn) => withDatabase(shop.dataDir, fn)),
  networkTo: async ({ context }, use, testInfo) => {
    const gates: Array<Awaited<ReturnType<typeof openNetworkGate>>> = [];
    await use(async (shopUrl) => {
      const gate = await openNetworkGate(shopUrl);
      gates.push(gate);
      return cuttableNetwork(gate, context);
    });
    const refused = gates.flatMap((gate) => gate.refused);
    if (refused.length > 0) {
      console.warn(`${testInfo.title}: refused while offline: ${refused.join(' | ')}`);
      await testInfo.attach('requests refused while offline', { body: refused.join('\n'), contentType: 'text/plain' });
    }
    await Promise.all(gates.map((gate) => gate.close()));
  },
});

export { expect };
export { TEST_ADMIN_PASSWORD };

/** Signs in on /admin with the shop's password and waits for the dashboard. */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The mails in the shop's outbox to one address (the worker's shop is shared, so always filter by recipient). */
export async function mailsTo(shop: TestShop, address: string): Promise<Email[]> {
  const wanted = address.toLowerCase();
  return (await readOutbox(shop.dataDir)).filter((mail) => (mail.to ?? []).some((to) => to.address?.toLowerCase() === wanted));
}

/** The text of a mail, or its HTML with the tags taken out when it has no text part. */
export function mailText(mail: Email): string {
  return mail.text ?? (mail.html ?? '').replace(/<[^>]+>/g, ' ');
}

/** The links in a mail's text to pages of this shop whose path starts with `pathPrefix`, as path plus query. */
export function shopLinksIn(mail: Email, shop: TestShop, pathPrefix: string): string[] {
  const origin = new URL(shop.url).origin;
  return (mailText(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [])
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && url.pathname.startsWith(pathPrefix))
    .map((url) => url.pathname + url.search);
}

/** Waits until the shop's renderer has written the page at `path` (it runs when the server starts): its HTML carries the page data. */
export async function pagePrerendered(request: APIRequestContext, path = '/'): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(`id="${PRERENDER_DATA_ID}"`), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Waits until the app's code has started (React has its root, main.tsx's last lines). A prerendered page shows its
 * buttons before that: a press then is lost (unless the button is marked EARLY_PRESS, app/core/earlyPress.ts), while
 * one after it React replays as it takes each part over.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(reactHasRoot);
}

/** Whether the app's code has started yet (see {@link appStarted}). */
export function appHasStarted(page: Page): Promise<boolean> {
  return page.evaluate(reactHasRoot);
}

/** Run in the page: React has made #root its container. */
const reactHasRoot = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));

/**
 * Holds the app's scripts (all but the starter's, which notes early presses), as a slow phone link would, until the
 * returned function lets them through.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!/\/assets\/boot-[^/]+\.js$/.test(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

/**
 * A first visit to `path` on a phone, with the app's scripts held: `press` acts on the page before the app's code
 * has come (checked), then the scripts come and `then` looks at what the press did. Once the page is prerendered,
 * in a context of its own: a service worker would answer the held scripts from its cache.
 */
export async function pressBeforeTheApp(
  browser: Browser,
  shop: TestShop,
  path: string,
  press: (page: Page) => Promise<void>,
  then: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    // The prerendered page, not the app shell: the shell's own entry script, held, would hold the page's load too.
    await pagePrerendered(context.request, path);
    const page = await context.newPage();
    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await press(page);
    expect(await appHasStarted(page), 'no app yet').toBe(false);
    release();
    await then(page);
  } finally {
    await context.close();
  }
}

/** A browser context that passes for Safari on an iPhone (390 px wide, touch): no install prompt, no push outside the Home Screen app. */
export function iPhoneSafari(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  });
}

/** Waits until the service worker controls the page, so later navigations can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // The predicate must be synchronous: waitForFunction takes a returned Promise as a truthy answer and stops at once.
  // The controller appears when the worker claims the page; 'activated' means its activation (and precache) is done.
  // Precaching the app's ~100 files took 17 s on a machine shared with five other test runs: the bound is the
  // test's own, less room for what follows, not a guess at how fast the worker is.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 40_000 });
}

/**
 * Waits until the service worker has kept the whole app, pages never visited included: it fetches them once the page
 * is idle, and only on a connection that is not cellular and without Save-Data (app/core/appCache.ts).
 */
export async function waitForWholeApp(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-app-cached', 'true', { timeout: 40_000 });
}

export interface KeptSampleAudio {
  url: string;
  bytes: number;
  lastUsedAt: number;
}

/**
 * Every row of one store of the app's IndexedDB database ('serenade'), read with the browser's own IndexedDB API
 * rather than the app's code. Empty when the app has not created the database or the store yet.
 */
function keptRows<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('serenade')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  }, store) as Promise<T[]>;
}

/** The sample audio the page keeps for offline play (store 'sampleAudio'), oldest first. */
export async function keptSampleAudio(page: Page): Promise<KeptSampleAudio[]> {
  const rows = await keptRows<KeptSampleAudio>(page, 'sampleAudio');
  return rows.map(({ url, bytes, lastUsedAt }) => ({ url, bytes, lastUsedAt })).sort((a, b) => a.lastUsedAt - b.lastUsedAt);
}

export interface KeptChatMessage {
  sessionId: string;
  message: string;
  status: string;
}

/**
 * The chat messages the page keeps on the device (store 'chatMessages'). A bubble shows as soon as a message is
 * typed; it survives a reload only once it is here.
 */
export async function keptChatMessages(page: Page): Promise<KeptChatMessage[]> {
  const rows = await keptRows<KeptChatMessage>(page, 'chatMessages');
  return rows.map(({ sessionId, message, status }) => ({ sessionId, message, status }));
}

/** What a page's `navigator.connection` reports (Network Information API), for tests of connection-aware loading. */
export interface EmulatedConnection {
  type?: 'wifi' | 'ethernet' | 'cellular' | 'none' | 'unknown';
  effectiveType?: 'slow-2g' | '2g' | '3g' | '4g';
  saveData?: boolean;
}

/**
 * Makes every page of the context report this connection, before any of the app's code runs. Chromium on
 * Linux has no `navigator.connection.type`, and Save-Data cannot be switched on from outside, so a test
 * defines the object itself.
 */
export async function emulateConnection(page: Page, connection: EmulatedConnection): Promise<void> {
  await page.addInitScript((c) => {
    const info = Object.assign(new EventTarget(), { downlink: 10, rtt: 50, saveData: false, ...c });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => info });
  }, connection);
}
