// Journey: no one answers a chat within ten minutes: the widget says the reply will also come by email, the
// reply comes in one mail, and the mail's link opens the conversation on the phone it is read on.
import type { Page } from '@playwright/test';
import type { TestShop } from '../testing/testServer';
import { CHAT_MESSAGES } from '../shared/schemas/chat';
import { expect, mailsTo, mailText, test, TEST_ADMIN_PASSWORD } from './fixtures';

// This file moves the shop's clock by minutes: it gets a worker, and so a shop, of its own.
test.use({ movesTheClock: true });

const MINUTE = 60_000;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Human' });

/** Moves the shop's clock forward and runs the jobs that are due then, as the job runner would. */
async function minutesPass(shop: TestShop, minutes: number) {
  shop.clock.advance(minutes * MINUTE);
  await shop.services.jobs.runDue();
}

test('after ten unanswered minutes the widget promises mail, and the reply comes by mail with a link back', async ({
  page,
  browser,
  shop,
  request,
}) => {
  const email = `by-mail-${Date.now()}@example.com`;
  await page.goto('/how-it-works');
  await page.getByRole('button', { name: /^Chat with Human/ }).click();
  await panel(page).getByLabel('Your name').fill('Ana Lopez');
  await panel(page).getByLabel('Email').fill(email);
  await panel(page).getByLabel('How can we help?').fill('Is a Spanish song possible?');
  await panel(page).getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel(page).getByTestId('chat-status')).toHaveText(CHAT_MESSAGES.connected);

  await minutesPass(shop, 10);
  await expect(panel(page).getByTestId('chat-email-notice')).toHaveText(CHAT_MESSAGES.emailFallback(email));

  // The customer closes the chat; Support answers later.
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  const login = await request.post('/api/admin/login', { data: { password: TEST_ADMIN_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const sessionId = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('serenade');
        open.onsuccess = () => {
          const all = open.result.transaction('chatSessions').objectStore('chatSessions').getAll();
          all.onsuccess = () => resolve((all.result as Array<{ sessionId: string }>)[0]!.sessionId);
        };
      }),
  );
  const reply = await request.post('/api/chat/send', {
    headers: { Authorization: `Bearer ${token}` },
    data: { sessionId, message: '¡Claro que sí! Any style you like.', sender: 'admin' },
  });
  expect(reply.status()).toBe(201);
  await expect(page.getByTestId('chat-unread')).toHaveText('1 new reply');
  // A closed widget is not "in front of" the customer: after the minute that gathers replies, the mail goes.
  await minutesPass(shop, 2);
  await expect.poll(async () => (await mailsTo(shop, email)).length).toBe(1);
  const [mail] = await mailsTo(shop, email);
  expect(mailText(mail!)).toContain('¡Claro que sí! Any style you like.');
  const link = /https?:\/\/\S+#chat=[0-9a-f]{32}&token=[A-Za-z0-9_-]+/.exec(mailText(mail!))?.[0];
  expect(link, 'the mail links back to the conversation').toBeDefined();

  // Read on another phone: the link opens the conversation there.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phone = await other.newPage();
    await phone.goto(link!);
    await expect(panel(phone).getByTestId('chat-message')).toHaveText([/Is a Spanish song possible\?/, /Claro que sí/]);
    await expect(panel(phone).getByTestId('chat-message').nth(1).locator('.chat-msg__who')).toHaveText('Support');
    await expect(panel(phone).getByTestId('chat-email-notice')).toHaveText(CHAT_MESSAGES.emailFallback(email));
    expect(await phone.evaluate(() => window.location.hash)).toBe('');
  } finally {
    await other.close();
  }
});
