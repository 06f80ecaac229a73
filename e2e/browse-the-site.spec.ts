// Journey: a visitor browses the site: header and footer per route, the 404 page, scroll-to-top, the mobile drawer, the home
// page's header and buy bar, /hero's own header on a phone.
import type { Page } from '@playwright/test';
import { expect, pressBeforeTheApp, test } from './fixtures';
import { boxOf, scrollsSideways } from './geometry';

const WITH_CHROME = [
  '/',
  '/home',
  '/faq',
  '/how-it-works',
  '/sample-songs',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/thank-you',
  '/checkout-pending',
  '/admin',
  '/no-such-page',
];
const WITHOUT_CHROME = ['/create-song', '/hero', '/free-song', '/free-song-success', '/video-reaction/abc123', '/video-test'];

/** The page has rendered (every page, the 404 page included, has one h1), so an absent header means hidden, not "not yet". */
async function pageRendered(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

function alphaOf(color: string): number {
  const rgba = /rgba?\(([^)]+)\)/.exec(color);
  if (!rgba) return 1;
  const parts = rgba[1]!.split(',').map((p) => p.trim());
  return parts.length === 4 ? Number(parts[3]) : 1;
}

test.describe('the shared header and footer', () => {
  for (const route of WITH_CHROME) {
    test(`are shown on ${route}`, async ({ page }) => {
      await page.goto(route);
      await pageRendered(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Serenade home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const route of WITHOUT_CHROME) {
    test(`are hidden on ${route}`, async ({ page }) => {
      await page.goto(route);
      await pageRendered(page);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('header.site-header')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Pages without the shared chrome may have a slim bar and footer of their own, never the shop's.
      await expect(page.locator('footer.site-footer')).toHaveCount(0);
    });
  }
});

test.describe('page addresses', () => {
  // The service worker answers navigations with the app shell; these tests are about what the server says.
  test.use({ serviceWorkers: 'block' });

  test('an unknown path shows the 404 page and the server answers it with status 404', async ({ page }) => {
    for (const path of ['/no-such-page', '/faq/extra', '/sample-songs/nope/deeper']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('the built routes answer 200 and do not show the 404 page', async ({ page }) => {
    for (const path of [
      '/',
      '/home',
      '/hero',
      '/faq',
      '/how-it-works',
      '/sample-songs',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await pageRendered(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    }
  });

  test('/samples redirects to /sample-songs', async ({ page, baseURL }) => {
    await page.goto('/samples');
    await expect(page).toHaveURL(`${baseURL}/sample-songs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hear what a story sounds like' })).toBeVisible();
  });
});

test('following a footer link opens the next page at its top', async ({ page }) => {
  await page.goto('/terms-of-service');
  await pageRendered(page);
  const scrolledTo = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(scrolledTo).toBeGreaterThan(500);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The new page is tall enough to have kept the old position: the top is the app's doing, not the browser clamping.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(scrolledTo);
});

test.describe('the mobile menu', () => {
  test('opens a dialog with the links, and Escape closes it and returns focus to the menu button', async ({ page }) => {
    await page.goto('/faq');
    await pageRendered(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    // At 390 px the header's own links are hidden: the drawer holds them.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeHidden();
    await menuButton.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['How it works', '/how-it-works'],
      ['Sample songs', '/sample-songs'],
      ['Start Your Song', '/create-song?fresh=true'],
    ] as const) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on the menu button before the app’s code has come opens the drawer once it has', async ({ browser, shop }) => {
    await pressBeforeTheApp(
      browser,
      shop,
      '/faq',
      (page) => page.getByRole('button', { name: 'Open menu' }).click(),
      async (page) => {
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
      },
    );
  });

  test('following a link in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/faq');
    await pageRendered(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Sample songs', exact: true }).click();

    await expect(page).toHaveURL(/\/sample-songs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hear what a story sounds like' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('at desktop width the links sit in the header and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await pageRendered(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['How it works', '/how-it-works'],
      ['Sample songs', '/sample-songs'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Start Your Song' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'How it works', exact: true }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From your story to their song');
  });
});

test.describe("the home page's header", () => {
  test('is transparent over the hero and turns solid once the page scrolls', async ({ page }) => {
    await page.goto('/');
    await pageRendered(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveClass(/site-header--clear/);
    await expect.poll(async () => alphaOf(await header.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).not.toHaveClass(/site-header--clear/);
    await expect.poll(async () => alphaOf(await header.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeGreaterThan(0.9);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveClass(/site-header--clear/);
    await expect.poll(async () => alphaOf(await header.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(0);
  });

  test('is solid at the top of other pages', async ({ page }) => {
    await page.goto('/faq');
    await pageRendered(page);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/site-header--clear/);
    await expect.poll(async () => alphaOf(await header.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeGreaterThan(0.9);
  });
});

test.describe('on a phone (390 px)', () => {
  test("the home page's buy bar is opaque, and at full scroll the footer's last line ends above it", async ({ page }) => {
    await page.goto('/');
    await pageRendered(page);
    const viewport = page.viewportSize()!;
    const bar = page.getByRole('complementary', { name: 'Order your song' });
    const lastLine = page.getByRole('contentinfo').getByText('Made with love, one story at a time.');
    const toTheEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toTheEnd();
    // The bar slides in, and sections below the fold may load and lengthen the page: go to the end until both settle.
    await expect
      .poll(async () => {
        await toTheEnd();
        const box = await boxOf(bar);
        return Math.round(box.y + box.height);
      })
      .toBe(viewport.height);
    expect(alphaOf(await bar.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(1);
    await expect
      .poll(
        async () => {
          await toTheEnd();
          const line = await boxOf(lastLine);
          return line.y + line.height - (await boxOf(bar)).y;
        },
        { message: "the footer's last line ends above the bar" },
      )
      .toBeLessThanOrEqual(0);
  });

  test('/hero fits its header on one row, with the button in view and room above the logo', async ({ page }) => {
    await page.goto('/hero');
    await pageRendered(page);
    const viewport = page.viewportSize()!;
    const logo = page.getByRole('link', { name: 'Serenade home' });
    const cta = page.getByRole('link', { name: 'Create Your Song', exact: true });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(cta).toBeVisible();
    await expect(menuButton).toBeVisible();
    const boxes = await Promise.all([logo, cta, menuButton].map(boxOf));
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(Math.abs(middle(box) - middle(boxes[0]!)), 'one row').toBeLessThanOrEqual(2);
    }
    expect(boxes[0]!.y, 'the logo keeps clear of the top edge').toBeGreaterThanOrEqual(12);
    expect(boxes[0]!.x + boxes[0]!.width, 'logo, then the button').toBeLessThanOrEqual(boxes[1]!.x);
    expect(boxes[1]!.x + boxes[1]!.width, 'the button, then the menu').toBeLessThanOrEqual(boxes[2]!.x);
    expect(await scrollsSideways(page)).toBe(false);

    // The page's links wait in the menu.
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['FAQ', 'How it works', 'Sample songs']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
