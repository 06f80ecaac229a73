// Journey: a customer orders a song on a phone in test mode: the three steps, the payment page with the
// server's price, the thank-you page, the mails, the order page; cancelling and coming back; discount codes.
import type { OrderView } from '../shared/api-types';
import { expect, mailsTo, mailText, shopLinksIn, test } from './fixtures';
import { boxOf, expectStackedEqualAndCentred, linesOf } from './geometry';
import {
  checkoutSessionsOf,
  expectStep,
  fillStyle,
  fillWho,
  fillWizard,
  onTestCheckout,
  ordersFor,
  savedDraft,
  songOrder,
  testCheckout,
  wizard,
} from './orderWizard';

test('a rush order is paid once on the test checkout, confirmed by mail, and followed on its order page', async ({ page, db, shop }) => {
  const order = songOrder({ rush: true });
  const w = wizard(page);

  await page.goto('/create-song?fresh=true');
  await expectStep(page, 1);
  await expect(w.back).toBeDisabled();
  await fillWho(page, order);
  await w.continue.click();

  await expectStep(page, 2);
  await expect(w.back).toBeEnabled();
  await w.story.fill(order.story);
  await w.continue.click();

  await expectStep(page, 3);
  await fillStyle(page, order);
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('$108', { exact: true })).toBeVisible();
  await w.goToCart.click();

  // The payment page shows the server's amount: $79 plus $29 for rush.
  const sessionId = await onTestCheckout(page, '$108.00');
  const [created] = await ordersFor(db, order.email);
  expect(created).toMatchObject({ payment_status: 'pending', total_cents: 10_800, rush_delivery: 1, provider_session_id: sessionId });
  expect(await savedDraft(page), 'the draft is discarded once the checkout exists').toBeUndefined();

  const sessionChecked = page.waitForResponse((r) => r.url().includes(`/api/stripe/session-check/${sessionId}`));
  await testCheckout(page).pay.click();

  await expect(page).toHaveURL((url) => url.pathname === '/thank-you' && url.searchParams.get('session_id') === sessionId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your song is on its way');
  await expect(page.getByTestId('amount-paid')).toHaveText('$108.00');
  // One number to quote: the order's reference, as in the mail and on the order page; the payment's is the small print.
  await expect(page.getByTestId('order-reference')).toHaveText(created!.id.slice(-8).toUpperCase());
  await expect(page.getByTestId('payment-reference')).toHaveText(`Payment ref. ${sessionId.slice(-8).toUpperCase()}`);
  await sessionChecked;
  await expectStackedEqualAndCentred(
    page,
    page.getByRole('link', { name: 'Return Home' }).or(page.getByRole('link', { name: 'Create Another Song' })),
  );

  const orders = await ordersFor(db, order.email);
  expect(orders).toHaveLength(1);
  const paid = orders[0]!;
  expect(paid).toMatchObject({
    payment_status: 'paid',
    recipient_name: order.recipientName,
    occasion: order.occasion,
    story: order.story,
    mood: order.mood,
    genre: order.genre,
    vocal_preference: order.vocalPreference,
    customer_name: order.customerName,
    total_cents: 10_800,
  });
  expect(await checkoutSessionsOf(db, paid.id)).toEqual([{ id: sessionId, status: 'complete', amount_cents: 10_800 }]);

  // The mails are sent by a stored job: wait for them, let any job still due run, and count again.
  const reference = paid.id.slice(-8).toUpperCase();
  const adminMailsAbout = async () => (await mailsTo(shop, shop.config.adminEmail)).filter((m) => m.subject?.includes(reference));
  await expect.poll(async () => (await mailsTo(shop, order.email)).length).toBe(1);
  await expect.poll(async () => (await adminMailsAbout()).length).toBe(1);
  await shop.services.jobs.runDue();
  const [confirmation] = await mailsTo(shop, order.email);
  const [notice] = await adminMailsAbout();
  expect(await mailsTo(shop, order.email)).toHaveLength(1);
  expect(await adminMailsAbout()).toHaveLength(1);

  expect(mailText(confirmation!)).toContain(`Order reference: ${reference}`);
  expect(mailText(confirmation!)).toContain('within 6 hours');
  const orderLinks = shopLinksIn(confirmation!, shop, '/order/');
  expect(orderLinks).toEqual([`/order/${paid.public_token}`]);
  expect(notice!.subject).toContain('$108.00 RUSH');
  expect(mailText(notice!)).toContain(order.email);

  await page.goto(orderLinks[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`A song for ${order.recipientName}`);
  await expect(page.getByText(`Order ${reference}`)).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  // Paid a moment ago with rush: the 6-hour promise has a little under 6 hours left.
  await expect(page.getByRole('timer')).toHaveText(/^Promised within 6 hours: 5:[0-5]\d:[0-5]\d left$/);
  expect(await linesOf(page.getByTestId('time-left')), 'the time and "left" stay on one line').toBe(1);
});

test('cancelling the payment shows Payment Incomplete; Complete Payment reopens the same checkout, Start Over the wizard', async ({
  page,
  db,
}) => {
  const order = songOrder();
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  await wizard(page).goToCart.click();
  const sessionId = await onTestCheckout(page, '$79.00');

  await testCheckout(page).cancel.click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout-pending' && url.searchParams.get('session_id') === sessionId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Incomplete');
  await expect(page.getByText('special discount code in 12 hours')).toBeVisible();
  // Like /thank-you: the buttons share one width, centred.
  const pendingActions = page
    .getByRole('button', { name: 'Complete Payment' })
    .or(page.getByRole('link', { name: 'Start Over' }))
    .or(page.getByRole('link', { name: 'Return Home' }));
  await expect(pendingActions).toHaveCount(3);
  await expectStackedEqualAndCentred(page, pendingActions);

  await page.getByRole('button', { name: 'Complete Payment' }).click();
  expect(await onTestCheckout(page, '$79.00')).toBe(sessionId);
  const orders = await ordersFor(db, order.email);
  expect(orders, 'no second order').toHaveLength(1);
  expect(orders[0]!.payment_status).toBe('pending');
  expect(await checkoutSessionsOf(db, orders[0]!.id), 'no second checkout session').toEqual([
    { id: sessionId, status: 'open', amount_cents: 7_900 },
  ]);

  await testCheckout(page).cancel.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Incomplete');
  await page.getByRole('link', { name: 'Start Over' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/create-song');
  await expectStep(page, 1);
  expect(await ordersFor(db, order.email)).toHaveLength(1);
});

test('FREELOVE20 on step 3 takes 20 % off the price shown and the price charged', async ({ page, db }) => {
  const order = songOrder({ discountCode: 'FREELOVE20' });
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByTestId('discount-note')).toHaveText('Code FREELOVE20 applied.');
  await expect(summary.getByTestId('discount-line')).toHaveText(/^Discount \(20 %\)\s*−\$15\.80$/);
  await expect(summary.getByTestId('summary-total')).toHaveText('$63.20');
  await wizard(page).goToCart.click();

  await onTestCheckout(page, '$63.20');
  const orders = await ordersFor(db, order.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ discount_code: 'FREELOVE20', discount_percent: 20, total_cents: 6_320 });
});

