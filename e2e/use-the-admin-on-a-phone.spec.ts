// Journey: the owner works in the admin area on a phone (390 px, and 320 px): the tab names stay on one line in
// a bar that scrolls sideways (the page does not) and keeps the selected tab in view, the unread count sits
// beside Live Chat's name, not on it, and the count badges hold their numbers in the middle.
import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, signInAsAdmin, test } from './fixtures';
import { boxesOverlap, boxOf, inkOffsetFromCentre, scrollsSideways, type Box } from './geometry';

const TAB_NAMES = ['Sample Songs', 'Ordered Songs', 'Production', /^Live Chat/, 'Video Templates', 'Settings', 'Team'];
const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });

/** Where a tab's name (its text, without the count) is laid out: its box and how many lines it takes. */
const nameLayoutOf = (tab: Locator): Promise<{ box: Box; lines: number }> =>
  tab.evaluate((el) => {
    const range = document.createRange();
    const text = Array.from(el.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    range.setStartBefore(text[0]!);
    range.setEndAfter(text.at(-1)!);
    const { x, y, width, height } = range.getBoundingClientRect();
    const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    return { box: { x, y, width, height }, lines };
  });

for (const width of [390, 320]) {
  test(`at ${width} px every tab name is on one line, the bar scrolls to the selected tab and arrows still move`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    const tabs = adminTabs(page);
    await expect(tabs.getByRole('tab')).toHaveText(TAB_NAMES);
    expect(await scrollsSideways(page), 'the page itself does not scroll sideways').toBe(false);
    const list = await boxOf(tabs);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(width);

    for (const name of TAB_NAMES)
      expect((await nameLayoutOf(tabs.getByRole('tab', { name }))).lines, `${String(name)} is on one line`).toBe(1);

    // The keyboard: one tab stop, arrows move and select, and the bar follows to show the selected tab whole.
    const first = tabs.getByRole('tab', { name: 'Sample Songs' });
    await first.focus();
    for (const name of TAB_NAMES.slice(1)) {
      await page.keyboard.press('ArrowRight');
      const tab = tabs.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect
        .poll(
          async () => {
            const box = await boxOf(tab);
            return box.x >= list.x - 1 && box.x + box.width <= list.x + list.width + 1;
          },
          `${String(name)} is whole in view once selected`,
        )
        .toBe(true);
    }
    for (const tab of await tabs.getByRole('tab', { selected: false }).all())
      await expect(tab, 'one tab stop').toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(first, 'the last tab wraps to the first').toBeFocused();
    await expect.poll(async () => (await boxOf(first)).x, 'Sample Songs is scrolled back into view').toBeGreaterThanOrEqual(list.x - 1);
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Team' })).toBeFocused();
    await expect(page).toHaveURL(/tab=team/);
  });
}

test('the unread count sits beside Live Chat’s name and covers no tab’s name', async ({ page, request }) => {
  const started = await request.post('/api/chat/start', {
    data: { customerName: 'Badge Tester', customerEmail: `badge-${randomUUID().slice(0, 8)}@example.com`, initialMessage: 'Hello there' },
  });
  expect(started.status()).toBe(201);
  await signInAsAdmin(page);
  const tabs = adminTabs(page);
  const chat = tabs.getByRole('tab', { name: /^Live Chat \d+ unread$/ });
  const badge = chat.locator('.admin-count');
  await expect(badge).toBeVisible();
  // Its hidden word (" unread") stays inside the sideways-scrolling bar: once it widened the page to 533 px.
  expect(await scrollsSideways(page), 'the count widens nothing').toBe(false);
  // Scrolled to, as selecting it would: the badge and every name are measured where they are laid out.
  await chat.evaluate((el) => el.scrollIntoView({ inline: 'center', block: 'nearest' }));
  const badgeBox = await boxOf(badge);
  for (const name of TAB_NAMES) {
    const tab = tabs.getByRole('tab', { name });
    expect(boxesOverlap(badgeBox, (await nameLayoutOf(tab)).box), `the badge covers no part of ${String(name)}`).toBe(false);
  }
});

test('the Settings tab scrolls nothing sideways', async ({ page }) => {
  await signInAsAdmin(page);
  const tabs = adminTabs(page);
  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Application Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prices and delivery' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('count badges hold their numbers in the middle', async ({ page }) => {
  await signInAsAdmin(page);
  // What loads after sign-in (the setup checklist above the tabs, the lists) has arrived: nothing moves while a badge is measured.
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const samplesCount = page.getByRole('heading', { level: 2, name: /^Sample songs/ }).locator('.admin-count');
  await expect(samplesCount).toHaveText(/^\d+$/);
  expect(Math.abs(await inkOffsetFromCentre(page, samplesCount))).toBeLessThanOrEqual(1);

  await page.getByRole('tab', { name: 'Ordered Songs' }).click();
  const orderLists = page.getByRole('tablist', { name: 'Order lists' });
  // One badge on the selected (dark) tab and one on the other (light): both colourings.
  for (const name of [/^Paid orders/, /^Free songs/]) {
    const count = orderLists.getByRole('tab', { name }).locator('.admin-count');
    await expect(count).toHaveText(/^\d+$/);
    expect(Math.abs(await inkOffsetFromCentre(page, count)), `${name}`).toBeLessThanOrEqual(1);
  }
});
