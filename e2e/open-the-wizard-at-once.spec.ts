// Journey: a customer opens /create-song on a phone. The server's HTML is the wizard's first step (its heading,
// progress and fields) before any script runs; a first visit keeps exactly that page as the app takes it over, and
// a customer who comes back lands on the step they left, with their answers, the first step giving way to it
// without moving anything on screen (the layout shifts the browser reports add up to at most 0.02).
import type { Page } from '@playwright/test';
import { PRERENDER_DATA_ID } from '../shared/prerender';
import { expect, pagePrerendered, test } from './fixtures';
import { scrollsSideways } from './geometry';
import { STEP_TITLES, expectStep, fillWho, fillWizard, savedDraft, songOrder, wizard } from './orderWizard';

// The service worker answers navigations with the app shell: these visits are about the server's HTML.
test.use({ serviceWorkers: 'block' });

/** The most the layout shifts of a page may add up to (Lighthouse's target for every public page, issue 27). */
const MOST_SHIFT = 0.02;

/**
 * Before the page's first byte: notes every layout shift the browser reports (not those right after an input,
 * which do not count), and the first h1 the HTML parser creates, to compare with the one on screen later.
 */
async function watchTheLayout(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[]; serverHeading?: Element; serverHeadingText?: string };
    seen.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const keep = new MutationObserver(() => {
      const h1 = document.querySelector('#root h1');
      if (!h1) return;
      seen.serverHeading = h1;
      seen.serverHeadingText = h1.textContent ?? '';
      keep.disconnect();
    });
    keep.observe(document, { childList: true, subtree: true });
  });
}

/** The shifts reported so far, once two more frames have been painted (the browser reports a shift after its frame). */
function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts))),
      ),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Whether the form can be used: the server's HTML keeps it inert until the app has read the saved draft. */
const formInert = (page: Page) => page.locator('form.cs__card').evaluate((form) => form.hasAttribute('inert'));

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard’s first step is in the HTML at 390 px: heading, progress and fields', async ({ page, request }, testInfo) => {
    await pagePrerendered(request, '/create-song');
    await page.goto('/create-song');
    expect(page.viewportSize()?.width).toBe(390);
    const w = wizard(page);
    await expect(page.locator(`#${PRERENDER_DATA_ID}`)).toBeAttached();
    await expect(page).toHaveTitle(/^Create your song \|/);
    await expectStep(page, 1, { live: false });
    await expect(w.recipientName).toBeVisible();
    await expect(w.recipientName).toHaveValue('');
    await expect(w.useNameInLyrics).toBeChecked();
    await expect(page.getByLabel('How is the name pronounced?')).toBeVisible();
    await expect(w.occasions.getByRole('radio')).not.toHaveCount(0);
    await expect(w.occasions.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(w.customerName).toBeVisible();
    await expect(w.continue).toBeDisabled();
    await expect(w.close).toHaveAttribute('href', '/');
    // Styled by the page's own stylesheets: the display face on the heading, nothing wider than the phone.
    await expect(w.title).toHaveCSS('font-family', /Fraunces/);
    expect(await scrollsSideways(page)).toBe(false);
    const shot = testInfo.outputPath('create-song-without-javascript.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('/create-song without JavaScript', { path: shot, contentType: 'image/png' });
  });
});

test('a first visit keeps the server’s step 1 as the app takes it over, and nothing moves', async ({ page, request }) => {
  await pagePrerendered(request, '/create-song');
  await watchTheLayout(page);
  const w = wizard(page);
  await page.goto('/create-song');
  await expect(page.locator(`#${PRERENDER_DATA_ID}`)).toBeAttached();
  await expectStep(page, 1);
  await expect.poll(() => formInert(page)).toBe(false);

  // The very heading the server sent: the page was taken over, not drawn again.
  expect(
    await page.evaluate(() => document.querySelector('#root h1') === (window as unknown as { serverHeading?: Element }).serverHeading),
  ).toBe(true);
  expect(sum(await layoutShifts(page))).toBeLessThanOrEqual(MOST_SHIFT);

  // And it works: step 1 filled leads to step 2, whose heading takes focus.
  await fillWho(page, songOrder());
  await w.continue.click();
  await expectStep(page, 2);
  await expect(w.title).toBeFocused();
});

test('a customer who comes back lands on their saved step with their answers, without a layout shift', async ({
  page,
  context,
  request,
}, testInfo) => {
  await pagePrerendered(request, '/create-song');
  const order = songOrder({ occasion: 'Wedding', mood: 'Tender' });
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  await expect.poll(() => savedDraft(page)).toMatchObject({ step: 3, draft: { story: order.story, mood: order.mood, email: order.email } });
  await page.close();

  const again = await context.newPage();
  await watchTheLayout(again);
  const back = wizard(again);
  await again.goto('/create-song');
  await expect(again.locator(`#${PRERENDER_DATA_ID}`)).toBeAttached();
  await expectStep(again, 3);
  await expect(back.moods.getByRole('radio', { name: order.mood, exact: true })).toBeChecked();
  await expect(back.email).toHaveValue(order.email);
  expect(await formInert(again)).toBe(false);

  // The server's HTML was step 1, which gave way to step 3 without pushing anything.
  expect(await again.evaluate(() => (window as unknown as { serverHeadingText?: string }).serverHeadingText)).toBe(STEP_TITLES[1]);
  const shifts = await layoutShifts(again);
  expect(sum(shifts), `layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MOST_SHIFT);
  // The page opens where the customer left it: focus is not moved on arrival.
  expect(await again.evaluate(() => document.activeElement === document.body)).toBe(true);
  const shot = testInfo.outputPath('create-song-resumed.png');
  await again.screenshot({ path: shot });
  await testInfo.attach('/create-song resumed on step 3', { path: shot, contentType: 'image/png' });
});
