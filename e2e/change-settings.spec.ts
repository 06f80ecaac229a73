// Journey: an admin changes the shop's settings from a phone: the Free Song Link switch and the order wizard's price.
import type { Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../shared/schemas/admin';
import { appStarted, expect, signInAsAdmin, test, type ShopDatabase } from './fixtures';
import { fillWizard, onTestCheckout, ordersFor, songOrder, wizard } from './orderWizard';
import type { OffersTable } from '../api/db/schema';

// Settings and offers are shown on every page: this file keeps off the customer journeys' shop (and puts back what it changed).
// page.waitForResponse must see the settings calls themselves; a service worker would answer some of them.
test.use({ changesTheShop: true, serviceWorkers: 'block' });

const SETTING = 'free_song_enabled';
const SETTING_PATH = `/api/settings/${SETTING}`;
const SETTINGS_TAB = '/admin?tab=settings';

interface SettingRow {
  key: string;
  value: string;
  description: string | null;
  updated_at: string;
}

/** An offers row as stored (snake_case columns). */
type OfferRow = OffersTable;

let savedSetting: SettingRow | undefined;
let savedOffers: OfferRow[] = [];

test.beforeEach(async ({ db }) => {
  savedSetting = await db((d) =>
    d.prepare('SELECT key, value, description, updated_at FROM settings WHERE key = ?').get<SettingRow>(SETTING),
  );
  savedOffers = await db((d) => d.prepare('SELECT * FROM offers').all<OfferRow>());
  // The seed stores the wizard's offer at the spec's $79; the price tests start from there.
  expect(savedOffers.find((o) => o.page === 'wizard')?.price_cents).toBe(7_900);
});

test.afterEach(async ({ db }) => {
  await db(async (d) => {
    await d.prepare('DELETE FROM settings WHERE key = ?').run(SETTING);
    if (savedSetting) {
      const { key, value, description, updated_at } = savedSetting;
      await d
        .prepare('INSERT INTO settings (key, value, description, updated_at) VALUES (?, ?, ?, ?)')
        .run(key, value, description, updated_at);
    }
    await d.prepare('DELETE FROM offers').run();
    const insert = d.prepare(
      `INSERT INTO offers (page, price_cents, compare_at_cents, delivery_hours, rush_hours, rush_fee_cents, currency, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const row of savedOffers)
      await insert.run(
        row.page,
        row.price_cents,
        row.compare_at_cents,
        row.delivery_hours,
        row.rush_hours,
        row.rush_fee_cents,
        row.currency,
        row.updated_at,
      );
  });
});

const storedSetting = (db: ShopDatabase) =>
  db(async (d) => (await d.prepare('SELECT value FROM settings WHERE key = ?').get<{ value: string }>(SETTING))?.value);
const storedWizardPrice = (db: ShopDatabase) =>
  db(async (d) => (await d.prepare("SELECT price_cents FROM offers WHERE page = 'wizard'").get<{ price_cents: number }>())!.price_cents);

const freeSongSwitch = (page: Page) => page.getByRole('switch', { name: 'Free Song Link' });
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The toast with this title (and description), as Radix lists it in the notifications region. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Closes the toast on screen, so the next one is known to be new (one toast at a time, same words). */
async function dismissToast(page: Page) {
  // A toast also closes by itself after 5 s: on a loaded machine it may go while the test closes it (the button
  // detaches mid-click). Either way the condition that follows is the one that counts: no toast on screen.
  await notifications(page)
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
}

/**
 * Loads a customer page and waits for its free-song setting call to be answered, so that "no link" means the
 * app hid it rather than that the answer had not come yet.
 */
async function openCustomerPage(page: Page, path: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === SETTING_PATH);
  await page.goto(path);
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The phone's menu drawer, open (the header's own links are hidden below 560 px). */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
  return drawer;
}

const freeSongLinkIn = (scope: Page | Locator) => scope.getByRole('link', { name: 'Get a Free Song' });

test.describe('the Free Song Link switch', () => {
  test('a missing setting reads as off; turning it on and off shows and hides the link for customers and stores true/false', async ({
    page,
    context,
    db,
  }) => {
    await db((d) => d.prepare('DELETE FROM settings WHERE key = ?').run(SETTING));
    await signInAsAdmin(page, SETTINGS_TAB);
    await expect(page.getByRole('heading', { level: 2, name: 'Application Settings' })).toBeVisible();

    const toggle = freeSongSwitch(page);
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription("Disabled · The 'Get a Free Song' link is hidden in the navigation");

    await toggle.click();
    await expectToast(page, 'Success', ADMIN_MESSAGES.settingUpdated);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAccessibleDescription("Enabled · The 'Get a Free Song' link is visible in the navigation");
    expect(await storedSetting(db)).toBe('true');

    // The admin page's own header follows at once (the switch refreshes the shop's copy of the setting).
    await expect(page.getByRole('banner').getByTestId('free-song-link')).toHaveCount(1);

    // A customer on another tab sees the link in the phone menu, leading to the offer.
    const customer = await context.newPage();
    await openCustomerPage(customer, '/faq');
    let drawer = await openMenu(customer);
    await expect(freeSongLinkIn(drawer)).toBeVisible();
    await expect(freeSongLinkIn(drawer)).toHaveAttribute('href', '/free-song');

    await dismissToast(page);
    await toggle.click();
    await expectToast(page, 'Success', ADMIN_MESSAGES.settingUpdated);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription("Disabled · The 'Get a Free Song' link is hidden in the navigation");
    expect(await storedSetting(db)).toBe('false');
    await expect(page.getByRole('banner').getByTestId('free-song-link')).toHaveCount(0);

    // The customer's next visit has no free-song link anywhere, though the rest of the menu is there.
    await openCustomerPage(customer, '/');
    drawer = await openMenu(customer);
    await expect(freeSongLinkIn(drawer)).toHaveCount(0);
    await expect(freeSongLinkIn(customer)).toHaveCount(0);
    await expect(customer.getByTestId('free-song-link')).toHaveCount(0);

    // The admin sees the saved state after a reload too.
    await page.reload();
    await expect(freeSongSwitch(page)).toHaveAttribute('aria-checked', 'false');
  });

  test('the switch toggles from the keyboard with Space and Enter, keeping the focus', async ({ page, db }) => {
    await db((d) => d.prepare('UPDATE settings SET value = ? WHERE key = ?').run('false', SETTING));
    await signInAsAdmin(page, SETTINGS_TAB);
    const toggle = freeSongSwitch(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.focus();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expectToast(page, 'Success', ADMIN_MESSAGES.settingUpdated);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toBeFocused();
    expect(await storedSetting(db)).toBe('true');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toBeFocused();
    await expect.poll(() => storedSetting(db)).toBe('false');
  });
});

test.describe('the offers editor', () => {
  const wizardOffer = (page: Page) => page.getByRole('form', { name: 'Order wizard' });

  test("a new 'Order wizard' price shows in the wizard and is what the next checkout charges", async ({ page, db }) => {
    await signInAsAdmin(page, SETTINGS_TAB);
    const form = wizardOffer(page);
    const price = form.getByLabel('Price (USD)');
    await expect(price).toHaveValue('79');

    await price.fill('85.50');
    await form.getByRole('button', { name: 'Save order wizard' }).click();
    await expectToast(page, 'Success', 'Order wizard prices saved');
    expect(await storedWizardPrice(db)).toBe(8_550);
    await expect(price).toHaveValue('85.50');
    // Only the wizard's page changed.
    await expect(page.getByRole('form', { name: 'Landing page' }).getByLabel('Price (USD)')).toHaveValue('99');

    // The customer's wizard prices the song at the new amount, rush on top...
    const order = songOrder({ rush: true });
    await page.goto('/create-song?fresh=true');
    await fillWizard(page, order);
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByText('$85.50', { exact: true })).toBeVisible();
    await expect(summary.getByText('$114.50', { exact: true })).toBeVisible();

    // ...and the server charges it.
    await wizard(page).goToCart.click();
    await onTestCheckout(page, '$114.50');
    const orders = await ordersFor(db, order.email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total_cents: 11_450, rush_delivery: 1 });
  });

  test('a customer who keeps the shop open sees a changed price on the next page they open once theirs is five minutes old', async ({
    page,
    db,
  }) => {
    await page.clock.install();
    // What the page was rendered with is asked for again once, when it is idle: the owner's change comes after that.
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/config');
    await page.goto('/faq');
    await appStarted(page);
    await refreshed;
    await db((d) => d.prepare("UPDATE offers SET price_cents = 10900 WHERE page = 'landing'").run());
    const configAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/config') configAsked.push(r.url());
    });
    const home = page.getByRole('banner').getByRole('link', { name: /home$/ });
    const buyBar = page.locator('.buy-bar');

    // Within five minutes the home page opens on the price the app has.
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(buyBar).toContainText('$99');
    expect(configAsked).toEqual([]);

    // Later, the next page opened asks again, and shows the owner's price.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    await page.clock.fastForward('05:01');
    await home.click();
    await expect(buyBar).toContainText('$109');
    expect(configAsked.length).toBeGreaterThan(0);
  });

  test('letters, a negative price or a compare-at price below the price are refused beside the field and nothing is saved', async ({
    page,
    request,
    db,
  }) => {
    await signInAsAdmin(page, SETTINGS_TAB);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/admin/offers/')) puts.push(r.url());
    });
    const form = wizardOffer(page);
    const price = form.getByLabel('Price (USD)');
    const compareAt = form.getByLabel('Compare-at price');
    const save = form.getByRole('button', { name: 'Save order wizard' });
    await expect(price).toHaveValue('79');

    for (const bad of ['abc', '-5']) {
      await price.fill(bad);
      await save.click();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription('Enter an amount in dollars, like 79 or 79.99');
      await expect(price).toBeFocused();
    }

    // Typing clears the error; the shared schema's rule about the compare-at price then speaks for its field.
    await price.fill('79');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await compareAt.fill('50');
    await save.click();
    await expect(compareAt).toHaveAttribute('aria-invalid', 'true');
    await expect(compareAt).toHaveAccessibleDescription('The compare-at price must be higher than the price');
    await expect(compareAt).toBeFocused();

    expect(puts, 'a refused form never reaches the server').toEqual([]);
    await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
    expect(await storedWizardPrice(db)).toBe(7_900);
    const config = (await (await request.get('/api/config')).json()) as {
      offers: { wizard: { priceCents: number; compareAtCents?: number } };
    };
    expect(config.offers.wizard.priceCents).toBe(7_900);
    expect(config.offers.wizard.compareAtCents).toBeUndefined();

    await page.reload();
    await expect(wizardOffer(page).getByLabel('Price (USD)')).toHaveValue('79');
    await expect(wizardOffer(page).getByLabel('Compare-at price')).toHaveValue('');
  });
});

test.describe('the add-ons editor', () => {
  let savedOrder: Array<{ id: string; sort_order: number }> = [];
  test.beforeEach(async ({ db }) => {
    savedOrder = await db((d) => d.prepare('SELECT id, sort_order FROM add_ons').all<{ id: string; sort_order: number }>());
  });
  test.afterEach(async ({ db }) => {
    await db(async (d) => {
      for (const row of savedOrder) await d.prepare('UPDATE add_ons SET sort_order = ? WHERE id = ?').run(row.sort_order, row.id);
    });
  });

  test('the keyboard moves an add-on up: the wizard lists it first, and focus stays on the button', async ({ page, request }) => {
    await signInAsAdmin(page, SETTINGS_TAB);
    const moveEarlier = page.getByRole('button', { name: 'Move up: Instrumental version, position 2 of 3' });
    await moveEarlier.focus();
    await page.keyboard.press('Enter');
    const moved = page.getByRole('button', { name: 'Move up: Instrumental version, position 1 of 3' });
    await expect(moved).toBeFocused();
    await expect(moved).toHaveAttribute('aria-disabled', 'true');

    await expect
      .poll(async () => ((await (await request.get('/api/config')).json()) as { addOns: Array<{ id: string }> }).addOns.map((a) => a.id))
      .toEqual(['instrumental', 'extra-verse', 'photo-slideshow']);
    // Step 3 of the wizard lists the add-ons in the shop's new order.
    await page.goto('/create-song?fresh=true');
    await fillWizard(page, songOrder());
    const extras = page.getByRole('checkbox', { name: /Instrumental version|Extra verse/ });
    await expect(extras).toHaveCount(2);
    await expect(extras.first()).toHaveAccessibleName(/Instrumental version/);
    await expect(extras.last()).toHaveAccessibleName(/Extra verse/);
  });
});