test('an extra verse and a 15 % tip show on the summary, are listed on the test checkout and are what is charged', async ({ page, db }) => {
  const order = songOrder();
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  await page.getByRole('checkbox', { name: /Extra verse/ }).check();
  await page.getByRole('radio', { name: '15 %' }).check();
  const summary = page.getByRole('region', { name: 'Your order' });
  // $79 + $19 = $98; 15 % of it is $14.70.
  await expect(summary.getByTestId('summary-add-on')).toHaveText(/^Extra verse\s*\+\$19$/);
  await expect(summary.getByTestId('summary-tip')).toHaveText(/^Tip for the musicians\s*\+\$14\.70$/);
  await expect(summary.getByTestId('summary-total')).toHaveText('$112.70');
  await wizard(page).goToCart.click();

  await onTestCheckout(page, '$112.70');
  await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveText([
    /Custom Song Creation\s*\$79\.00/,
    /Extra verse\s*\$19\.00/,
    /Tip for the musicians\s*\$14\.70/,
  ]);
  const orders = await ordersFor(db, order.email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ total_cents: 11_270 });
});

test('an unknown discount code is refused beside its field, and the button works again once it is changed', async ({ page, db }) => {
  const order = songOrder({ discountCode: 'NOSUCHCODE' });
  const w = wizard(page);
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, order);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByTestId('discount-note')).toHaveText('This discount code is not valid.');
  await expect(summary.getByTestId('summary-total')).toHaveText('$79');
  await w.goToCart.click();

  await expect(w.discountCode).toHaveAccessibleDescription('This discount code is not valid');
  await expect(w.discountCode).toHaveAttribute('aria-invalid', 'true');
  await expect(w.discountCode).toBeFocused();
  await expect(w.goToCart).toBeEnabled();
  await expect(page).toHaveURL((url) => url.pathname === '/create-song');
  expect(await ordersFor(db, order.email), 'a refused code leaves no order behind').toHaveLength(0);

  await w.discountCode.fill('FREELOVE20');
  await expect(w.discountCode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This discount code is not valid')).toHaveCount(0);
  await w.goToCart.click();

  await onTestCheckout(page, '$63.20');
  expect(await ordersFor(db, order.email)).toHaveLength(1);
});

