// Journey: a visitor on a phone sees the public pages before any script has run: React takes over the prerendered
// HTML without a mismatch (the server's elements stay, no hydration warning) and the page then works; with
// JavaScript off, / is the real, styled landing page; and every public page reloads offline once the app is installed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney } from '../shared/money';
import type { PublicConfig } from '../shared/api-types';
import { NOT_FOUND_PAGE, PRERENDER_DATA_ID, PRERENDERED_ROUTES } from '../shared/prerender';
import { adminToken, paidOrder } from '../testing/admin';
import { storedOrder } from '../testing/orders';
import { deliveredOrder } from '../testing/reviews';
import { expect, pagePrerendered, test, waitForServiceWorker, type ShopDatabase } from './fixtures';
import type { TestShop } from '../testing/testServer';
import { scrollsSideways } from './geometry';

/** Each prerendered route's main heading (from its page component), and the address it is visited at. */
const PAGES: Record<string, { h1: string; address?: string }> = {
  '/': { h1: 'Give them a song that could only be about the two of you' },
  '/home': { h1: 'Give them a song that could only be about the two of you' },
  '/hero': { h1: 'Bring Their Heart to Tears' },
  '/faq': { h1: 'Frequently asked questions' },
  '/how-it-works': { h1: 'From your story to their song' },
  '/sample-songs': { h1: 'Hear what a story sounds like' },
  '/contact': { h1: 'We’d love to hear from you' },
  '/free-song': { h1: 'Get a personalized song, free' },
  '/create-song': { h1: "Let's start with the heart of it" },
  '/privacy-policy': { h1: 'Privacy Policy' },
  '/terms-of-service': { h1: 'Terms of Service' },
  [NOT_FOUND_PAGE]: { h1: 'Page not found', address: '/no-such-page' },
};
const addressOf = (route: string) => PAGES[route]!.address ?? route;

/** What React says when the browser's first render differs from the server's HTML (development and production wording). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|423|425)|react\.dev\/errors\/(418|419|423|425)/i;

/** Whether React has taken over this element (hydration attaches its fiber to each element it adopts). */
function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

/**
 * Attributes the server wrote that differ from what React rendered in the browser. React's production build neither
 * reports nor repairs them, so they are read here: each element React adopted keeps its props beside it.
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('#root *')) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const [prop, value] of Object.entries(props)) {
        const attribute = prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
        if (!/^(id|class|for|href|role|aria-[a-z]+)$/.test(attribute)) continue;
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const actual = el.getAttribute(attribute);
        if (actual !== String(value)) found.push(`<${el.localName}> ${attribute}="${actual}", React rendered "${String(value)}"`);
      }
    }
    return found;
  });
}

/**
 * Notes what the page says (its console and its errors), and keeps the h1 the server sent, as the parser creates it,
 * to compare with the one on screen once React has taken the page over.
 */
async function watchTakeOver(page: Page): Promise<string[]> {
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const keep = new MutationObserver(() => {
      const h1 = document.querySelector('#root h1');
      if (!h1) return;
      (window as unknown as { serverHeading: Element }).serverHeading = h1;
      keep.disconnect();
    });
    keep.observe(document, { childList: true, subtree: true });
  });
  return said;
}

/** Whether React kept the server's h1: a mismatch would have made it render the page afresh. */
function serverHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('#root h1') === (window as unknown as { serverHeading?: Element }).serverHeading);
}

test('the sheet the pages are checked against lists every prerendered route', () => {
  expect(Object.keys(PAGES).sort()).toEqual([...PRERENDERED_ROUTES].sort());
});

