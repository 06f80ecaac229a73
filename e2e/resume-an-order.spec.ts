// Journey: a customer is interrupted while ordering: the draft comes back after a reload, a closed tab, or with
// the network gone, and `?fresh=true` starts over; a submit without a connection waits and goes on by itself.
import type { Page } from '@playwright/test';
import { WIZARD_MESSAGES } from '../shared/schemas/order';
import { expect, test, waitForServiceWorker } from './fixtures';
import { expectStep, fillStyle, fillWho, onTestCheckout, ordersFor, savedDraft, songOrder, wizard } from './orderWizard';

/** Waits until the draft in IndexedDB has caught up with what the page shows (it is written on every change). */
async function draftSaved(page: Page, step: number, fields: Record<string, unknown>) {
  await expect.poll(async () => savedDraft(page)).toMatchObject({ step, draft: fields });
}

/** Fills step 1 and the story, and on step 3 the mood and an email: a draft spread over all three steps. */
async function startAnOrder(page: Page, order: ReturnType<typeof songOrder>) {
  const w = wizard(page);
  await page.goto('/create-song?fresh=true');
  await expectStep(page, 1);
  await fillWho(page, order);
  await w.continue.click();
  await w.story.fill(order.story);
  await w.continue.click();
  await expectStep(page, 3);
  await w.moods.getByRole('radio', { name: order.mood, exact: true }).check();
  await w.email.fill(order.email);
  await draftSaved(page, 3, { recipientName: order.recipientName, story: order.story, mood: order.mood, email: order.email });
}

/** Checks the whole draft of `startAnOrder` is on screen again, walking back from step 3 to step 1. */
async function expectOrderRestored(page: Page, order: ReturnType<typeof songOrder>) {
  const w = wizard(page);
  await expectStep(page, 3);
  await expect(w.moods.getByRole('radio', { name: order.mood, exact: true })).toBeChecked();
  await expect(w.genres.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(w.email).toHaveValue(order.email);
  await w.back.click();
  await expectStep(page, 2);
  await expect(w.story).toHaveValue(order.story);
  await w.back.click();
  await expectStep(page, 1);
  await expect(w.recipientName).toHaveValue(order.recipientName);
  await expect(w.occasions.getByRole('radio', { name: order.occasion, exact: true })).toBeChecked();
  await expect(w.customerName).toHaveValue(order.customerName!);
}

test('after a reload the wizard is back on the same step with everything typed', async ({ page }) => {
  const order = songOrder({ occasion: 'Wedding', mood: 'Tender' });
  await startAnOrder(page, order);

  await page.reload();

  await expectOrderRestored(page, order);
});

test('after closing the tab the wizard opened in a new one has the draft back', async ({ page, context }) => {
  const order = songOrder({ occasion: 'New Baby', mood: 'Hopeful' });
  await startAnOrder(page, order);

  await page.close();
  const again = await context.newPage();
  await again.goto('/create-song');

  await expectOrderRestored(again, order);
});

test('?fresh=true throws the saved draft away, for good', async ({ page }) => {
  const order = songOrder();
  const w = wizard(page);
  await startAnOrder(page, order);

  await page.goto('/create-song?fresh=true');
  await expectStep(page, 1);
  await expect(w.recipientName).toHaveValue('');
  await expect(w.occasions.getByRole('radio', { checked: true })).toHaveCount(0);
  // The parameter is dropped, so a reload resumes the new (empty) draft rather than discarding again.
  await expect(page).toHaveURL((url) => url.pathname === '/create-song' && !url.searchParams.has('fresh'));

  await page.reload();
  await expectStep(page, 1);
  await expect(w.recipientName).toHaveValue('');
  await expect(w.continue).toBeDisabled();
  // Nothing is kept of the old draft: a new one is saved from its first change.
  expect(await savedDraft(page)).toBeUndefined();
});

test('offline: the wizard reloads from the service worker, and a submit waits for the connection, then goes on to payment with one order', async ({
  page,
  db,
  shop,
  networkTo,
}) => {
  const order = songOrder({ occasion: 'Proposal' });
  const w = wizard(page);
  // Through a network the test cuts: nothing reaches the shop while offline, whatever the browser's emulation misses.
  const network = await networkTo(shop.url);
  await page.goto(`${network.url}/create-song?fresh=true`);
  await waitForServiceWorker(page);
  await expectStep(page, 1);
  await fillWho(page, order);
  await w.continue.click();
  await expectStep(page, 2);
  await draftSaved(page, 2, { recipientName: order.recipientName, occasion: order.occasion });

  await network.goOffline();
  const reachesShop = await page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reachesShop, 'the page has no network').toBe(false);
  await page.reload();

  await expectStep(page, 2);
  await w.back.click();
  await expect(w.recipientName).toHaveValue(order.recipientName);
  await expect(w.occasions.getByRole('radio', { name: order.occasion, exact: true })).toBeChecked();
  await w.continue.click();
  await w.story.fill(order.story);
  await w.continue.click();
  await expectStep(page, 3);
  await fillStyle(page, order);
  await w.goToCart.click();

  await expect(page.getByRole('status').filter({ hasText: WIZARD_MESSAGES.offline })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Creating Your Song...' })).toBeDisabled();
  expect(await ordersFor(db, order.email), 'nothing reaches the shop while offline').toHaveLength(0);

  await network.goOnline();

  // No click: coming back online is enough.
  await onTestCheckout(page, '$79.00');
  const orders = await ordersFor(db, order.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    payment_status: 'pending',
    recipient_name: order.recipientName,
    story: order.story,
    total_cents: 7_900,
  });
});
