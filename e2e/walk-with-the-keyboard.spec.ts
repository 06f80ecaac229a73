// Journey (issue 27): with the keyboard alone, at 390 and at 1280 px, a customer goes from the home page to the
// FAQ, to the samples (plays one), through the wizard and the test checkout to the thank-you page; the owner signs
// in, opens an order, closes it and switches tabs. At every Tab stop the focused control is on screen, uncovered
// (not under the header, the chat launcher or a sticky bar) and ringed at 3:1; after each route change focus is
// on the new page's heading and its title is announced, so the next Tab starts in the new page.
import type { Page } from '@playwright/test';
import { paidOrder } from '../testing/admin';
import { expect, test, TEST_ADMIN_PASSWORD } from './fixtures';
import { expectFocusOnNewPage, expectFocusShown, tabTo } from './keyboard';
import { songOrder, STEP_TITLES, wizard } from './orderWizard';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Follows a link of the header: on a phone it is in the menu drawer, opened from the keyboard. */
async function followHeaderLink(page: Page, name: string, where: string) {
  const wide = page.viewportSize()!.width >= 900;
  if (!wide) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), where, { backwards: true, max: 120 });
    await page.keyboard.press('Enter');
    // The drawer's code loads on that first press: once it is there, its slide-in is what the stops wait out.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name, exact: true }), where);
  } else {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name, exact: true }), where, { backwards: true, max: 120 });
  }
  await page.keyboard.press('Enter');
}

/** Chooses the radio named `option` in a group: Tab into the group, arrows to the option (arrows also check it). */
async function chooseRadio(page: Page, group: string, option: string, where: string) {
  const radios = page.getByRole('radiogroup', { name: group }).getByRole('radio');
  const names = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
  );
  const target = names.findIndex((name) => name.startsWith(option));
  expect(target, `${group} offers ${option}`).toBeGreaterThanOrEqual(0);
  await tabTo(page, radios.first(), where);
  for (let i = 0; i < target; i++) {
    await page.keyboard.press('ArrowRight');
    await expectFocusShown(page, where);
  }
  await page.keyboard.press(' ');
  await expect(radios.nth(target)).toBeChecked();
}

