// Journey (issue 25, "Done when"), as a new buyer on a phone (390 px): from / they add an extra verse, the photo
// slideshow and a 15 % tip, choose when the recipient hears it, and pay exactly the sum shown (in test mode here;
// in Stripe's line items in the second test). On the order page they add 12 photos; the admin delivers; the buyer
// hears the song and watches the slideshow the shop made of the photos; the recipient's link opens only at the
// moment chosen (the shop's clock moved), with the song and the video; the buyer reviews it, the admin publishes
// the review, and the home page and its Product JSON-LD carry it.
import type { Page } from '@playwright/test';
import { postWebhook, startFakeStripe } from '../testing/fakeStripe';
import { wavBytes } from '../testing/files';
import { photoBytes } from '../testing/photos';
import { structuredDataOf } from '../testing/pageHtml';
import { startTestShop, withDatabase } from '../testing/testServer';
import { seriousViolations } from './accessibility';
import { expect, mailsTo, shopLinksIn, signInAsAdmin, test } from './fixtures';
import { expectStep, fillStyle, fillWho, onTestCheckout, ordersFor, songOrder, testCheckout, wizard, type SongOrder } from './orderWizard';
import { songPosition } from './songPlayer';
import { dayFromNow, wallClock } from './wallClock';

// The clock moves by days and a review is published: a worker, and so a shop, of this file's own.
test.use({ movesTheClock: true, changesTheShop: true, timezoneId: 'America/New_York' });

const ZONE = 'America/New_York';
const DAY = 24 * 3_600_000;
// A render of a short song with 12 photos takes well under a minute alone, longer on a machine shared with others.
const RENDER_MS = 300_000;
// $99 (the landing offer) + $19 + $29 = $147; 15 % of it is $22.05.
const TOTAL = '$169.05';
const LINES = [
  /Custom Song Creation\s*\$99\.00/,
  /Extra verse\s*\$19\.00/,
  /Photo slideshow video\s*\$29\.00/,
  /Tip for the musicians\s*\$22\.05/,
];

async function lookAt(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

/** From the home page's first button through step 3 with the extra verse, the slideshow, a 15 % tip and a gift date. */
async function chooseEverything(page: Page, home: string, order: SongOrder, moment: string, recipientEmail: string) {
  await page.goto(home);
  await page.locator('#landing-actions').getByRole('link', { name: 'Start Your Song' }).click();
  await expectStep(page, 1);
  await fillWho(page, order);
  await wizard(page).continue.click();
  await expectStep(page, 2);
  await wizard(page).story.fill(order.story);
  await wizard(page).continue.click();
  await expectStep(page, 3);
  await fillStyle(page, order);
  await page.getByRole('checkbox', { name: /Extra verse/ }).check();
  await page.getByRole('checkbox', { name: /Photo slideshow video/ }).check();
  await page.getByRole('radio', { name: '15 %' }).check();
  await page.getByRole('radiogroup', { name: 'When should they hear it?' }).getByRole('radio', { name: 'On a date I choose' }).check();
  await page.getByLabel('Date and time').fill(moment);
  await page.getByLabel(/^Their email/).fill(recipientEmail);

  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByTestId('summary-add-on')).toHaveText([/^Extra verse\s*\+\$19$/, /^Photo slideshow video\s*\+\$29$/]);
  await expect(summary.getByTestId('summary-tip')).toHaveText(/^Tip for the musicians\s*\+\$22\.05$/);
  await expect(summary.getByTestId('summary-total')).toHaveText(TOTAL);
  await summary.scrollIntoViewIfNeeded();
  await lookAt(page, 'step-3-everything');
}

