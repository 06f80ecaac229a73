// Journey (issue 25, item 4): a buyer on a phone chooses in step 3 when the recipient hears the song, a date and time
// in their own time zone; pays in test mode; the order page shows the moment and the recipient's own link. That link
// counts down without the song, even once the buyer has it; after the moment (the shop's clock moved) it plays the
// song, and the recipient's mail, sent once, leads there. The admin sees the gift date too.
import type { Page } from '@playwright/test';
import { seedMp3 } from '../testing/files';
import { deliverSong } from '../testing/gifts';
import type { TestShop } from '../testing/testServer';
import { seriousViolations } from './accessibility';
import { expect, mailsTo, mailText, shopLinksIn, signInAsAdmin, test } from './fixtures';
import { songPosition } from './songPlayer';
import { fillWizard, onTestCheckout, ordersFor, songOrder, testCheckout, uniqueEmail, wizard } from './orderWizard';
import { dayFromNow, hourFromNow, wallClock } from './wallClock';

// This file moves the shop's clock by days: a worker, and so a shop, of its own.
test.use({ movesTheClock: true, timezoneId: 'Europe/Berlin' });

const ZONE = 'Europe/Berlin';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const berlinDay = (msFromNow: number) => dayFromNow(msFromNow, ZONE);
const berlinHour = (msFromNow: number) => hourFromNow(msFromNow, ZONE);
const berlinWallClock = (iso: string) => wallClock(iso, ZONE);

