// Journey: an admin on a phone (390 px) answers a live chat. A customer's chat (started through the API) shows
// up without a reload with its unread count and the tab's badge; opening it clears them; the customer's typing
// and "Seen" show; the reply reaches the customer; markup stays text; the chat links to the customer's orders.
import type { APIRequestContext, Page } from '@playwright/test';
import { paidOrder } from '../testing/admin';
import type { AdminChatSession, ChatMessage, ChatStarted } from '../shared/schemas/chat';
import { uniqueEmail } from './orderWizard';
import { expect, signInAsAdmin, test } from './fixtures';
import { boxOf, scrollsSideways } from './geometry';

const HOSTILE_NAME = '<img src=x onerror="alert(1)">Rosa';
const HOSTILE_TEXT = '<script>alert("boo")</script><b>Can</b> the song be ready by Friday?';

const chatTab = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: /^Live Chat/ });
const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const sessionLink = (page: Page, name: string) => chatList(page).getByRole('link', { name: startsWith(name) });
/** The list item holding a session's link (and its orders link). */
const sessionItem = (page: Page, name: string) =>
  chatList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: startsWith(name) }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unread number on the Live Chat tab (0 when it shows none). */
async function tabBadge(page: Page): Promise<number> {
  const badge = chatTab(page).locator('.admin-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).replace(/\D/g, ''));
}

async function startChat(
  request: APIRequestContext,
  customerName: string,
  customerEmail: string,
  initialMessage: string,
): Promise<ChatStarted> {
  const res = await request.post('/api/chat/start', { data: { customerName, customerEmail, initialMessage } });
  expect(res.status()).toBe(201);
  return (await res.json()) as ChatStarted;
}

async function customerMessages(request: APIRequestContext, chat: ChatStarted): Promise<ChatMessage[]> {
  const res = await request.get(`/api/chat/messages?sessionId=${chat.sessionId}`, { headers: { Authorization: `Bearer ${chat.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ChatMessage[];
}

test('an admin on a phone sees a new chat arrive live, reads it, sees the customer type, and replies', async ({ page, request, shop }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail('rosa');
  await paidOrder(shop, { email, customerName: 'Rosa', recipientName: 'Luis' });

  await signInAsAdmin(page, '/admin?tab=chat');
  await expect(chatTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const before = await tabBadge(page);

  // The customer starts a chat and writes again (their own client address: the start limit is per address).
  const started = await request.post('/api/chat/start', {
    data: { customerName: HOSTILE_NAME, customerEmail: email, customerPhone: '+1 555 0100', initialMessage: 'Hi! Quick question.' },
  });
  expect(started.status()).toBe(201);
  const chat = (await started.json()) as ChatStarted;
  const sent = await request.post('/api/chat/send', {
    data: { sessionId: chat.sessionId, message: HOSTILE_TEXT },
    headers: { Authorization: `Bearer ${chat.token}` },
  });
  expect(sent.status()).toBe(201);

  // Live, without a reload: the chat at the top of the list with 2 unread, and the tab's badge up by 2.
  const entry = sessionLink(page, HOSTILE_NAME);
  await expect(entry).toBeVisible();
  await expect(chatList(page).getByRole('listitem').first()).toContainText(HOSTILE_NAME);
  await expect(entry).toContainText(email);
  await expect(entry).toContainText('+1 555 0100');
  await expect(entry).toContainText(HOSTILE_TEXT);
  await expect(entry.locator('.admin-count')).toHaveText('2 unread');
  await expect.poll(() => tabBadge(page)).toBe(before + 2);
  const item = sessionItem(page, HOSTILE_NAME);
  await expect(item.getByRole('link', { name: /^1 paid order/ })).toHaveAttribute(
    'href',
    `/admin?tab=orders&q=${encodeURIComponent(email)}`,
  );
  await expect(page.getByRole('textbox', { name: /^Reply to/ })).toHaveCount(0);

  // With its badge, the selected Live Chat tab is whole on the phone's screen (the bar scrolls sideways, the page does not).
  const liveChat = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: /^Live Chat/ });
  const box = await boxOf(liveChat);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await scrollsSideways(page)).toBe(false);

  // Two screens: opening the chat replaces the list, with a Back button, and focus lands on its heading.
  await entry.click();
  const thread = page.getByRole('region', { name: HOSTILE_NAME });
  await expect(thread.getByRole('heading', { level: 2, name: HOSTILE_NAME })).toBeFocused();
  await expect(chatList(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]session=${chat.sessionId}`));
  const messages = thread.getByRole('list', { name: `Messages with ${HOSTILE_NAME}` });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').last()).toContainText(HOSTILE_TEXT);

  // Opening it read it: the server says so, and the tab's badge is back where it was.
  const adminToken = await page.evaluate(() => sessionStorage.getItem('admin-auth'));
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/chat/sessions', { headers: { Authorization: `Bearer ${adminToken}` } });
      return ((await res.json()) as AdminChatSession[]).find((s) => s.id === chat.sessionId)?.unread;
    })
    .toBe(0);
  await expect.poll(() => tabBadge(page)).toBe(before);

  // The customer types: the admin sees it.
  const typing = await request.post('/api/chat/typing', {
    data: { sessionId: chat.sessionId },
    headers: { Authorization: `Bearer ${chat.token}` },
  });
  expect(typing.status()).toBe(204);
  await expect(thread.getByText(`${HOSTILE_NAME} is typing…`)).toBeVisible();

  // Blank is refused; Shift+Enter is a new line; Enter sends and empties the box.
  const reply = thread.getByRole('textbox', { name: `Reply to ${HOSTILE_NAME}` });
  await reply.press('Enter');
  await expect(thread.getByRole('alert')).toHaveText('Please type a message');
  await expect(reply).toHaveAttribute('aria-invalid', 'true');
  await reply.fill('Yes, with rush delivery it is ready in 6 hours.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Shall I send the link?');
  await expect(reply).toHaveValue('Yes, with rush delivery it is ready in 6 hours.\nShall I send the link?');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  const answer = messages.getByRole('listitem').filter({ hasText: 'Shall I send the link?' });
  await expect(answer).toContainText('Support');
  await expect(answer).not.toContainText('Sending…');

  // The reply reached the customer, as they read it with their own token.
  await expect
    .poll(async () => (await customerMessages(request, chat)).map((m) => [m.sender, m.message]))
    .toContainEqual(['admin', 'Yes, with rush delivery it is ready in 6 hours.\nShall I send the link?']);

  // The customer opens their widget (which reads everything): "Seen" under the reply.
  const presence = await request.post('/api/chat/presence', {
    data: { sessionId: chat.sessionId, open: true },
    headers: { Authorization: `Bearer ${chat.token}` },
  });
  expect(presence.status()).toBe(204);
  await expect(answer).toContainText('Seen');

  // A new customer message while the chat is open arrives live and is read at once (no badge).
  await request.post('/api/chat/send', {
    data: { sessionId: chat.sessionId, message: 'Yes please!' },
    headers: { Authorization: `Bearer ${chat.token}` },
  });
  await expect(messages.getByRole('listitem').last()).toContainText('Yes please!');
  await expect(thread.getByText(`${HOSTILE_NAME} is typing…`)).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/chat/sessions', { headers: { Authorization: `Bearer ${adminToken}` } });
      return ((await res.json()) as AdminChatSession[]).find((s) => s.id === chat.sessionId)?.unread;
    })
    .toBe(0);

  // Back to the list: focus returns to the chat's entry, which has no unread count any more.
  await thread.getByRole('button', { name: 'Back to chats' }).click();
  await expect(sessionLink(page, HOSTILE_NAME)).toBeFocused();
  await expect(sessionLink(page, HOSTILE_NAME).locator('.admin-count')).toHaveCount(0);
  await expect(page.getByRole('region', { name: HOSTILE_NAME })).toHaveCount(0);
  expect(await tabBadge(page)).toBe(before);

  // Markup was shown as text: no element was made from it and nothing ran.
  expect(await page.locator('img[src="x"], .admin script, .chat-sessions b').count()).toBe(0);
  expect(dialogs).toEqual([]);

  // The orders link opens Ordered Songs searching for the customer's email, where the paid order is.
  await item.getByRole('link', { name: /^1 paid order/ }).click();
  await expect(page.getByRole('tab', { name: 'Ordered Songs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Search by name or email')).toHaveValue(email);
  await expect(page.locator('.order-card')).toHaveCount(1);
  await expect(page.locator('.order-card')).toContainText('Rosa');
});

