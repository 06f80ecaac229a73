// Journey: a customer reads the shop's mails on a phone (a 390 px wide mail view): long links and names wrap
// inside the frame every mail shares, nothing scrolls sideways, and the order confirmation makes its promise once.
import { DEMO_SHOP_PROFILE } from '../shared/shopProfile';
import { escapeHtml, mailLayout, mailPage } from '../api/services/mail/html';
import { finishMail } from '../api/services/mail/outgoing';
import { orderConfirmation } from '../api/services/mail/templates/orderConfirmation';
import { expect, test } from './fixtures';
import { boxOf, scrollsSideways } from './geometry';

// A mail app's view is as wide as the screen, whatever the mail's own viewport tag says.
test.use({ isMobile: false, viewport: { width: 390, height: 844 } });

const LONG_URL = `https://shop.example/create-song?resume=${'a1B2c3D4'.repeat(24)}&utm_source=abandoned-checkout-mail`;
const LONG_NAME = 'Maximilianaalexandrinacatalinabelenfernandezdelarosa';

test('every mail’s frame wraps a long link and a long name instead of scrolling sideways', async ({ page }) => {
  const body =
    `<p>Continue here: ${escapeHtml(LONG_URL)}</p>` +
    `<p><a href="${escapeHtml(LONG_URL)}">${escapeHtml(LONG_URL)}</a></p>` +
    `<p>From ${escapeHtml(LONG_NAME)}@example.com</p>`;
  // A marketing mail's footer too: the legal name and a postal address with a long line.
  const shop = { ...DEMO_SHOP_PROFILE, legalName: LONG_NAME, postalAddress: `1 ${LONG_NAME} Street\nSpringfield` };
  await page.setContent(mailLayout(mailPage(`A song for ${LONG_NAME}`, body), shop, true));
  expect(await scrollsSideways(page)).toBe(false);
  for (const text of [LONG_URL, LONG_NAME]) {
    const box = await boxOf(page.getByText(text, { exact: false }).first());
    expect(box.x + box.width, `${text.slice(0, 30)}… ends on screen`).toBeLessThanOrEqual(390);
  }
});

test('the order confirmation fits a phone and promises the delivery time once', async ({ page }) => {
  const mail = orderConfirmation(
    { address: 'tom@example.com' },
    {
      reference: 'B177A7D2',
      customerName: LONG_NAME,
      recipientName: LONG_NAME,
      occasion: 'Anniversary',
      amountCents: 10_800,
      currency: 'USD',
      deliveryHours: 6,
      orderUrl: LONG_URL,
    },
  );
  const { html } = finishMail(mail, DEMO_SHOP_PROFILE);
  expect(html).toBeTruthy();
  await page.setContent(html!);
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByText(/within 6 hours/)).toHaveCount(1);
  await expect(page.getByText('Order reference: B177A7D2')).toBeVisible();
});