/** A full-page screenshot to look at, and no serious or critical WCAG 2.1 A/AA violation on the screen shown. */
async function lookAt(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

const giftMailsTo = async (shop: TestShop, address: string) =>
  (await mailsTo(shop, address)).filter((mail) => mail.subject === 'Tom has a song for you');

test('a buyer picks a date in step 3; the recipient’s link counts down, then plays the song once the moment has come', async ({
  page,
  browser,
  shop,
  db,
}) => {
  // A long journey (three pages and two phones, axe on five screens): its bound, not a guess at its speed.
  test.setTimeout(180_000);
  const order = songOrder({ recipientName: 'Maria', customerName: 'Tom', occasion: 'Birthday' });
  const recipientEmail = uniqueEmail('maria');
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);

  // "As soon as it's ready" is the default; a date shows its field, in the buyer's own time zone.
  const when = page.getByRole('radiogroup', { name: 'When should they hear it?' });
  await expect(when.getByRole('radio', { name: 'As soon as it’s ready' })).toBeChecked();
  await when.getByRole('radio', { name: 'On a date I choose' }).check();
  const date = page.getByLabel('Date and time');
  await expect(date).toBeVisible();
  await expect(page.getByText(`In your time zone (${ZONE}): at least 24 hours from now, within a year.`)).toBeVisible();

  // Sooner than the song can be ready: said beside the field, and the cart waits.
  await date.fill(berlinHour(-2 * HOUR));
  await expect(page.getByText('This moment has already passed: please choose a later one')).toBeVisible();
  await date.fill(berlinHour(4 * HOUR));
  await expect(page.getByText('Please choose a moment at least 24 hours from now: that is how long your song takes to make')).toBeVisible();
  await expect(wizard(page).goToCart).toBeDisabled();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await lookAt(page, 'step-3-gift-date-too-soon');

  const chosen = `${berlinDay(3 * DAY)}T18:00`;
  await date.fill(chosen);
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Their email/).fill(recipientEmail);
  // The gift says whom it is from: the name from step 1, asked again beside it.
  await expect(page.getByLabel('From: your name, as they will see it')).toHaveValue('Tom');
  await lookAt(page, 'step-3-gift-date');

  await wizard(page).goToCart.click();
  await onTestCheckout(page, '$79.00');
  await testCheckout(page).pay.click();
  await expect(page).toHaveURL(/\/thank-you\?/);

  const [stored] = await ordersFor(db, order.email);
  expect(stored).toMatchObject({ payment_status: 'paid', total_cents: 7900 });
  const gift = await db((d) =>
    d
      .prepare('SELECT token, reveal_at, recipient_email FROM order_gifts WHERE order_id = ?')
      .get<{ token: string; reveal_at: string; recipient_email: string }>(stored!.id),
  );
  expect(gift).toMatchObject({ recipient_email: recipientEmail });
  expect(berlinWallClock(gift!.reveal_at)).toBe(chosen.replace('T', ' '));

  // The order page: the moment (Berlin time, its zone named) and the recipient's link to share.
  await page.goto(`/order/${stored!.public_token}`);
  const moment = page.getByTestId('gift-moment');
  await expect(moment.getByRole('heading', { name: 'When Maria hears it' })).toBeVisible();
  await expect(moment).toContainText(`(${ZONE})`);
  await expect(moment.getByTestId('gift-moment-when').locator('time')).toHaveAttribute('dateTime', gift!.reveal_at);
  await expect(moment).toContainText(`We’ll email ${recipientEmail} their link then.`);
  const link = moment.getByLabel('Maria’s link');
  await expect(link).toHaveValue(`${shop.url}/gift/${gift!.token}`);
  await lookAt(page, 'order-page-gift');

  // The recipient, on a phone of their own: who it is from, the occasion, a countdown; nothing to play.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE, isMobile: true, hasTouch: true });
  const recipient = await phone.newPage();
  await recipient.goto(`/gift/${gift!.token}`);
  await expect(recipient.getByRole('heading', { level: 1, name: 'A song for Maria' })).toBeVisible();
  await expect(recipient.getByText('from Tom')).toBeVisible();
  await expect(recipient.getByText('Birthday', { exact: true })).toBeVisible();
  const countdown = recipient.getByRole('timer');
  await expect(countdown).toContainText(/\b(2|3) days\b/);
  await expect(recipient.getByRole('button', { name: 'Play the song' })).toHaveCount(0);
  await lookAt(recipient, 'gift-countdown');

  // The admin sees the gift date on the order, and delivers the song: the buyer hears it now, the recipient not yet.
  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(order.email);
  const card = page.locator('.order-card').filter({ hasText: stored!.id.slice(-8).toUpperCase() });
  await expect(card).toContainText('Gift opens');
  await card.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: 'Gift date' })).toBeVisible();
  await expect(details).toContainText(recipientEmail);
  await details.getByRole('heading', { name: 'Gift date' }).scrollIntoViewIfNeeded();
  await lookAt(page, 'admin-gift-date');
  await details.getByRole('button', { name: 'Close' }).click();

  const mp3 = await seedMp3();
  await deliverSong(shop, stored!.id, { song: { bytes: mp3.bytes, name: 'maria.mp3', type: 'audio/mpeg' } });
  await expect.poll(async () => (await mailsTo(shop, order.email)).some((m) => m.subject === 'Your song for Maria is ready')).toBe(true);
  await recipient.reload();
  await expect(recipient.getByRole('timer')).toBeVisible();
  await expect(recipient.getByRole('button', { name: 'Play the song' })).toHaveCount(0);
  expect(await giftMailsTo(shop, recipientEmail)).toHaveLength(0);

  // The moment comes (the shop's clock moved past it): one mail to the recipient, and the link plays the song.
  shop.clock.advance(4 * DAY);
  await shop.services.jobs.runDue();
  await expect.poll(async () => (await giftMailsTo(shop, recipientEmail)).length).toBe(1);
  const [mail] = await giftMailsTo(shop, recipientEmail);
  expect(mailText(mail!)).toContain('Tom asked');
  expect([...new Set(shopLinksIn(mail!, shop, '/gift/'))]).toEqual([`/gift/${gift!.token}`]);

  await recipient.reload();
  await expect(recipient.getByRole('heading', { level: 1, name: 'A song for Maria' })).toBeVisible();
  await expect(recipient.getByText(/Under the umbrella/)).toBeVisible();
  await recipient.getByRole('button', { name: 'Play the song' }).click();
  await expect(recipient.locator('.song-player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => songPosition(recipient), { timeout: 15_000 }).toBeGreaterThan(0);
  await recipient.getByRole('button', { name: 'Pause the song' }).click();
  await lookAt(recipient, 'gift-opened');

  // Sent once: the runner passes again, a day later, and nothing more goes out.
  shop.clock.advance(DAY);
  await shop.services.jobs.runDue();
  expect(await giftMailsTo(shop, recipientEmail)).toHaveLength(1);
  await phone.close();
});
