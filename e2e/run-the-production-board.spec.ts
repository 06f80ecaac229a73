// Journey (issue 26), on a phone (390 px): the owner opens the Production tab, sees an order past its due time
// marked overdue in words (not only colour), and moves a new order from Brief to Lyrics with the keyboard; focus
// follows the card, the move is announced and kept. The board passes axe; Ordered Songs shows the due time too.
import type { Page } from '@playwright/test';
import { paidOrder } from '../testing/admin';
import { seriousViolations } from './accessibility';
import { expect, signInAsAdmin, test } from './fixtures';
import { scrollsSideways } from './geometry';

// The shop's clock is moved a day on: this file gets a shop of its own.
test.use({ movesTheClock: true });

const HOUR = 3_600_000;
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const cardOf = (page: Page, displayId: string) => page.getByRole('article', { name: new RegExp(`#${displayId}`) });

test('the owner sees an overdue card and moves a card from Brief to Lyrics with the keyboard', async ({ page, shop, db }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const late = await paidOrder(shop, { recipientName: 'Olive', occasion: 'Birthday' });
  shop.clock.advance(25 * HOUR);
  const fresh = await paidOrder(shop, { recipientName: 'Pablo', occasion: 'Wedding' });
  const lateId = late.slice(-8).toUpperCase();
  const freshId = fresh.slice(-8).toUpperCase();

  await signInAsAdmin(page, '/admin?tab=board');
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  const brief = section(page, 'Brief');
  const overdue = brief.getByRole('article', { name: new RegExp(`#${lateId}`) });
  await expect(overdue).toBeVisible();
  await expect(overdue).toContainText('Overdue by 1 h');
  await expect(overdue.locator('.admin-chip--overdue')).toHaveText('Overdue by 1 h');
  // Soonest due first: the overdue card comes before the new one (other files' orders may share this shop).
  const names = await brief.getByRole('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  const at = (id: string) => names.findIndex((name) => name.includes(`#${id}`));
  expect(at(lateId)).toBeGreaterThanOrEqual(0);
  expect(at(lateId)).toBeLessThan(at(freshId));
  await expect(cardOf(page, freshId)).not.toContainText('Overdue');
  expect(await scrollsSideways(page), 'the page does not scroll sideways at 390 px').toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('board-390.png'), fullPage: true });
  await testInfo.attach('the board at 390 px', { path: testInfo.outputPath('board-390.png'), contentType: 'image/png' });

  // The keyboard: focus the card's forward button and press Enter.
  const forward = cardOf(page, freshId).getByRole('button', { name: `Move order ${freshId} to Lyrics` });
  await forward.focus();
  await page.keyboard.press('Enter');
  const lyricsCard = section(page, 'Lyrics').getByRole('article', { name: new RegExp(`#${freshId}`) });
  await expect(lyricsCard).toBeVisible();
  await expect(lyricsCard).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `#${freshId} moved to Lyrics` })).toBeAttached();
  await expect(brief.getByRole('article', { name: new RegExp(`#${freshId}`) })).toHaveCount(0);
  expect(await db((d) => d.prepare('SELECT stage, status FROM orders WHERE id = ?').get<{ stage: string; status: string }>(fresh))).toEqual(
    {
      stage: 'lyrics',
      status: 'pending',
    },
  );
  // Back with the keyboard too: Tab reaches the card's first button, "← Brief".
  await page.keyboard.press('Tab');
  await expect(lyricsCard.getByRole('button', { name: `Move order ${freshId} back to Brief` })).toBeFocused();

  await page.reload();
  await expect(section(page, 'Lyrics').getByRole('article', { name: new RegExp(`#${freshId}`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('board-390-moved.png'), fullPage: true });
  await testInfo.attach('after the move', { path: testInfo.outputPath('board-390-moved.png'), contentType: 'image/png' });

  // Ordered Songs shows when each order is due too (on this device's clock).
  await page.getByRole('tab', { name: 'Ordered Songs' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `#${freshId}` });
  await expect(row.locator('.admin-chip--due')).toHaveText(/^(Due |Overdue by )/);
});
