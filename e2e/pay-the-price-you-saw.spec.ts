// Journey: a customer on a phone pays the price of the page they started from (DESIGN §3: the price seen is the
// price paid): from / the landing offer ($99, was $149, 48 hours), kept through a reload, on the payment page and
// promised on /thank-you; from /hero the alternative home page's ($79, 24 hours).
import { expect, test } from './fixtures';
import { expectStep, fillStyle, fillWho, onTestCheckout, ordersFor, savedDraft, songOrder, testCheckout, wizard } from './orderWizard';

test('from / the customer sees $99 and 48 hours in step 3, keeps them through a reload, pays $99 and is promised 48 hours', async ({
  page,
  db,
}, testInfo) => {
  const order = songOrder();
  const w = wizard(page);
  await page.goto('/');
  await page.locator('#landing-actions').getByRole('link', { name: 'Start Your Song' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/create-song' && url.searchParams.get('offer') === 'landing');

  await expectStep(page, 1);
  await fillWho(page, order);
  await w.continue.click();
  await expectStep(page, 2);
  await w.story.fill(order.story);
  await w.continue.click();
  await expectStep(page, 3);

  // The draft keeps the offer: a reload on a bare /create-song still sells the landing price (once step 3 is saved).
  await expect.poll(async () => (await savedDraft(page))?.step).toBe(3);
  await page.goto('/create-song');
  await expectStep(page, 3);
  await fillStyle(page, order);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByTestId('summary-price')).toHaveText('was $149$99');
  await expect(summary.getByTestId('summary-total')).toHaveText('$99');
  await expect(summary.getByTestId('summary-delivery')).toHaveText('Ready in 48 hours');
  await summary.scrollIntoViewIfNeeded();
  const shot = testInfo.outputPath('step-3-landing-offer.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('step 3 priced by the landing offer at 390 px', { path: shot, contentType: 'image/png' });

  await w.goToCart.click();
  const sessionId = await onTestCheckout(page, '$99.00');
  expect((await ordersFor(db, order.email))[0]).toMatchObject({ total_cents: 9900 });

  await testCheckout(page).pay.click();
  await expect(page).toHaveURL((url) => url.pathname === '/thank-you' && url.searchParams.get('session_id') === sessionId);
  await expect(page.getByTestId('amount-paid')).toHaveText('$99.00');
  await expect(page.getByTestId('delivery-promise')).toHaveText('Your MP3 and lyrics arrive within 48 hours.');
});

test('from /hero the customer sees and pays $79 with 24 hours', async ({ page, db }) => {
  const order = songOrder();
  const w = wizard(page);
  await page.goto('/hero');
  await page.getByRole('link', { name: 'Create My Song' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/create-song' && url.searchParams.get('offer') === 'home');

  await expectStep(page, 1);
  await fillWho(page, order);
  await w.continue.click();
  await w.story.fill(order.story);
  await w.continue.click();
  await expectStep(page, 3);
  await fillStyle(page, order);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByTestId('summary-price')).toHaveText('$79');
  await expect(summary.getByTestId('summary-delivery')).toHaveText('Ready in 24 hours');

  await w.goToCart.click();
  await onTestCheckout(page, '$79.00');
  expect((await ordersFor(db, order.email))[0]).toMatchObject({ total_cents: 7900 });
  await testCheckout(page).pay.click();
  await expect(page.getByTestId('delivery-promise')).toHaveText('Your MP3 and lyrics arrive within 24 hours.');
});
