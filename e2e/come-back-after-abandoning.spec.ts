// Journey: a customer leaves the payment page without paying: 12 hours later one mail brings a discount code,
// and the code (typed or through the mail's link) lowers the price; a customer who paid meanwhile gets none.
import type { Page } from '@playwright/test';
import type { TestShop } from '../testing/testServer';
import { expect, mailsTo, mailText, shopLinksIn, test, type ShopDatabase } from './fixtures';
import { expectStep, fillWizard, onTestCheckout, ordersFor, songOrder, testCheckout, wizard, type SongOrder } from './orderWizard';

// This file moves the shop's clock by hours: it gets a worker, and so a shop, of its own.
test.use({ movesTheClock: true });

const HOUR = 3_600_000;
const MINUTE = 60_000;

const abandonedMailsTo = async (shop: TestShop, email: string) =>
  (await mailsTo(shop, email)).filter((m) => /% off to finish it$/.test(m.subject ?? ''));

/** The stored abandoned-checkout job of an order: whether it ran, so "no mail" is not merely "not yet". */
const abandonedJobOf = (db: ShopDatabase, orderId: string) =>
  db((d) =>
    d
      .prepare("SELECT run_at, done_at FROM jobs WHERE kind = 'order.abandoned-checkout' AND unique_key = ?")
      .get<{ run_at: string; done_at: string | null }>(`order-abandoned:${orderId}`),
  );

/** Moves the shop's clock forward and runs the jobs that are due then, as the job runner would. */
async function hoursPass(shop: TestShop, ms: number) {
  shop.clock.advance(ms);
  await shop.services.jobs.runDue();
}

/** Orders through the wizard up to the test checkout page; answers the stored order. */
async function reachCheckout(page: Page, db: ShopDatabase, order: SongOrder, amount: string) {
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  await wizard(page).goToCart.click();
  await onTestCheckout(page, amount);
  const [stored] = await ordersFor(db, order.email);
  return stored!;
}

test('an unpaid checkout gets one mail with a code after 12 hours, and the code lowers the price', async ({ page, db, shop }) => {
  const order = songOrder({ recipientName: 'Lucia' });
  const unpaid = await reachCheckout(page, db, order, '$79.00');
  await testCheckout(page).cancel.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Incomplete');

  await hoursPass(shop, 12 * HOUR - MINUTE);
  expect(await abandonedMailsTo(shop, order.email), 'not before 12 hours').toHaveLength(0);

  await hoursPass(shop, 2 * MINUTE);
  await expect.poll(async () => (await abandonedMailsTo(shop, order.email)).length).toBe(1);
  const [mail] = await abandonedMailsTo(shop, order.email);
  expect(mail!.subject).toBe('Your song for Lucia is waiting: 15% off to finish it');
  const code = /\b(SONG15-[A-Z2-9]{8})\b/.exec(mailText(mail!))?.[1];
  expect(code, 'the mail carries a discount code').toBeDefined();
  const links = shopLinksIn(mail!, shop, '/create-song');
  expect(links).toEqual([`/create-song?code=${code}`]);
  expect((await abandonedJobOf(db, unpaid.id))?.done_at).not.toBeNull();

  // Sent once: the job has run; later passes of the runner, hours later, send nothing more.
  await hoursPass(shop, 0);
  await hoursPass(shop, 24 * HOUR);
  expect(await abandonedMailsTo(shop, order.email)).toHaveLength(1);
  expect(await mailsTo(shop, order.email), 'and no other mail either: nothing was paid').toHaveLength(1);

  // The mail's link opens the wizard with the code filled in; for the same email it takes 15 % off $79.
  await page.goto(links[0]!);
  await expectStep(page, 1);
  await fillWizard(page, { ...order, discountCode: undefined });
  await expect(wizard(page).discountCode).toHaveValue(code!);
  await wizard(page).goToCart.click();
  await onTestCheckout(page, '$67.15');

  const orders = await ordersFor(db, order.email);
  expect(orders).toHaveLength(2);
  expect(orders[1]).toMatchObject({ discount_code: code, discount_percent: 15, total_cents: 6_715, payment_status: 'pending' });
});

test('the mailed code typed into the wizard by hand works too', async ({ page, db, shop }) => {
  const order = songOrder({ recipientName: 'Ines' });
  await reachCheckout(page, db, order, '$79.00');

  await hoursPass(shop, 12 * HOUR + MINUTE);
  await expect.poll(async () => (await abandonedMailsTo(shop, order.email)).length).toBe(1);
  const code = /\b(SONG15-[A-Z2-9]{8})\b/.exec(mailText((await abandonedMailsTo(shop, order.email))[0]!))![1]!;

  await page.goto('/create-song?fresh=true');
  await fillWizard(page, { ...order, discountCode: code.toLowerCase() });
  await wizard(page).goToCart.click();
  await onTestCheckout(page, '$67.15');
  expect((await ordersFor(db, order.email)).map((o) => o.total_cents)).toEqual([7_900, 6_715]);
});

test('a checkout paid before the 12 hours are up gets no abandoned mail', async ({ page, db, shop }) => {
  const order = songOrder({ recipientName: 'Rosa' });
  const stored = await reachCheckout(page, db, order, '$79.00');
  await testCheckout(page).pay.click();
  await expect(page).toHaveURL((url) => url.pathname === '/thank-you');
  await expect.poll(async () => (await ordersFor(db, order.email))[0]?.payment_status).toBe('paid');

  await hoursPass(shop, 12 * HOUR + MINUTE);

  // The job did run, and found the order paid.
  expect((await abandonedJobOf(db, stored.id))?.done_at).not.toBeNull();
  expect(await abandonedMailsTo(shop, order.email)).toHaveLength(0);
  expect(
    (await db((d) => d.prepare('SELECT count(*) AS n FROM discount_codes WHERE source_order_id = ?').get<{ n: number }>(stored.id)))!.n,
  ).toBe(0);
  // Only the order confirmation reached the customer.
  await expect
    .poll(async () => (await mailsTo(shop, order.email)).map((m) => m.subject))
    .toEqual([`Your song for Rosa is ordered — ${stored.id.slice(-8).toUpperCase()}`]);
});
