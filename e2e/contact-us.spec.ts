// Journey: a visitor writes to the shop with the contact form: validation, the stored message, the failure toast, F8 to the notifications.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type ShopDatabase } from './fixtures';

// page.route must see the contact call; a service worker would pass it on from its own context.
test.use({ serviceWorkers: 'block' });

interface ContactRow {
  id: string;
  name: string;
  email: string;
  inquiry_type: string | null;
  subject: string | null;
  message: string;
  created_at: string;
}

const countMessages = (db: ShopDatabase) =>
  db(async (d) => (await d.prepare('SELECT count(*) AS n FROM contact_messages').get<{ n: number }>())!.n);

const form = (page: Page) => page.getByRole('form', { name: 'Write to us' });
const field = (page: Page, label: 'Name' | 'Email' | 'Topic' | 'Subject' | 'Message') => form(page).getByLabel(label);
const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Fails the test if the page posts to /api/contact; returns a function telling how many posts were seen. */
function watchContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') posts++;
  });
  return () => posts;
}

async function expectToast(page: Page, title: string, description: string) {
  // Radix renders each toast as an item of the notifications list (and announces it through a separate live region).
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('sending the empty form asks for the required fields and stores nothing', async ({ page, db }) => {
  const before = await countMessages(db);
  const posts = watchContactPosts(page);

  await send(page).click();

  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
  for (const label of ['Name', 'Email', 'Message'] as const) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription('This field is required');
  }
  await expect(field(page, 'Name')).toBeFocused();
  expect(posts()).toBe(0);
  expect(await countMessages(db)).toBe(before);
});

test('a malformed email address is refused with its own message', async ({ page, db }) => {
  const before = await countMessages(db);
  const posts = watchContactPosts(page);

  await field(page, 'Name').fill('Dana Reyes');
  await field(page, 'Email').fill('dana-at-example.com');
  await field(page, 'Message').fill('Can you write a song for our tenth anniversary?');
  await send(page).click();

  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toBe(0);
  expect(await countMessages(db)).toBe(before);
});

test("changing a field clears that field's error and only that one", async ({ page }) => {
  await send(page).click();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('This field is required')).toHaveCount(3);

  await field(page, 'Name').fill('D');

  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('This field is required')).toHaveCount(2);
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
});

test('a complete message is stored, thanked for, and the form is cleared', async ({ page, db }) => {
  const tag = randomUUID().slice(0, 8);
  const typed = {
    name: `Dana Reyes ${tag}`,
    email: `dana.${tag}@example.com`,
    subject: 'Anniversary song timing',
    message: `Could you finish a song by Friday? Our tenth anniversary is on Saturday. (${tag})`,
  };
  try {
    await field(page, 'Name').fill(typed.name);
    await field(page, 'Email').fill(typed.email);
    await field(page, 'Topic').selectOption('timeline');
    await field(page, 'Subject').fill(typed.subject);
    await field(page, 'Message').fill(typed.message);
    await send(page).click();

    await expectToast(page, 'Message Sent!', "Thank you for contacting us. We'll get back to you within 24 hours.");
    for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) await expect(field(page, label)).toHaveValue('');
    await expect(field(page, 'Topic')).toHaveValue('');

    const rows = await db((d) => d.prepare('SELECT * FROM contact_messages WHERE email = ?').all<ContactRow>(typed.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: typed.name,
      email: typed.email,
      inquiry_type: 'timeline',
      subject: typed.subject,
      message: typed.message,
    });
  } finally {
    await db((d) => d.prepare('DELETE FROM contact_messages WHERE email = ?').run(typed.email));
  }
});

test('when sending fails the visitor is told to try again and keeps what they typed', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
  );

  await field(page, 'Name').fill('Dana Reyes');
  await field(page, 'Email').fill('dana@example.com');
  await field(page, 'Message').fill('Can you write a song for our tenth anniversary?');
  await send(page).click();

  await expectToast(page, 'Error', 'There was a problem sending your message. Please try again.');
  await expect(field(page, 'Message')).toHaveValue('Can you write a song for our tenth anniversary?');
  await expect(send(page)).toBeEnabled();
});

test('F8 moves focus to the notifications while a toast shows', async ({ page }) => {
  await send(page).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
  await expect(field(page, 'Name')).toBeFocused();

  await page.keyboard.press('F8');

  await expect.poll(() => notifications(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  await expect(field(page, 'Name')).not.toBeFocused();
});
