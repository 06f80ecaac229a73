// Journey: the owner works in the admin area on a phone (390 px): the tabs fit the screen, nothing scrolls
// sideways, and the count badges hold their numbers in the middle.
import { expect, signInAsAdmin, test } from './fixtures';
import { boxOf, inkOffsetFromCentre, scrollsSideways } from './geometry';

test('the five tabs fit the screen and the Settings tab scrolls nothing sideways', async ({ page }) => {
  await signInAsAdmin(page);
  const viewport = page.viewportSize()!;
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  for (const name of ['Sample Songs', 'Ordered Songs', /^Live Chat/, 'Video Templates', 'Settings']) {
    const box = await boxOf(tabs.getByRole('tab', { name }));
    expect(box.x, `${String(name)} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${String(name)} ends on screen`).toBeLessThanOrEqual(viewport.width);
  }
  expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth), 'the tab list has nothing hidden past its edge').toBe(0);

  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Application Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prices and delivery' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('count badges hold their numbers in the middle', async ({ page }) => {
  await signInAsAdmin(page);
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
