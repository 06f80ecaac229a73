// Journey: the admin area stays private: customers never download it, nothing the browser gets holds a secret, and a session ends for good.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { adminToken } from '../testing/admin';
import { ADMIN_MESSAGES } from '../shared/schemas/admin';
import { expect, signInAsAdmin, test, TEST_ADMIN_PASSWORD, waitForServiceWorker } from './fixtures';

// Signing in and out changes the shop's sessions and login counts: this file keeps off the customer journeys' shop.
test.use({ changesTheShop: true });

const ADMIN_AUTH_KEY = 'admin-auth';
const ADMIN_CHUNK = /\/AdminPage-[^/]*\.(js|css)$/;
const CUSTOMER_PAGES = ['/', '/sample-songs', '/create-song', '/faq'];
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Every file under a folder, as paths relative to it with '/' separators. */
function filesUnder(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, full) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** The URLs the service worker precaches, as vite-plugin-pwa wrote them into sw.js ({"revision":…,"url":"…"}). */
function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin sign in' });
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });
const passwordField = (page: Page) => page.getByLabel('Password');
const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), ADMIN_AUTH_KEY);
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const toastTitled = (page: Page, title: string) =>
  notifications(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** A token shaped like the server's (43 base64url characters) that no session has. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

test.describe('the admin chunk', () => {
  test('customer pages never download it, nor does the service worker cache it; /admin does load it', async ({ page, context }) => {
    const urls: string[] = [];
    const record = (response: Response) => urls.push(new URL(response.url()).pathname);
    // The context sees the pages' responses and, in Chromium, the service worker's own fetches.
    context.on('response', record);

    for (const path of CUSTOMER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await waitForServiceWorker(page);
    }
    // The phone menu is a lazy chunk of its own: opening it must not pull the admin area either.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    // The recording is real: it holds the app's script and the lazy chunks of the pages visited.
    expect(urls.some((u) => /^\/assets\/index-[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/assets\/CreateSongPage-[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/assets\/MobileDrawer-[^/]+\.js$/.test(u))).toBe(true);
    expect(urls.filter((u) => /AdminPage-/.test(u))).toEqual([]);

    // The service worker has finished precaching: the app's chunks are in its caches, the admin area is not.
    const cached = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname);
      }
      return all;
    });
    expect(cached.some((u) => /^\/assets\/CreateSongPage-[^/]+\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => /AdminPage-/.test(u))).toEqual([]);

    const adminChunk = page.waitForResponse((r) => ADMIN_CHUNK.test(new URL(r.url()).pathname) && r.url().endsWith('.js'));
    await page.goto('/admin');
    expect((await adminChunk).status()).toBe(200);
    await expect(loginHeading(page)).toBeVisible();
    expect(urls.filter((u) => ADMIN_CHUNK.test(u)).length).toBeGreaterThan(0);
  });

  test("the service worker's precache list leaves out the admin chunk that the build made", async ({ shop }) => {
    const dist = shop.config.distDir;
    const built = filesUnder(dist);
    const adminFiles = built.filter((f) => ADMIN_CHUNK.test(`/${f}`));
    expect(adminFiles.some((f) => f.endsWith('.js'))).toBe(true);
    expect(adminFiles.some((f) => f.endsWith('.css'))).toBe(true);

    const precached = precacheUrls(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8'));
    // The list is the real one: the app shell and the customers' lazy pages are in it.
    expect(precached).toContain('index.html');
    expect(precached.some((u) => /^assets\/index-[^/]+\.js$/.test(u))).toBe(true);
    expect(precached.some((u) => /^assets\/CreateSongPage-[^/]+\.js$/.test(u))).toBe(true);
    expect(precached.filter((u) => /AdminPage-/.test(u))).toEqual([]);
  });
});

