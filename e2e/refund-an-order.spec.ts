// Journey: the owner, on a phone, approves a paid order, refunds half of it from its details (a refusal beside the
// amount first, then a confirm step and the result announced), finds the refund and the status change in the audit
// log in Settings, and the buyer's order page says what was refunded.
import { paidOrder } from '../testing/admin';
import { seriousViolations } from './accessibility';
import { expect, mailsTo, signInAsAdmin, test } from './fixtures';
import { uniqueEmail } from './orderWizard';

const REASON = 'The chorus missed her name: half back, as agreed';

test('the owner refunds half of a paid order and finds it, and the status change, in the audit log', async ({
  page,
  context,
  shop,
  db,
}) => {
  const email = uniqueEmail('refund');
  const orderId = await paidOrder(shop, { email, customerName: 'Iris', recipientName: 'June' });
  const displayId = orderId.slice(-8).toUpperCase();

  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  const card = page.locator('.order-card').filter({ hasText: `#${displayId}` });
  await card.getByRole('button', { name: `Details of order ${displayId}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${displayId}` });
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`#${displayId} is now approved`, { exact: true })).toBeVisible();

  // What was paid and what is left; the amount starts at all that is left.
  const refund = details.getByRole('region', { name: 'Refund' });
  await expect(refund.getByText('No refunds yet.')).toBeVisible();
  const amount = refund.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue('79');

  // More than was paid: the server's words beside the amount, and the focus on it.
  await amount.fill('100');
  await refund.getByLabel('Reason').fill(REASON);
  await refund.getByRole('button', { name: 'Refund…' }).click();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(refund.getByText('That is more than what is left to refund ($79.00)')).toBeVisible();

  // Half, confirmed.
  await amount.fill('39.50');
  await refund.getByRole('button', { name: 'Refund…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Refund $39.50?' });
  await expect(confirm).toContainText(`$39.50 of $79.00 goes back to ${email}`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refund-390-confirm.png') });
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(refund.getByRole('status')).toHaveText('$39.50 refunded. $39.50 is left to refund. The customer is mailed.');
  const made = refund.getByRole('list', { name: 'Refunds made' }).getByRole('listitem');
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('$39.50');
  await expect(made).toContainText(REASON);
  await expect(amount).toHaveValue('39.50');
  await refund.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refund-390-done.png') });

  const stored = await db((d) =>
    d
      .prepare('SELECT payment_status, refunded_cents, public_token FROM orders WHERE id = ?')
      .get<{ payment_status: string; refunded_cents: number; public_token: string }>(orderId),
  );
  expect(stored).toMatchObject({ payment_status: 'paid', refunded_cents: 3950 });
  await expect.poll(async () => (await mailsTo(shop, email)).map((m) => m.subject)).toContain('Your refund of $39.50');
  await details.getByRole('button', { name: 'Close' }).click();

  // The audit log in Settings: the refund, with who and the reason; then the status change before it.
  await page.goto('/admin?tab=settings');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Action').selectOption({ label: 'Refund' });
  const refundEntry = audit.getByRole('listitem').filter({ hasText: `order #${displayId}` });
  await expect(refundEntry).toHaveCount(1);
  await expect(refundEntry).toContainText('by Owner');
  await expect(refundEntry).toContainText(REASON);
  await expect(refundEntry).toContainText('refunded: $39.50');
  await refundEntry.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('audit-390-refund.png') });

  await audit.getByLabel('Action').selectOption({ label: 'Order status changed' });
  const statusEntry = audit.getByRole('listitem').filter({ hasText: `order #${displayId}` });
  await expect(statusEntry).toHaveCount(1);
  await expect(statusEntry).toContainText('pending');
  await expect(statusEntry).toContainText('approved');

  // A reversed date range is refused beside the field; the entries shown stay.
  const today = new Date().toISOString().slice(0, 10);
  await audit.getByLabel('From').fill(today);
  await audit.getByLabel('To').fill('2000-01-01');
  await expect(audit.getByText('The end date comes before the start date')).toBeVisible();
  await expect(statusEntry).toHaveCount(1);

  // The buyer's order page says what came back.
  const buyer = await context.newPage();
  await buyer.goto(`/order/${stored!.public_token}`);
  await expect(buyer.getByTestId('order-refunds')).toContainText(/\$39\.50 refunded on \w+ \d{1,2}, \d{4}/);
  expect(await seriousViolations(buyer)).toEqual([]);
  await buyer.getByTestId('order-refunds').scrollIntoViewIfNeeded();
  await buyer.screenshot({ path: test.info().outputPath('order-page-390-refund.png') });
});
