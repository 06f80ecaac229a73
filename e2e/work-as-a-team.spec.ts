// Journey (issue 26): on a phone (390 px) the owner invites a musician from the Team tab; the musician opens the
// invitation mail's link, chooses a password, signs in with e-mail and password, sees only the Ordered Songs tab
// and nothing yet; the owner assigns a paid order; the musician sees that one order (not the customer's e-mail)
// and accepts it. Axe finds nothing serious on the invitation page, the Team tab and the musician's order.
import { paidOrder } from '../testing/admin';
import { seriousViolations } from './accessibility';
import { expect, mailsTo, mailText, signInAsAdmin, test, testClientAddress } from './fixtures';
import { uniqueEmail } from './orderWizard';

const PHONE = { width: 390, height: 844 };

test('the owner invites a musician, who sets a password, signs in and accepts the one order assigned to them', async ({
  page,
  browser,
  shop,
}, testInfo) => {
  // Two people's screens, each checked with axe and photographed: about 40 s alone, over a minute on a loaded CI
  // machine with Chromium 150. Three times the default ceiling; still no timing assertion.
  test.slow();
  await page.setViewportSize(PHONE);
  const musicianEmail = uniqueEmail('musician');
  const buyerEmail = uniqueEmail('buyer');
  const orderId = await paidOrder(shop, { email: buyerEmail, customerName: 'Nora', recipientName: 'Otto', occasion: 'Birthday' });
  const displayId = orderId.slice(-8).toUpperCase();

  // The owner invites from the Team tab.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByLabel('E-mail').fill(musicianEmail);
  await page.getByLabel('Name (optional)').fill('Mia');
  await page.getByLabel('Role').selectOption('musician');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(/Invited · link works until/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('team-tab.png'), fullPage: true });

  // The musician opens the mailed link on their own phone.
  await expect.poll(async () => (await mailsTo(shop, musicianEmail)).length).toBe(1);
  const [invitation] = await mailsTo(shop, musicianEmail);
  const link = /https?:\/\/\S+#invitation=[A-Za-z0-9_-]+/.exec(mailText(invitation!))?.[0];
  expect(link).toBeDefined();
  const phone = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() } });
  const musician = await phone.newPage();
  await musician.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(musician.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await musician.getByLabel('New password').fill('short');
  await musician.getByRole('button', { name: 'Set password' }).click();
  await expect(musician.getByText('The password must be at least 8 characters')).toBeVisible();
  expect(await seriousViolations(musician)).toEqual([]);
  await musician.screenshot({ path: testInfo.outputPath('invitation.png'), fullPage: true });
  await musician.getByLabel('New password').fill('songs-for-otto');
  await musician.getByRole('button', { name: 'Set password' }).click();

  // Signs in with e-mail and password: only the orders tab, and nothing assigned yet.
  await expect(musician.getByText('Your password is set. Sign in with your e-mail and password.')).toBeVisible();
  await expect(musician.getByLabel('E-mail (staff accounts)')).toHaveValue(musicianEmail);
  await musician.getByLabel('Password', { exact: true }).fill('songs-for-otto');
  await musician.getByRole('button', { name: 'Sign in' }).click();
  await expect(musician.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(musician.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(['Ordered Songs', 'Production']);
  await expect(musician.getByText('No orders yet')).toBeVisible();

  // The owner assigns the order to Mia.
  await page.getByRole('tab', { name: 'Ordered Songs' }).click();
  await page.getByRole('button', { name: `Details of order ${displayId}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Musician').selectOption({ label: 'Mia' });
  await expect(dialog.getByText(/Assigned to Mia · to accept by/)).toBeVisible();
  expect(await page.evaluate(() => innerWidth), 'nothing has widened the layout viewport').toBe(PHONE.width);
  // Scrolled to its end, the dialog still shows its head and Close button.
  await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('order-dialog-scrolled.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The musician sees that one order, without the customer's e-mail, and accepts it.
  await musician.reload();
  await expect(musician.getByRole('button', { name: /^Details of order/ })).toHaveCount(1);
  await musician.getByRole('button', { name: `Details of order ${displayId}` }).click();
  const mine = musician.getByRole('dialog');
  // Neither the customer's e-mail nor the price.
  await expect(mine.getByText('Not shown for your role')).toHaveCount(2);
  await expect(mine).not.toContainText(buyerEmail);
  await expect(mine.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(await seriousViolations(musician)).toEqual([]);
  await musician.screenshot({ path: testInfo.outputPath('musician-order.png'), fullPage: true });
  expect(await musician.evaluate(() => document.documentElement.scrollWidth), 'nothing widens the page').toBeLessThanOrEqual(PHONE.width);
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(mine.getByText('Assigned to Mia · accepted')).toBeVisible();
  await expect(musician.locator('body')).not.toContainText(buyerEmail);

  // The musician sees only their own sign-in; the owner sees every one, ends the musician's, and they are out.
  await mine.getByRole('button', { name: 'Close' }).click();
  await musician.getByText('Signed-in devices').click();
  const mineListed = musician.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(mineListed).toHaveCount(1);
  await expect(mineListed).toContainText('This device');
  await page.getByText('Signed-in devices').click();
  const listed = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem').filter({ hasText: musicianEmail });
  await expect(listed).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('signed-in-devices.png'), fullPage: true });
  await listed.getByRole('button', { name: /^End/ }).click();
  await expect(listed).toHaveCount(0);
  await musician.reload();
  await expect(musician.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await phone.close();
});