test('nothing the browser downloads holds the admin password, its hash or a private key', async ({ page, shop, db }) => {
  const stored = await db(async (d) => {
    const state = async (key: string) => (await d.prepare('SELECT value FROM app_state WHERE key = ?').get<{ value: string }>(key))?.value;
    const vapid = await state('vapid_keys');
    return {
      passwordHash: await state('admin_password_hash'),
      vapidPrivateKey: vapid ? (JSON.parse(vapid) as { privateKey: string }).privateKey : undefined,
    };
  });
  const secrets = [
    TEST_ADMIN_PASSWORD,
    'ADMIN_PASSWORD',
    // The stored form of a password hash (api/services/auth/password.ts: "scrypt$N$r$p$salt$hash").
    'scrypt$16384$',
    ...(stored.passwordHash ? [stored.passwordHash] : []),
    ...(stored.vapidPrivateKey ? [stored.vapidPrivateKey] : []),
  ];

  // The built app, file by file (the browser can fetch any of them).
  const dist = shop.config.distDir;
  const files = filesUnder(dist);
  expect(
    files.filter((f) => /^assets\/AdminPage-[^/]+\.js$/.test(f)),
    'the admin chunk is among the files scanned',
  ).toHaveLength(1);
  expect(files.length).toBeGreaterThan(20);
  const adminChunk = fs.readFileSync(
    path.join(
      dist,
      files.find((f) => /^assets\/AdminPage-[^/]+\.js$/.test(f))!,
    ),
    'utf8',
  );
  // The scan reads what the admin chunk really holds: its screens' words and the session key.
  expect(adminChunk).toContain('Admin sign in');
  expect(adminChunk).toContain(ADMIN_AUTH_KEY);
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    for (const secret of secrets)
      expect(bytes.includes(secret), `${file} holds ${secret === TEST_ADMIN_PASSWORD ? 'the admin password' : secret.slice(0, 16)}`).toBe(
        false,
      );
  }

  // And what the server actually sends while a customer browses and the admin signs in (pages, scripts, API answers).
  const bodies: Array<{ url: string; body: Buffer }> = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'OPTIONS' || response.status() === 204 || (response.status() >= 300 && response.status() < 400))
      return;
    try {
      bodies.push({ url: response.url(), body: await response.body() });
    } catch {
      // a body the page discarded (a navigation away) was not downloaded to be read
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInAsAdmin(page, '/admin?tab=settings');
  await expect(page.getByRole('switch', { name: 'Free Song Link' })).toBeVisible();
  await expect.poll(() => bodies.some((b) => new URL(b.url).pathname === '/api/admin/login')).toBe(true);
  expect(bodies.some((b) => new URL(b.url).pathname === '/api/config')).toBe(true);
  for (const { url, body } of bodies) {
    for (const secret of secrets)
      expect(body.includes(secret), `${url} holds ${secret === TEST_ADMIN_PASSWORD ? 'the admin password' : secret.slice(0, 16)}`).toBe(
        false,
      );
  }
});

test.describe('signing in and out', () => {
  test('a wrong password is refused at the field; the right one signs in, keeps the token for this tab only, and Logout ends it on the server', async ({
    page,
    context,
    browser,
    request,
  }) => {
    await page.goto('/admin');
    await expect(loginHeading(page)).toBeVisible();
    await expect(passwordField(page)).toBeFocused();

    // One wrong try (failed logins are limited per address).
    await passwordField(page).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(page)).toHaveAccessibleDescription(ADMIN_MESSAGES.invalidPassword);
    await expect(toastTitled(page, ADMIN_MESSAGES.invalidPassword)).toBeVisible();
    await expect(loginHeading(page)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await passwordField(page).fill(TEST_ADMIN_PASSWORD);
    await expect(passwordField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(toastTitled(page, ADMIN_MESSAGES.loggedIn)).toBeVisible();
    const token = await storedToken(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/admin/orders', { headers: bearer })).status()).toBe(200);

    // sessionStorage belongs to the tab: a new tab, or another browser profile, starts at the login screen.
    const otherTab = await context.newPage();
    await otherTab.goto('/admin');
    await expect(loginHeading(otherTab)).toBeVisible();
    await expect(dashboardHeading(otherTab)).toHaveCount(0);
    expect(await storedToken(otherTab)).toBeNull();
    await otherTab.close();
    const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/admin');
    await expect(loginHeading(otherPage)).toBeVisible();
    await otherContext.close();

    // The signed-in tab keeps its session over a reload.
    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();

    const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    expect((await request.get('/api/admin/orders', { headers: bearer })).status()).toBe(401);

    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
  });

  test('a token the server does not know sends the admin back to sign in, saying the session ended', async ({ page, request }) => {
    expect((await request.get('/api/admin/orders', { headers: { Authorization: `Bearer ${UNKNOWN_TOKEN}` } })).status()).toBe(401);
    await page.goto('/');
    await page.evaluate(([key, token]) => sessionStorage.setItem(key!, token!), [ADMIN_AUTH_KEY, UNKNOWN_TOKEN]);

    await page.goto('/admin?tab=orders');
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ordered Songs' })).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('an expired session sends the admin back to sign in, saying the session ended', async ({ page, shop, db, request }) => {
    const token = await adminToken(shop);
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/admin/orders', { headers: bearer })).status()).toBe(200);
    // The session's 12 hours are over (the server keeps only the token's SHA-256).
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const expired = await db((d) =>
      d
        .prepare('UPDATE admin_sessions SET expires_at = ? WHERE token_hash = ?')
        .run(new Date(Date.now() - 60_000).toISOString(), tokenHash),
    );
    expect(expired.changes).toBe(1);
    expect((await request.get('/api/admin/orders', { headers: bearer })).status()).toBe(401);

    await page.goto('/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [ADMIN_AUTH_KEY, token]);
    await page.goto('/admin?tab=orders');
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(loginHeading(page)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // Signing in again from there works, and the notice goes.
    await passwordField(page).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ordered Songs' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });
});
