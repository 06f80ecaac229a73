// Journey: a visitor on a phone opens a page whose code does not arrive (the connection dropped, or the shop was
// updated and the old code is gone; offline, a page this device never opened). The shop's header and footer stay,
// the page says what happened and offers "Try again" and Home; trying again, or coming back online, opens the page.
import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { appStarted, expect, test } from './fixtures';

// These requests are the page's own: the service worker would answer (and cache) them out of the test's reach.
test.use({ serviceWorkers: 'block' });

const CONTACT_CHUNK = /\/assets\/ContactPage-[^/]+\.js$/;
const CONTACT_HEADING = 'We’d love to hear from you';

/** Refuses the contact page's code, as a dropped connection would, until the returned function is called. */
async function refuseContactCode(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
  await page.route(CONTACT_CHUNK, refuse);
  return () => page.unroute(CONTACT_CHUNK, refuse);
}

async function openContactFromFooter(page: Page) {
  await page.goto('/how-it-works');
  await appStarted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
}

test('a page whose code does not arrive says so inside the shop, and Try again opens it', async ({ page }) => {
  const allow = await refuseContactCode(page);
  await openContactFromFooter(page);

  const failed = page.getByRole('heading', { level: 1, name: 'We couldn’t load this page' });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('The connection may have dropped, or the shop has just been updated.')).toBeVisible();
  // The shop is still around it, and focus went to the page's heading as for any page opened in the app.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(failed).toBeFocused();
  expect(await page.title()).toMatch(/^We couldn’t load this page \| /);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('page-failed-390.png') });

  // Home leaves it; the page fails again when opened again, until the code can come.
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give them a song that could only be about the two of you' })).toBeVisible();
  await page.goBack();
  await expect(failed).toBeVisible();

  await allow();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_HEADING })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('offline, a page this device never opened says it will open once back online, and does', async ({ page, context }) => {
  const allow = await refuseContactCode(page);
  await openContactFromFooter(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t load this page' })).toBeVisible();
  // The same page opened again offline (React keeps the failed import: the page is the same error).
  await context.setOffline(true);
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await page.goBack();
  const offline = page.getByRole('heading', { level: 1, name: 'This page isn’t on this device yet' });
  await expect(offline).toBeVisible();
  await expect(page.getByText('It will open by itself once you’re back online.')).toBeVisible();

  await allow();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_HEADING })).toBeVisible();
  await expect(offline).toHaveCount(0);
});