test('with the live stream blocked, new chats and messages still arrive by polling, and replies still go', async ({ page, request }) => {
  await page.route('**/api/admin/chat/stream', (route) => route.abort());
  await signInAsAdmin(page, '/admin?tab=chat');
  await expect(page.getByText('Reconnecting… checking every few seconds')).toBeVisible();

  const email = uniqueEmail('noor');
  const chat = await startChat(request, 'Noor Haddad', email, 'Is anyone there?');
  // The sessions are asked for every 3 s: the chat appears without a reload.
  await expect(sessionLink(page, 'Noor Haddad')).toBeVisible();
  await expect(sessionLink(page, 'Noor Haddad').locator('.admin-count')).toHaveText('1 unread');

  await sessionLink(page, 'Noor Haddad').click();
  const thread = page.getByRole('region', { name: 'Noor Haddad' });
  const messages = thread.getByRole('list', { name: 'Messages with Noor Haddad' });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  // The open chat is asked for every 2 s.
  await request.post('/api/chat/send', {
    data: { sessionId: chat.sessionId, message: 'Hello?' },
    headers: { Authorization: `Bearer ${chat.token}` },
  });
  await expect(messages.getByRole('listitem').last()).toContainText('Hello?');

  await thread.getByRole('textbox', { name: 'Reply to Noor Haddad' }).fill('Yes! How can I help?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByRole('listitem').last()).toContainText('Yes! How can I help?');
  await expect.poll(async () => (await customerMessages(request, chat)).map((m) => m.message)).toContain('Yes! How can I help?');
});