test.describe('hydrating the prerendered pages', () => {
  // The service worker answers navigations with the app shell: these tests are about the server's HTML.
  test.use({ serviceWorkers: 'block' });

  for (const route of PRERENDERED_ROUTES) {
    test(`${route} is taken over without a mismatch and then works`, async ({ page, request }) => {
      await pagePrerendered(request);
      const said = await watchTakeOver(page);

      await page.goto(addressOf(route));
      await expect(page.locator(`#${PRERENDER_DATA_ID}`)).toBeAttached();
      const heading = page.getByRole('heading', { level: 1, name: PAGES[route]!.h1 });
      await expect(heading).toBeVisible();
      await expect.poll(() => hydrated(heading), { timeout: 15_000 }).toBe(true);
      expect(await serverHeadingKept(page)).toBe(true);
      expect(await attributeMismatches(page)).toEqual([]);
      // The page's stylesheets, inlined, are named by disabled links, and the app does not load them again: added
      // after the inlined ones, the base styles would undo the page's overrides (the /hero header moved 32 px).
      const styles = await page.evaluate(() => {
        const hrefs = (selector: string) => [...document.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.href);
        const inlined = hrefs('link[rel="stylesheet"][disabled]');
        return {
          inlined: inlined.length,
          loadedAgain: hrefs('link[rel="stylesheet"]:not([disabled])').filter((href) => inlined.includes(href)),
          // Nor does the browser fetch what the links name (Chromium 150 fetches a link that is only disabled).
          fetched: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => inlined.includes(name)),
        };
      });
      expect(styles.inlined).toBeGreaterThan(0);
      expect(styles.loadedAgain).toEqual([]);
      expect(styles.fetched).toEqual([]);

      // Interactive: the menu opens, or (on the free-song page and the wizard, which have no menu) the logo or the
      // close button leads home within the app.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      if (route === '/free-song' || route === '/create-song') {
        await page.getByRole('link', { name: route === '/free-song' ? 'Serenade home' : 'Close, back to home' }).click();
        await expect(page.getByRole('heading', { level: 1, name: PAGES['/']!.h1 })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
      } else {
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await expect.poll(() => hydrated(menuButton)).toBe(true);
        await menuButton.click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no page load in between').toBe(true);

      expect(said.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
    });
  }

  test('a visitor who scrolls the page before its scripts run stays where they scrolled to', async ({ page, request }) => {
    await pagePrerendered(request);
    // Hold the app's scripts until the visitor has scrolled, as a slow phone link would.
    let release!: () => void;
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: PAGES['/']!.h1 });
    await expect(heading).toBeVisible();
    const top = 1500;
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
    release();

    await expect.poll(() => hydrated(heading), { timeout: 15_000 }).toBe(true);
    // The buy bar shows once the page's effects have run and the hero's buttons are out of view: still scrolled down.
    await expect(page.getByRole('complementary', { name: 'Order your song' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
  });

  test('a page rendered before the latest change shows it once its code has come, even after the browser fell idle', async ({
    page,
    request,
  }) => {
    await pagePrerendered(request);
    // The server renders its pages again a moment after an admin's change: a visit in that moment gets the page
    // as it was. Here, that page is /sample-songs with a song under its old title, in its HTML and its data alike.
    const songs = (await (await request.get('/api/sample-songs')).json()) as { title: string }[];
    const renamed = songs.find((song) => /^[A-Za-z ]+$/.test(song.title))!.title;
    const oldTitle = 'Title Before The Change';
    const html = (await (await request.get('/sample-songs')).text()).replaceAll(renamed, oldTitle);
    expect(html).toContain(oldTitle);
    await page.route(
      (url) => url.pathname === '/sample-songs',
      (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    // Count the idle moments that have run, and hold the page's own code, as a slow link would, until two have.
    await page.addInitScript(() => {
      const counted = window as unknown as { idleRuns: number };
      counted.idleRuns = 0;
      const original = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (run, options) =>
        original((deadline) => {
          run(deadline);
          counted.idleRuns += 1;
        }, options);
    });
    let release!: () => void;
    const idle = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SampleSongsPage-[^/]+\.js$/, async (route) => {
      await idle;
      await route.continue();
    });

    await page.goto('/sample-songs');
    const stale = page.getByRole('heading', { name: oldTitle, exact: true });
    await expect(stale).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { idleRuns: number }).idleRuns), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    release();

    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
    await expect(stale).toHaveCount(0);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a first visit to / at 390 px shows the real, styled landing page', async ({ page, request }, testInfo) => {
    await pagePrerendered(request);
    const config = (await (await request.get('/api/config')).json()) as PublicConfig;
    const offer = config.offers.landing;

    await page.goto('/');
    expect(page.viewportSize()?.width).toBe(390);
    await expect(page.getByRole('heading', { level: 1, name: PAGES['/']!.h1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Song' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Serenade home' })).toBeVisible();
    const shot = testInfo.outputPath('landing-without-javascript.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('the first screen without JavaScript', { path: shot, contentType: 'image/png' });

    const pricing = page.getByTestId('pricing-card');
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing).toContainText(formatMoney(offer.priceCents, offer.currency));
    const create = pricing.getByRole('link', { name: 'Create Your Song' });
    await expect(create).toBeVisible();
    await expect(create).toHaveAttribute('href', '/create-song?fresh=true&offer=landing');
    await testInfo.attach('the price without JavaScript', { body: await pricing.screenshot(), contentType: 'image/png' });

    // Styled by the page's own stylesheets: the display face on the heading, a button that looks like one, nothing wider than the phone.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Fraunces/);
    await expect(create).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('the pages a mail leads to', () => {
  // A first visit: the server's HTML, not the worker's shell.
  test.use({ serviceWorkers: 'block' });

  /** How often the page fetched each address ending in one of `paths`, and what first asked for it. */
  const fetched = (page: Page, paths: string[]) =>
    page.evaluate(
      (wanted) =>
        wanted.map((path) => {
          const entries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path);
          return { path, times: entries.length, by: (entries[0] as PerformanceResourceTiming | undefined)?.initiatorType };
        }),
      paths,
    );

  /** Opens a private page, keeping the h1 the server sent, and checks React took the page over as it was. */
  async function takenOverAsSent(page: Page, address: string, h1: string) {
    const said = await watchTakeOver(page);
    await page.goto(address);
    // Rendered for this visit: the page itself, not the frame that waits for the app.
    await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
    const heading = page.getByRole('heading', { level: 1, name: h1 });
    await expect(heading).toBeVisible();
    await expect.poll(() => hydrated(heading), { timeout: 15_000 }).toBe(true);
    expect(await serverHeadingKept(page)).toBe(true);
    expect(await attributeMismatches(page)).toEqual([]);
    expect(said.filter((line) => HYDRATION_TROUBLE.test(line))).toEqual([]);
  }

  /** Once the pages are prerendered: a delivered order for Nora, its token and its song's. */
  async function songForNora(request: APIRequestContext, shop: TestShop, db: ShopDatabase) {
    await pagePrerendered(request);
    const { id, token } = await deliveredOrder(shop, await adminToken(shop), { recipientName: 'Nora' });
    const row = await db((d) => d.prepare('SELECT delivery_token FROM orders WHERE id = ?').get<{ delivery_token: string }>(id));
    return { token, songToken: row!.delivery_token };
  }

  test('an order’s page and its song’s page come rendered for their visitor, taken over without a mismatch or a request for their data', async ({
    page,
    request,
    shop,
    db,
  }) => {
    const { token, songToken } = await songForNora(request, shop, db);

    // Before any script: the page's words and its review form are in the HTML, with the answers it was drawn from.
    const html = await (await request.get(`/order/${token}`)).text();
    expect(html).toContain('Listen to your song');
    expect(html).toContain('How was your song?');
    expect(html).toMatch(/"queries":\[\[\["\/api\/orders\/:token","[^"]+"\]/);

    await takenOverAsSent(page, `/order/${token}`, 'A song for Nora');
    await expect(page.getByTestId('delivered')).toContainText('Delivered');
    // The page came with its order and its review's state: the app asked for neither.
    expect(await fetched(page, [`/api/orders/${token}`, `/api/orders/${token}/review`])).toEqual([
      { path: `/api/orders/${token}`, times: 0, by: undefined },
      { path: `/api/orders/${token}/review`, times: 0, by: undefined },
    ]);
    // Its styles were inlined, and the app's loader found them there rather than adding them again.
    expect(await page.locator('link[rel="stylesheet"][href*="/OrderPage-"]').count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"][href*="/OrderPage-"]').getAttribute('type')).toBe('text/x-inlined-css');

    await takenOverAsSent(page, `/song/${songToken}`, 'A song for Nora');
    // One robots line: the page's own words in the server's.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(await fetched(page, [`/api/songs/${songToken}`])).toEqual([{ path: `/api/songs/${songToken}`, times: 0, by: undefined }]);
  });

  test('a page the server rendered for another address (a proxy’s) is taken over as sent, then links to the browser’s own', async ({
    page,
    request,
    shop,
    db,
  }) => {
    const { songToken } = await songForNora(request, shop, db);
    // The page as a server behind a proxy would have written it: every address it wrote in full is the proxy's view.
    const own = new URL(shop.url).origin;
    const other = 'https://proxy.example';
    const sent = (await (await request.get(`/song/${songToken}`)).text())
      .replaceAll(own, other)
      .replaceAll(encodeURIComponent(own), encodeURIComponent(other));
    expect(sent).toContain(`"origin":"${other}"`);
    expect(sent).toContain(`u=${encodeURIComponent(`${other}/song/`)}`);
    await page.route(
      (url) => url.pathname === `/song/${songToken}`,
      (route) => route.fulfill({ body: sent, contentType: 'text/html; charset=utf-8' }),
    );
    await takenOverAsSent(page, `/song/${songToken}`, 'A song for Nora');
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      new RegExp(`u=${encodeURIComponent(`${own}/song/`)}`),
    );
    expect(await attributeMismatches(page)).toEqual([]);
  });

  test('an order still being made, counting down to its promise, is taken over as it was sent', async ({ page, request, shop }) => {
    await pagePrerendered(request);
    const id = await paidOrder(shop, { recipientName: 'Sam' });
    const token = (await storedOrder(shop, id))!.public_token;
    await takenOverAsSent(page, `/order/${token}`, 'A song for Sam');
    await expect(page.getByTestId('countdown')).toBeVisible();
    await expect(page.getByRole('button', { name: /Notify me/ })).toBeVisible();
  });

  test('a link to no order gets the page’s frame, and the app says so', async ({ page, request }) => {
    await pagePrerendered(request);
    const html = await (await request.get('/order/no-such-order')).text();
    expect(html).toContain('<div id="root" data-frame>');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/orders/no-such-order">');
    await page.goto('/order/no-such-order');
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this order' })).toBeVisible();
  });
});

test('every public page reloads offline once the service worker has it', async ({ page, context, request }) => {
  // Thirty-nine page loads (each page online, then offline and reloaded): more than the default minute on a loaded
  // CI machine (it ran out at the last page), so three minutes. Still no timing assertion: it waits for each heading.
  test.slow();
  await pagePrerendered(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PAGES['/']!.h1 })).toBeVisible();
  await waitForServiceWorker(page);
  for (const route of PRERENDERED_ROUTES) {
    await page.goto(addressOf(route));
    await expect(page.getByRole('heading', { level: 1, name: PAGES[route]!.h1 })).toBeVisible();
  }

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health', { cache: 'no-store' }).then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  for (const route of PRERENDERED_ROUTES) {
    await reloadOffline(page, addressOf(route), PAGES[route]!.h1);
  }
});

async function reloadOffline(page: Page, address: string, h1: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: h1 }), `${address} offline`).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: h1 }), `${address} reloaded offline`).toBeVisible();
}
