// Journey: staff look after the reaction videos: /video-test lists the latest free-song submissions for a signed-in
// admin only (each link opening the customer's page in a new tab), reaction reminders go out at most once a day, and
// a customer's reminder carries a link that unsubscribes them with one button.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { adminCall, adminToken, insertFreeSong } from '../testing/admin';
import type { TestShop } from '../testing/testServer';
import { uniqueEmail } from './orderWizard';
import { expect, mailsTo, shopLinksIn, signInAsAdmin, test, TEST_ADMIN_PASSWORD } from './fixtures';

// Reminders mail every waiting customer of the shop, and signing in changes its sessions: off the customer journeys' shop.
test.use({ changesTheShop: true });

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function expectToast(page: Page, title: string, description: string | RegExp) {
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description)).toBeVisible();
}

async function dismissToast(page: Page) {
  await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
}

/** Submissions newer than any other of the shop, oldest first (minutes apart, so their order is certain). */
async function newestSubmissions(shop: TestShop, count: number, label: string) {
  const start = Date.now() + 3_600_000;
  const submissions = [];
  for (let i = 0; i < count; i++) {
    const fields = {
      name: `${label} Customer ${i}`,
      recipientName: `${label} Friend ${i}`,
      occasion: i % 2 ? 'Wedding' : 'Graduation',
      email: uniqueEmail(`vt${i}`),
      status: i % 3 === 0 ? 'delivered' : 'approved',
      createdAt: new Date(start + i * 60_000).toISOString(),
    };
    submissions.push({ ...fields, id: await insertFreeSong(shop, fields) });
  }
  return submissions;
}

function adminListCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/free-song-submissions') calls.push(request);
  });
  return calls;
}

