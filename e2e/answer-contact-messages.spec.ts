// Journey: a visitor writes on /contact; the admin, on a phone (390 px), finds it under Live Chat → Messages with
// the unread badges, opens it (the badges count one less), reads all of it (markup stays text), answers it (the
// sender gets the reply with their message quoted, and had an acknowledgement), marks it done and deletes it.
import type { Page } from '@playwright/test';
import { DEMO_SHOP_PROFILE } from '../shared/shopProfile';
import { uniqueEmail } from './orderWizard';
import { seriousViolations } from './accessibility';
import { expect, mailsTo, mailText, signInAsAdmin, test, type ShopDatabase } from './fixtures';

const MESSAGE = '<b>Hello</b> <script>alert(1)</script>\nCan the song for our 10th anniversary mention Lisbon?';

const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });
const views = (page: Page) => page.getByRole('tablist', { name: 'Live Chat views' });
const inbox = (page: Page) => page.getByRole('region', { name: /^Messages/ });

/** The number on a tab's badge (0 when it shows none). */
async function badge(page: Page, tab: ReturnType<Page['getByRole']>): Promise<number> {
  const count = tab.locator('.admin-count');
  if ((await count.count()) === 0) return 0;
  return Number((await count.innerText()).replace(/\D/g, ''));
}

const unreadStored = (db: ShopDatabase) =>
  db(async (d) => (await d.prepare("SELECT count(*) AS n FROM contact_messages WHERE status = 'new'").get<{ n: number }>())!.n);

test('a contact message is read and answered from the admin on a phone', async ({ page, browser, shop, db }) => {
  // Two people's screens, each checked with axe and photographed: about 40 s alone, over a minute on a loaded CI
  // machine with Chromium 150. Three times the default ceiling; still no timing assertion.
  test.slow();
  const email = uniqueEmail('lena');
  const name = `Lena ${email.slice(5, 18)}`;

  // The visitor writes, in a browser of their own.
  // (A client address of its own, so the per-address contact limit meets no other test's visitor.)
  const visitor = await browser.newPage({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.231' } });
  await visitor.goto(`${shop.url}/contact`);
  const form = visitor.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption({ label: 'Custom song question' });
  await form.getByLabel('Subject').fill('Lisbon');
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message Sent!', { exact: true })).toBeVisible();
  await visitor.close();

  // They are told it arrived, with the contact page's promise.
  await expect.poll(async () => (await mailsTo(shop, email)).map((m) => m.subject)).toEqual(['We received your message']);
  expect(mailText((await mailsTo(shop, email))[0]!)).toContain("We'll answer within 24–48 hours");

  const unread = await unreadStored(db);
  expect(unread).toBeGreaterThanOrEqual(1);
  await signInAsAdmin(page, '/admin?tab=chat');
  const chatTab = adminTabs(page).getByRole('tab', { name: /^Live Chat/ });
  const messagesTab = views(page).getByRole('tab', { name: /^Messages/ });
  await expect.poll(() => badge(page, messagesTab)).toBe(unread);
  const tabBefore = await badge(page, chatTab);
  expect(tabBefore).toBeGreaterThanOrEqual(unread);

  await messagesTab.click();
  await expect(page).toHaveURL(/view=messages/);
  const open = inbox(page).getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(open).toContainText('New');
  await expect(open).toContainText('Custom song question · Lisbon');

  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => badge(page, messagesTab)).toBe(unread - 1);
  await expect.poll(() => badge(page, chatTab)).toBe(tabBefore - 1);
  await expect(open).not.toContainText('New');
  const item = inbox(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${name}`) }) });
  await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // The whole message, its markup as text.
  await expect(item.locator('.inbox-item__message').first()).toHaveText(MESSAGE);
  await expect(item.locator('script, b')).toHaveCount(0);
  await expect.poll(() => unreadStored(db)).toBe(unread - 1);
  await inbox(page).getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.screenshot({ path: test.info().outputPath('inbox-390-open.png') });
  expect(await seriousViolations(page), 'an open message').toEqual([]);

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An empty reply is refused on the page.
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByLabel('Your reply')).toHaveAccessibleDescription(/Please write a reply before sending/);
  await expect(item.getByLabel('Your reply')).toBeFocused();

  await item.getByLabel('Your reply').fill('Hi Lena, yes: Lisbon will be in the second verse.');
  await page.screenshot({ path: test.info().outputPath('inbox-390.png'), fullPage: false });
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByRole('status')).toHaveText(`Reply sent to ${email}.`);
  await expect(item).toContainText('You replied');
  await expect(item).toContainText('Hi Lena, yes: Lisbon will be in the second verse.');
  await expect(open).toContainText('Done');
  expect(await seriousViolations(page), 'after the reply').toEqual([]);

  const reply = (await mailsTo(shop, email)).find((m) => m.subject === 'Re: Lisbon');
  // Answers reach the shop's support address (its profile; the demo one here).
  expect(reply?.replyTo?.[0]?.address).toBe(DEMO_SHOP_PROFILE.supportEmail);
  expect(mailText(reply!)).toContain('Lisbon will be in the second verse.');
  expect(mailText(reply!)).toContain('> <b>Hello</b> <script>alert(1)</script>');
  await page.screenshot({ path: test.info().outputPath('inbox-390-replied.png'), fullPage: true });

  // Reopen, then done again, by keyboard.
  await item.getByRole('button', { name: 'Reopen' }).click();
  await expect(open).not.toContainText('Done');
  await item.getByRole('button', { name: 'Mark done' }).focus();
  await page.keyboard.press('Enter');
  await expect(open).toContainText('Done');

  // Delete asks first; Cancel keeps it, Delete removes it.
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(open).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toHaveCount(0);
  await expect(inbox(page).getByRole('heading', { level: 2, name: /^Messages/ })).toBeFocused();
  await expect
    .poll(() =>
      db(async (d) => (await d.prepare('SELECT count(*) AS n FROM contact_messages WHERE email = ?').get<{ n: number }>(email))!.n),
    )
    .toBe(0);

  // The link a push about a new message carries opens it in the inbox, read.
  const res = await page.request.post('/api/contact', { data: { name: 'Omar Push', email, message: 'Sent while the admin was away.' } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/admin?tab=chat&view=messages&message=${id}`);
  const pushed = inbox(page).getByRole('button', { name: /^Omar Push/ });
  await expect(pushed).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox(page).getByText('Sent while the admin was away.')).toBeVisible();
  await expect
    .poll(() => db(async (d) => (await d.prepare('SELECT status FROM contact_messages WHERE id = ?').get<{ status: string }>(id))!.status))
    .toBe('read');
});
