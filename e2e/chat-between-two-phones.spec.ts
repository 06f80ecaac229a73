// Journey: a customer and an admin, each on a phone-sized browser of their own, chat both ways. Each side's
// messages and typing reach the other live (no reload); replies that arrive while the customer's chat is closed
// count on its button; opening it shows "Seen" to the admin.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CHAT_MESSAGES } from '../shared/schemas/chat';
import { expect, signInAsAdmin, test } from './fixtures';

const launcher = (page: Page) => page.getByRole('button', { name: /^Chat with Human/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Human' });
const bubble = (page: Page, text: string) => panel(page).getByTestId('chat-message').filter({ hasText: text });

test('customer and admin chat both ways, with typing, the unread badge and Seen', async ({ page, browser, shop }) => {
  const name = `Noor ${randomUUID().slice(0, 4)}`;
  const email = `noor-${randomUUID().slice(0, 8)}@example.com`;

  // The admin's phone: signed in, on the Live Chat tab.
  const adminContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: shop.url,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.200.1' },
  });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, '/admin?tab=chat');
  await expect(admin.getByText('Live', { exact: true })).toBeVisible();

  // The customer's phone starts a chat from the FAQ.
  await page.goto('/faq');
  await launcher(page).click();
  await panel(page).getByLabel('Your name', { exact: true }).fill(name);
  await panel(page).getByLabel('Email', { exact: true }).fill(email);
  await panel(page).getByLabel('How can we help?', { exact: true }).fill('Can the song be in Arabic and English?');
  await panel(page).getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel(page).getByTestId('chat-status')).toHaveText(CHAT_MESSAGES.connected);

  // It appears on the admin's phone without a reload; the admin opens it.
  const entry = admin.getByRole('list', { name: 'Chats' }).getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(entry).toBeVisible();
  await entry.click();
  const thread = admin.getByRole('region', { name });
  const messages = thread.getByRole('list', { name: `Messages with ${name}` });
  await expect(messages.getByRole('listitem').last()).toContainText('Can the song be in Arabic and English?');

  // The admin types, then answers: the customer sees both.
  const reply = thread.getByRole('textbox', { name: `Reply to ${name}` });
  await reply.pressSequentially('Yes, ');
  await expect(panel(page).getByText('Support is typing…')).toBeVisible();
  await reply.pressSequentially('both languages work beautifully.');
  await reply.press('Enter');
  await expect(bubble(page, 'both languages work beautifully.')).toBeVisible();
  await expect(bubble(page, 'both languages work beautifully.').locator('.chat-msg__who')).toHaveText('Support');

  // The customer types and answers: the admin sees both.
  const composer = panel(page).getByLabel('Your message');
  await composer.pressSequentially('Wonderful');
  await expect(thread.getByText(`${name} is typing…`)).toBeVisible();
  await composer.pressSequentially(', thank you!');
  await composer.press('Enter');
  await expect(messages.getByRole('listitem').last()).toContainText('Wonderful, thank you!');

  // The customer closes the chat; two more replies count on the button; opening it reads them, and the admin sees it.
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await reply.fill('Our musicians will start today.');
  await reply.press('Enter');
  await reply.fill('You will get the song within 24 hours.');
  await reply.press('Enter');
  await expect(page.getByTestId('chat-unread')).toHaveText('2 new replies');
  await launcher(page).click();
  await expect(bubble(page, 'within 24 hours')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(messages.getByRole('listitem').filter({ hasText: 'within 24 hours' })).toContainText('Seen');

  await adminContext.close();
});