test('a buyer from / adds a verse, the slideshow and a tip, gives it on a date, and reviews it; all of it holds', async ({
  page,
  browser,
  request,
  shop,
  db,
}) => {
  test.setTimeout(RENDER_MS + 180_000);
  const order = songOrder({ recipientName: 'Rosa', customerName: 'Leo', occasion: 'Birthday' });
  const recipientEmail = `rosa+${Date.now()}@example.com`;
  const moment = `${dayFromNow(4 * DAY, ZONE)}T18:00`;
  await chooseEverything(page, '/', order, moment, recipientEmail);

  // Paid in test mode: the lines listed are the summary's, and the sum is what is charged.
  await wizard(page).goToCart.click();
  await onTestCheckout(page, TOTAL);
  await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveText(LINES);
  await testCheckout(page).pay.click();
  await expect(page.getByTestId('amount-paid')).toHaveText(TOTAL);
  const [stored] = await ordersFor(db, order.email);
  expect(stored).toMatchObject({ payment_status: 'paid', total_cents: 16_905 });
  const gift = (await db((d) =>
    d.prepare('SELECT token, reveal_at FROM order_gifts WHERE order_id = ?').get<{ token: string; reveal_at: string }>(stored!.id),
  ))!;
  expect(wallClock(gift.reveal_at, ZONE)).toBe(moment.replace('T', ' '));

  // The order page: the gift's moment, then 12 photos from the camera roll at once.
  await page.goto(`/order/${stored!.public_token}`);
  await expect(page.getByTestId('gift-moment')).toContainText(`(${ZONE})`);
  const slideshow = page.getByRole('region', { name: 'Your photo slideshow video' });
  const photos = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => ({
      name: `IMG_${1000 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoBytes({ hue: i * 30 }),
    })),
  );
  // The server rendered the page: its controls are live (enabled) once the app has taken it over, and setInputFiles,
  // unlike a press, does not wait for that.
  await expect(page.locator('#slideshow-photos')).toBeEnabled();
  await page.locator('#slideshow-photos').setInputFiles(photos);
  await expect(slideshow.getByTestId('slideshow-message')).toHaveText('12 photos added.');
  await expect(slideshow.getByTestId('slideshow-photo')).toHaveCount(12);
  await lookAt(page, 'order-page-12-photos');

  // The admin starts the order and delivers the song with its lyrics (for the captions).
  const displayId = stored!.id.slice(-8).toUpperCase();
  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(order.email);
  const card = page.locator('.order-card').filter({ hasText: `#${displayId}` });
  await expect(card).toContainText('+ Extra verse');
  await expect(card).toContainText('+ Photo slideshow video');
  await card.getByRole('button', { name: `Details of order ${displayId}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${displayId}` });
  await expect(details).toContainText('Extra verse ($19.00)');
  await expect(details).toContainText('Photo slideshow video ($29.00)');
  await expect(details.getByText('Tip for the musicians').locator('..')).toContainText('$22.05');
  await expect(details.getByTestId('admin-slideshow-status')).toBeVisible();
  await lookAt(page, 'admin-order-details');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`#${displayId} is now approved`, { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(page.getByText(`#${displayId} is now in progress`, { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: `Send song for order ${displayId}` }).click();
  const send = page.getByRole('dialog', { name: 'Send completed song' });
  await send.getByLabel('Song file').setInputFiles({ name: 'rosa.wav', mimeType: 'audio/wav', buffer: wavBytes(8, 22050) });
  await send.getByLabel(/^Lyrics file/).setInputFiles({
    name: 'lyrics.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Rosa, the candles know your name\nAnother year, the same bright flame\n'),
  });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Completed song sent to customer', { exact: true })).toBeVisible();

  // The buyer hears it first, from their mail's link; the video of the photos follows on the same page.
  const songMail = async () => (await mailsTo(shop, order.email)).find((m) => m.subject === 'Your song for Rosa is ready');
  await expect.poll(async () => Boolean(await songMail())).toBe(true);
  const [songPath] = shopLinksIn((await songMail())!, shop, '/song/');
  await page.goto(songPath!);
  await page.getByRole('button', { name: 'Play the song' }).click();
  await expect.poll(() => songPosition(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause the song' }).click();
  const video = page.getByRole('region', { name: 'The slideshow video' }).locator('video');
  await expect(async () => {
    await page.reload();
    await expect(video).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: RENDER_MS });
  await expect(video).toHaveAttribute('aria-label', 'Slideshow video for Rosa');
  const landscape = await page.request.get((await video.getAttribute('src'))!, { headers: { Range: 'bytes=0-15' } });
  expect([landscape.status(), landscape.headers()['content-type']]).toEqual([206, 'video/mp4']);
  await lookAt(page, 'song-page-with-video');

  // The recipient's link: a countdown without the song or the video, until the moment.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE, isMobile: true, hasTouch: true });
  const recipient = await phone.newPage();
  await recipient.goto(`${shop.url}/gift/${gift.token}`);
  await expect(recipient.getByRole('heading', { level: 1, name: 'A song for Rosa' })).toBeVisible();
  await expect(recipient.getByRole('timer')).toBeVisible();
  await expect(recipient.getByRole('button', { name: 'Play the song' })).toHaveCount(0);
  await expect(recipient.locator('video')).toHaveCount(0);

  shop.clock.advance(5 * DAY);
  await shop.services.jobs.runDue();
  await expect.poll(async () => (await mailsTo(shop, recipientEmail)).map((m) => m.subject)).toEqual(['Leo has a song for you']);
  await recipient.reload();
  await expect(recipient.getByRole('button', { name: 'Play the song' })).toBeVisible();
  await expect(recipient.getByRole('region', { name: 'The slideshow video' }).locator('video')).toBeVisible();
  await lookAt(recipient, 'gift-opened-with-video');
  await phone.close();

  // The buyer's review on the order page; the admin publishes it.
  const buyer = await page.context().newPage();
  await buyer.goto(`/order/${stored!.public_token}#review`);
  const review = buyer.getByRole('region', { name: 'How was your song?' });
  // A tap on the fifth star (its label): the radio itself is visually hidden under it.
  await review
    .locator('label')
    .filter({ has: buyer.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await review.getByLabel('A few words about your song').fill('Rosa watched the video three times and sang along the fourth.');
  await review.getByLabel('Name to show').fill('Leo R.');
  await review.getByLabel(/may show my review on its website/).check();
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(buyer.getByRole('region', { name: 'Your review' }).getByRole('status')).toHaveText('Thank you! Your review was saved.');

  // Days have passed on the shop's clock: the admin's session ended, and they sign in again.
  await signInAsAdmin(page, '/admin?tab=settings');
  const row = page
    .getByRole('region', { name: /^Reviews from customers/ })
    .getByRole('listitem')
    .filter({ hasText: 'Leo R.' });
  await row.getByRole('button', { name: 'Publish the review by Leo R.' }).click();
  await expect(row).toContainText('Published');

  // The home page (rendered again) and its Product data carry it.
  const product = async () => structuredDataOf(await (await request.get('/')).text()).find((item) => item['@type'] === 'Product');
  await expect
    .poll(async () => ((await product())?.aggregateRating as { reviewCount?: number } | undefined)?.reviewCount, { timeout: 30_000 })
    .toBe(1);
  expect(await product()).toMatchObject({
    aggregateRating: { ratingValue: 5, reviewCount: 1 },
    review: [{ author: { name: 'Leo R.' }, reviewBody: 'Rosa watched the video three times and sang along the fourth.' }],
  });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'The moment the song starts playing' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.testimonial').first()).toContainText('Rosa watched the video three times');
  await expect(section.locator('.testimonial').first()).toContainText('Verified buyer');
});

test('with Stripe, the same choices reach Checkout as one line each, summing to the total shown', async ({ page }) => {
  const stripe = await startFakeStripe();
  const secret = 'whsec_test_journey';
  const shop = await startTestShop({
    env: { STRIPE_SECRET_KEY: 'sk_test_journey', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: stripe.url, TRUST_PROXY: 'true' },
  });
  try {
    // Stripe's own page is not reachable here: the browser is shown a stand-in, and the test pays in the fake.
    await page.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout</h1>' }),
    );
    const order = songOrder({ recipientName: 'Ines', customerName: 'Abe' });
    await chooseEverything(page, `${shop.url}/`, order, `${dayFromNow(5 * DAY, ZONE)}T09:00`, `ines+${Date.now()}@example.com`);
    await wizard(page).goToCart.click();
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [created] = stripe.created();
    const form = created!.form;
    const lines = Object.keys(form)
      .filter((key) => /^line_items\[\d+\]\[quantity\]$/.test(key))
      .map((key) => {
        const at = key.slice(0, key.indexOf(']') + 1);
        return {
          name: form[`${at}[price_data][product_data][name]`],
          cents: Number(form[`${at}[price_data][unit_amount]`]) * Number(form[key]),
        };
      });
    expect(lines).toEqual([
      { name: 'Custom Song Creation', cents: 9_900 },
      { name: 'Extra verse', cents: 1_900 },
      { name: 'Photo slideshow video', cents: 2_900 },
      { name: 'Tip for the musicians', cents: 2_205 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(16_905);
    const stored = await withDatabase(shop.dataDir, (d) =>
      d.prepare('SELECT id, total_cents FROM orders WHERE email = ?').get<{ id: string; total_cents: number }>(order.email),
    );
    expect(stored!.total_cents).toBe(16_905);

    // Paid on Stripe's page: the webhook marks it paid once, and the thank-you page shows the sum.
    const session = stripe.pay([...stripe.sessions.keys()][0]!);
    expect((await postWebhook(shop.url, stripe.event('checkout.session.completed', session.id), secret)).status).toBe(200);
    // Stripe sends the buyer back to the shop's success address (PUBLIC_URL's origin is not this test shop's).
    const back = new URL(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    expect(back.searchParams.get('session_id')).toBe(session.id);
    await page.goto(`${shop.url}${back.pathname}${back.search}`);
    await expect(page.getByTestId('amount-paid')).toHaveText(TOTAL);
  } finally {
    await shop.destroy();
    await stripe.close();
  }
});