test('the order summary keeps its height while a code is checked, whatever the answer', async ({ page }) => {
  const w = wizard(page);
  // Each look-up waits until the test lets it through, so the "checking" state can be measured.
  const waiting: Array<() => void> = [];
  await page.route('**/api/discount-codes/**', async (route) => {
    await new Promise<void>((release) => waiting.push(release));
    await route.continue();
  });
  await page.goto('/create-song?fresh=true');
  await fillWizard(page, songOrder());
  const summary = page.getByRole('region', { name: 'Your order' });
  const note = summary.getByTestId('discount-note');

  for (const [code, answer] of [
    ['FREELOVE20', 'Code FREELOVE20 applied.'],
    ['NOSUCHCODE', 'This discount code is not valid.'],
  ] as const) {
    await w.discountCode.fill(code);
    await expect(note).toHaveText('Checking your code…');
    const checking = await boxOf(summary);
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    waiting.splice(0).forEach((release) => release());
    await expect(note).toHaveText(answer);
    expect((await boxOf(summary)).height, `${code}: same height as while checking`).toBe(checking.height);
  }
});

test('the order page checks every step once the song is delivered', async ({ page, context }) => {
  await context.route('**/api/orders/*', (route) =>
    route.fulfill({
      json: {
        reference: 'AB12CD34',
        recipientName: 'Emma',
        occasion: 'Anniversary',
        mood: 'Romantic',
        genre: 'Acoustic Folk',
        vocalPreference: 'Female',
        rushDelivery: false,
        totalCents: 7900,
        currency: 'usd',
        status: 'delivered',
        paymentStatus: 'paid',
        createdAt: '2025-06-01T10:00:00.000Z',
        paidAt: '2025-06-01T10:01:00.000Z',
        dueAt: '2025-06-02T10:01:00.000Z',
        deliveryHours: 24,
        songPageUrl: null,
      } satisfies OrderView,
    }),
  );
  await page.goto('/order/e2e-delivered-order');
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  for (const step of await steps.all()) {
    await expect(step).toContainText('(done)');
    await expect(step.locator('svg')).toBeVisible();
  }
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  await expect(steps.last()).not.toContainText('5');
});

test('the close icon leaves the wizard for the home page', async ({ page }) => {
  await page.goto('/create-song?fresh=true');
  await expectStep(page, 1);
  await wizard(page).close.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the thank-you page clears a saved draft', async ({ page }) => {
  const w = wizard(page);
  await page.goto('/create-song?fresh=true');
  await fillWho(page, songOrder({ recipientName: 'Leftover' }));
  await w.continue.click();
  await expectStep(page, 2);
  await expect.poll(async () => (await savedDraft(page))?.step).toBe(2);

  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your song is on its way');
  await expect.poll(() => savedDraft(page)).toBeUndefined();

  await page.goto('/create-song');
  await expectStep(page, 1);
  await expect(w.recipientName).toHaveValue('');
  await expect(w.occasions.getByRole('radio', { checked: true })).toHaveCount(0);
});