test.describe('/video-test', () => {
  test('signed out it is the admin sign-in; signed in it lists the ten latest submissions, each opening its reaction page in a new tab', async ({
    page,
    context,
    shop,
  }) => {
    const made = await newestSubmissions(shop, 12, `T${Date.now() % 100000}`);
    const calls = adminListCalls(page);
    await page.goto('/video-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    await expect(page.getByText(made[11]!.email)).toHaveCount(0);
    expect(calls).toHaveLength(0);

    await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reaction pages' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('admin-auth'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const items = page.getByRole('list', { name: 'Latest free-song submissions' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    // Newest first: the last two made are the first two shown; the two oldest of the twelve are left out.
    const expected = [...made].reverse().slice(0, 10);
    for (const [index, submission] of expected.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(submission.name);
      await expect(item).toContainText(`for ${submission.recipientName}`);
      await expect(item).toContainText(submission.occasion);
      await expect(item).toContainText(submission.email);
      await expect(item).toContainText(submission.id);
      await expect(item.locator('.status-badge')).toHaveText(submission.status === 'delivered' ? 'Delivered' : 'Approved');
      const link = item.getByRole('link', { name: /^Open reaction page/ });
      await expect(link).toHaveAttribute('href', `/video-reaction/${submission.id}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(`Open reaction page for ${submission.recipientName} (opens in a new tab)`);
    }
    for (const left of made.slice(0, 2)) await expect(page.getByText(left.email)).toHaveCount(0);

    // A link opens the customer's own page beside this one.
    const delivered = expected.find((s) => s.status === 'delivered')!;
    const opening = context.waitForEvent('page');
    await page.getByRole('link', { name: `Open reaction page for ${delivered.recipientName} (opens in a new tab)` }).click();
    const customerPage = await opening;
    await expect(customerPage).toHaveURL(new RegExp(`/video-reaction/${delivered.id}$`));
    await expect(customerPage.getByRole('heading', { level: 1, name: `Share ${delivered.recipientName}’s reaction` })).toBeVisible();
    await customerPage.close();
    await expect(page.getByRole('heading', { level: 1, name: 'Reaction pages' })).toBeVisible();
  });

  test('a list that fails to load says so in the spec’s words', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route('**/api/admin/free-song-submissions', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Down for maintenance' }) }),
    );
    await page.goto('/video-test');
    await expect(page.getByRole('alert').getByText('Failed to fetch submissions: 503', { exact: true })).toBeVisible({ timeout: 20_000 });

    await page.unroute('**/api/admin/free-song-submissions');
    await page.route('**/api/admin/free-song-submissions', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('alert').getByText('Network error', { exact: true })).toBeVisible({ timeout: 20_000 });
  });

  test('its code is never precached, and no precached file holds admin code', async ({ shop }) => {
    const dist = shop.config.distDir;
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    const precached = new Set([...fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!));
    expect(precached.has('index.html')).toBe(true);
    expect(assets.filter((f) => /^VideoTestPage-.+\.js$/.test(f))).toHaveLength(1);
    expect([...precached].filter((u) => /VideoTestPage-|AdminPage-/.test(u))).toEqual([]);
    // Whatever the chunks are called: a file with the sign-in screen or the session key is not precached.
    const adminCode = assets
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /Admin sign in|admin-auth|Reaction pages/.test(fs.readFileSync(path.join(dist, 'assets', f), 'utf8')));
    expect(adminCode.length).toBeGreaterThan(0);
    for (const file of adminCode) expect(precached.has(`assets/${file}`), `${file} is precached`).toBe(false);
  });
});

test('Send reaction reminders mails each waiting customer once a day, and the toast counts them', async ({ page, shop }) => {
  const email = uniqueEmail('remind');
  const id = await insertFreeSong(shop, { status: 'delivered', name: 'Yara', recipientName: 'Omar', email });
  await signInAsAdmin(page, '/admin?tab=orders&list=free');
  await expect(page.getByRole('tab', { name: /^Free songs/ })).toHaveAttribute('aria-selected', 'true');

  // The list is asked for again once the reminders are out.
  const refreshed = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/admin/free-song-submissions');
  await page.getByRole('button', { name: 'Send reaction reminders' }).click();
  await expectToast(page, 'Reminders sent', /^reaction reminders sent to \d+ customers$/);
  const first = await notifications(page)
    .getByText(/^reaction reminders sent to/)
    .textContent();
  expect(Number(/(\d+)/.exec(first ?? '')?.[1])).toBeGreaterThanOrEqual(1);
  await refreshed;

  await expect.poll(async () => (await mailsTo(shop, email)).length).toBe(1);
  const [mail] = await mailsTo(shop, email);
  expect(mail!.subject).toBe('How did Omar react to their song?');
  expect(shopLinksIn(mail!, shop, '/video-reaction/')).toEqual([`/video-reaction/${id}`]);

  // A second press the same day mails nobody again.
  await dismissToast(page);
  await page.getByRole('button', { name: 'Send reaction reminders' }).click();
  await expectToast(page, 'Reminders sent', 'reaction reminders sent to 0 customers');
  expect(await mailsTo(shop, email)).toHaveLength(1);

  // A failure shows the server's message.
  await dismissToast(page);
  await page.route('**/api/admin/send-reaction-reminders', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The mail queue is unavailable' }) }),
  );
  await page.getByRole('button', { name: 'Send reaction reminders' }).click();
  await expectToast(page, 'Failed to send reaction reminders', 'The mail queue is unavailable');
});

test('the unsubscribe link in a reminder names the address, unsubscribes it with one button, and then says it was used', async ({
  page,
  shop,
  db,
}) => {
  const email = uniqueEmail('unsub');
  await insertFreeSong(shop, { status: 'delivered', name: 'Ilse', recipientName: 'Karl', email });
  expect((await adminCall(shop, await adminToken(shop), 'POST', '/api/admin/send-reaction-reminders')).status).toBe(200);
  await expect.poll(async () => (await mailsTo(shop, email)).length).toBe(1);
  const [link] = shopLinksIn((await mailsTo(shop, email))[0]!, shop, '/unsubscribe');
  expect(link).toMatch(/^\/unsubscribe\?token=/);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from reminders' })).toBeVisible();
  await expect(page.getByText(email.toLowerCase(), { exact: true })).toBeVisible();
  // Opening the page changes nothing: only the button does.
  const unsubscribed = async () =>
    (await db((d) => d.prepare('SELECT COUNT(*) AS n FROM mail_unsubscribes WHERE email = ?').get<{ n: number }>(email.toLowerCase())))!.n;
  expect(await unsubscribed()).toBe(0);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeFocused();
  await expect(page.getByText(email.toLowerCase(), { exact: true })).toBeVisible();
  expect(await unsubscribed()).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re already unsubscribed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // A token that is not the shop's, or none at all.
  const [address, signature] = link!.split('token=')[1]!.split('.');
  await page.goto(`/unsubscribe?token=${address}.${'A'.repeat(signature!.length)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
});
