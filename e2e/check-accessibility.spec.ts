// Accessibility, checked by axe-core in the browser at phone size: every public page, each step of the order
// wizard (also with an error message showing) and every admin tab have no serious or critical violation; and at
// 320 px each of them reflows without sideways scrolling (WCAG 1.4.10).
import type { Page } from '@playwright/test';
import { INDEXABLE_ROUTES } from '../shared/routes';
import { seriousViolations } from './accessibility';
import { expect, signInAsAdmin, test } from './fixtures';
import { adminToken } from '../testing/admin';
import { deliveredOrder } from '../testing/reviews';
import { expectStep, fillWho, songOrder, uniqueEmail, wizard } from './orderWizard';

// Every page a visitor can land on: the indexable ones, and those reached from a mail, a payment or a typo.
const PUBLIC_PAGES = [
  ...INDEXABLE_ROUTES,
  '/home',
  '/free-song-success',
  '/thank-you',
  '/checkout-pending',
  '/unsubscribe',
  '/video-reaction/0123456789abcdef0123456789abcdef',
  '/no-such-page',
  '/admin',
];

const ADMIN_TABS = ['samples', 'orders', 'board', 'chat', 'videos', 'settings', 'team'];

const NARROW = { width: 320, height: 640 };

/** The page is no wider than the 320 px screen (nor has it widened the layout viewport to fit something wider). */
async function expectReflowsAt320(page: Page) {
  await page.setViewportSize(NARROW);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const widths = await page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
  expect(widths, 'nothing is wider than 320 px').toEqual({ layout: NARROW.width, content: NARROW.width });
}

async function settled(page: Page, { streams = false } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // What the page shows once its requests are answered (a toast saying a record was not found) is there too
  // (the admin keeps a live stream open: its network never idles, its lists are awaited by the caller),
  if (!streams) await page.waitForLoadState('networkidle');
  // and entrance transitions have finished before colours are measured (a fading toast is not its real contrast).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  // A toast that arrived meanwhile (the sign-in's) is measured once it is fully shown.
  await page.waitForFunction(() => [...document.querySelectorAll('.toast')].every((el) => getComputedStyle(el).opacity === '1'));
}

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expectReflowsAt320(page);
  });
}

test('a delivered order’s page and its song’s page, reached from the mails, have no serious accessibility violation', async ({
  page,
  shop,
}) => {
  const order = await deliveredOrder(shop, await adminToken(shop), { email: uniqueEmail('ada') });
  const view = (await (await fetch(`${shop.url}/api/orders/${order.token}`)).json()) as { songPageUrl: string };
  for (const path of [`/order/${order.token}`, new URL(view.songPageUrl, shop.url).pathname]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page), path).toEqual([]);
    await expectReflowsAt320(page);
  }
});

test('each step of the order wizard, and an error message on it, has no serious accessibility violation', async ({ page }) => {
  await page.goto('/create-song');
  await expectStep(page, 1);
  expect(await seriousViolations(page), 'step 1').toEqual([]);
  await fillWho(page, songOrder());
  await wizard(page).continue.click();
  await expectStep(page, 2);
  expect(await seriousViolations(page), 'step 2').toEqual([]);
  await wizard(page).story.fill('We met on a rainy Tuesday at the bus stop, and she laughed at my umbrella.');
  await wizard(page).continue.click();
  await expectStep(page, 3);
  expect(await seriousViolations(page), 'step 3').toEqual([]);
  await wizard(page).email.fill('not-an-address');
  await wizard(page).email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await seriousViolations(page), 'step 3 with an error').toEqual([]);
});

for (const tab of ADMIN_TABS) {
  test(`the admin's ${tab} tab has no serious accessibility violation`, async ({ page }) => {
    await signInAsAdmin(page, `/admin?tab=${tab}`);
    await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').first().getByRole('heading').first()).toBeVisible();
    await settled(page, { streams: true });
    expect(await seriousViolations(page)).toEqual([]);
    await expectReflowsAt320(page);
  });
}