for (const size of WIDTHS) {
  test(`${size.name}: home → FAQ → samples → wizard → test checkout → thank-you, by keyboard alone`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const order = songOrder({ recipientName: 'Maria' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Home → FAQ by the main menu.
    await followHeaderLink(page, 'FAQ', 'home');
    await expect(page).toHaveURL(/\/faq$/);
    await expectFocusOnNewPage(page, /./);
    // The next Tab continues in the FAQ, not in the header.
    await page.keyboard.press('Tab');
    const next = await expectFocusShown(page, 'faq');
    expect(
      await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
      `after the FAQ's heading: ${next.name}`,
    ).toBe(true);

    // FAQ → samples by the footer's link, then one is played.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Sample Songs', exact: true }), 'faq');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sample-songs$/);
    await expectFocusOnNewPage(page, /./);
    const play = page.getByRole('button', { name: /^Play / }).first();
    await tabTo(page, play, 'samples');
    const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Pause ${title}` })).toBeFocused();
    await expectFocusShown(page, 'samples, playing');
    await page.screenshot({ path: testInfo.outputPath('focus-on-a-dark-card.png') });

    // Samples → the wizard by "Start Your Song".
    await followHeaderLink(page, 'Start Your Song', 'samples');
    await expect(page).toHaveURL(/\/create-song/);
    const w = wizard(page);
    await expect(w.title).toHaveText(STEP_TITLES[1]);
    await expect(w.title).toBeFocused();

    // Step 1.
    await tabTo(page, w.recipientName, 'wizard step 1');
    await page.screenshot({ path: testInfo.outputPath('focus-on-a-field.png') });
    await page.keyboard.type(order.recipientName);
    await chooseRadio(page, "What's the occasion?", order.occasion, 'wizard step 1');
    await tabTo(page, w.continue, 'wizard step 1');
    await page.keyboard.press('Enter');
    await expect(w.title).toHaveText(STEP_TITLES[2]);
    await expect(w.title).toBeFocused();

    // Step 2.
    await tabTo(page, w.story, 'wizard step 2');
    await page.keyboard.type(order.story);
    await tabTo(page, w.continue, 'wizard step 2');
    await page.keyboard.press('Enter');
    await expect(w.title).toHaveText(STEP_TITLES[3]);
    await expect(w.title).toBeFocused();

    // Step 3.
    await chooseRadio(page, 'What mood should it have?', order.mood, 'wizard step 3');
    await chooseRadio(page, 'Which genre?', order.genre, 'wizard step 3');
    await chooseRadio(page, 'Vocal preference', order.vocalPreference, 'wizard step 3');
    await tabTo(page, w.email, 'wizard step 3');
    await page.keyboard.type(order.email);
    await tabTo(page, w.goToCart, 'wizard step 3');
    await page.keyboard.press('Enter');

    // The test checkout, then the thank-you page.
    await expect(page).toHaveURL(/\/test-checkout\//);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await tabTo(page, pay, 'test checkout');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your song is on its way');
    // A page the server sent whole (after the payment page): focus starts at its top, with the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectFocusShown(page, 'thank-you');
    await page.keyboard.press('Tab');
    await expectFocusShown(page, 'thank-you');
  });

  test(`${size.name}: the owner signs in, opens an order, closes it and switches tabs, by keyboard alone`, async ({ page, shop }) => {
    // Every Tab stop is measured: many stops, each a few frames.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const orderId = await paidOrder(shop, { customerName: 'Nora', recipientName: 'Otto', occasion: 'Birthday' });
    const displayId = orderId.slice(-8).toUpperCase();
    await page.goto('/admin?tab=orders');
    await tabTo(page, page.getByLabel('Password'), 'sign-in');
    await page.keyboard.type(TEST_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

    // The setup checklist folds away when one of its sections is opened: focus goes to that section's tab.
    const checklist = page.getByTestId('setup-checklist');
    await tabTo(page, checklist.locator('summary'), 'dashboard');
    // Folded on a phone, open on a wide screen.
    if (!(await checklist.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)))
      await page.keyboard.press('Enter');
    await tabTo(page, checklist.getByTestId('setup-profile').getByRole('button', { name: 'Open Settings' }), 'checklist');
    await page.keyboard.press('Enter');
    const tablist = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tablist.getByRole('tab', { name: 'Settings', selected: true })).toBeFocused();
    await expectFocusShown(page, 'settings tab');
    // Back to Ordered Songs, one tab at a time: each arrow selects the tab it moves to, and focus goes with it.
    for (const name of ['Video Templates', 'Live Chat', 'Production', 'Ordered Songs']) {
      await page.keyboard.press('ArrowLeft');
      await expect(tablist.getByRole('tab', { name: new RegExp(`^${name}`), selected: true })).toBeFocused();
    }

    // Open the order's details; the dialog's Close is on screen whenever it has focus.
    const details = page.getByRole('button', { name: `Details of order ${displayId}` });
    await tabTo(page, details, 'orders', { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    // Through the whole dialog and round to Close again (focus is trapped inside it).
    await tabTo(page, dialog.getByRole('button').last(), 'order dialog', { max: 120 });
    await tabTo(page, close, 'order dialog', { max: 120 });
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(details).toBeFocused();
    await expectFocusShown(page, 'orders after the dialog');

    // Switch tabs with the arrow keys: the tab keeps focus, its panel shows.
    await tabTo(page, tablist.getByRole('tab', { name: 'Ordered Songs' }), 'orders', { backwards: true, max: 120 });
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { selected: true })).toBeFocused();
    await expectFocusShown(page, 'tabs');
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: 'Ordered Songs', selected: true })).toBeFocused();
    await expectFocusShown(page, 'tabs');
  });
}
