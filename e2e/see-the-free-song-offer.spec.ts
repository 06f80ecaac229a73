// Journey: a visitor sees (or does not see) the free-song offer in the header, drawer and footer, per the free_song_enabled setting.
import type { Page } from '@playwright/test';
import { expect, test, type ShopDatabase } from './fixtures';

const SETTING = 'free_song_enabled';
const SETTING_PATH = `/api/settings/${SETTING}`;

interface SettingRow {
  key: string;
  value: string;
  description: string | null;
  updated_at: string;
}

// page.route must see every settings call; a service worker would answer some of them itself.
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

let original: SettingRow | undefined;

test.beforeEach(async ({ db }) => {
  original = await db((d) => d.prepare('SELECT key, value, description, updated_at FROM settings WHERE key = ?').get<SettingRow>(SETTING));
  // The seed turns the offer on; every test starts from there.
  expect(original?.value).toBe('true');
});

test.afterEach(async ({ db }) => {
  await db(async (d) => {
    await d.prepare('DELETE FROM settings WHERE key = ?').run(SETTING);
    if (original) {
      const { key, value, description, updated_at } = original;
      await d
        .prepare('INSERT INTO settings (key, value, description, updated_at) VALUES (?, ?, ?, ?)')
        .run(key, value, description, updated_at);
    }
  });
});

async function setSetting(db: ShopDatabase, value: string): Promise<void> {
  await db((d) => d.prepare('UPDATE settings SET value = ? WHERE key = ?').run(value, SETTING));
}

/**
 * Loads a page and waits until its free-song setting call has finished (or failed) and the page has had a turn
 * to render the answer, so that "no link" means the app hid it rather than that the answer had not come yet.
 */
async function openAndSettle(page: Page, path: string) {
  const settled = Promise.race([
    page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === SETTING_PATH),
    page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === SETTING_PATH),
  ]);
  await page.goto(path);
  await settled;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One task and two frames after the answer: the page gives no sign of having applied it when the answer is
  // "hidden" (nothing changes), so this turn of the page's loop stands in for that sign. Not a time: no delay.
  await page.evaluate(
    // eslint-disable-next-line no-restricted-syntax
    () => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0)),
  );
}

const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'GET a FREE SONG' });
const footerLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Free Song Offer' });

async function expectOfferHidden(page: Page) {
  await expect(headerLink(page)).toHaveCount(0);
  await expect(page.getByTestId('free-song-link')).toHaveCount(0);
  await expect(footerLink(page)).toHaveCount(0);
  // The rest of the navigation is there: only the offer is missing.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' })).toBeVisible();
}

test('the header and footer offer a free song when the setting is "true"', async ({ page }) => {
  await openAndSettle(page, '/faq');
  await expect(headerLink(page)).toBeVisible();
  await expect(headerLink(page)).toHaveAttribute('href', '/free-song');
  await expect(page.getByTestId('free-song-link')).toBeVisible();
  await expect(footerLink(page)).toBeVisible();
  await expect(footerLink(page)).toHaveAttribute('href', '/free-song');
});

test('the offer is hidden when the setting is "false"', async ({ page, db }) => {
  await setSetting(db, 'false');
  await openAndSettle(page, '/faq');
  await expectOfferHidden(page);
});

test('the offer is hidden when the setting is anything but "true"', async ({ page, db }) => {
  await setSetting(db, 'TRUE ');
  await openAndSettle(page, '/faq');
  await expectOfferHidden(page);
});

test('the offer is hidden when the setting has no row', async ({ page, db, request }) => {
  await db((d) => d.prepare('DELETE FROM settings WHERE key = ?').run(SETTING));
  expect((await request.get(SETTING_PATH)).status()).toBe(404);
  await openAndSettle(page, '/faq');
  await expectOfferHidden(page);
});

test('the offer is hidden when the settings call answers 500', async ({ page }) => {
  await page.route(`**${SETTING_PATH}`, (route) => route.fulfill({ status: 500 }));
  await openAndSettle(page, '/faq');
  await expectOfferHidden(page);
});

test('the offer is hidden when the settings call fails on the network', async ({ page }) => {
  await page.route(`**${SETTING_PATH}`, (route) => route.abort());
  await openAndSettle(page, '/faq');
  await expectOfferHidden(page);
});

test('turning the setting off hides the offer on the next visit', async ({ page, db }) => {
  await openAndSettle(page, '/faq');
  await expect(headerLink(page)).toBeVisible();

  await setSetting(db, 'false');
  await openAndSettle(page, '/how-it-works');
  await expectOfferHidden(page);
});

test.describe('in the mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer offers a free song when the setting is "true"', async ({ page }) => {
    await openAndSettle(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'GET a FREE SONG' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/free-song');
  });

  test('the drawer has no free-song link when the setting is "false"', async ({ page, db }) => {
    await setSetting(db, 'false');
    await openAndSettle(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'GET a FREE SONG' })).toHaveCount(0);
  });
});
