// Journey: a visitor on a phone chats with a human: the start form's rules, Support's replies arriving live
// (labelled, typing, Seen, the unread badge), the conversation kept through a reload and reopened from the reply
// mail's link, a message written offline sent exactly once, markup shown as text, and where the button may be:
// a round icon on a phone, hidden while its panel is open, never over a page's last lines or a focused field.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CHAT_MESSAGES, REPLY_TIME_LINE } from '../shared/schemas/chat';
import { boxesOverlap, boxOf } from './geometry';
import {
  appHasStarted,
  expect,
  holdAppScripts,
  keptChatMessages,
  pagePrerendered,
  test,
  TEST_ADMIN_PASSWORD,
  waitForServiceWorker,
  type ShopDatabase,
} from './fixtures';

const launcher = (page: Page) => page.getByRole('button', { name: /^Chat with Human/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Human' });
const field = (page: Page, label: 'Your name' | 'Email' | 'Phone (optional)' | 'How can we help?') =>
  panel(page).getByLabel(label, { exact: true });
const startButton = (page: Page) => panel(page).getByRole('button', { name: 'Start Chat' });
const bubbles = (page: Page) => panel(page).getByTestId('chat-message');
const bubble = (page: Page, text: string) => bubbles(page).filter({ hasText: text });
const composer = (page: Page) => panel(page).getByLabel('Your message');

const anEmail = () => `chat-${randomUUID().slice(0, 8)}@example.com`;

interface MessageRow {
  id: number;
  sender: string;
  message: string;
  client_message_id: string | null;
}

const sessionIdOf = (db: ShopDatabase, email: string) =>
  db(async (d) => (await d.prepare('SELECT id FROM chat_sessions WHERE customer_email = ?').all<{ id: string }>(email)).map((r) => r.id));
const messagesOf = (db: ShopDatabase, sessionId: string) =>
  db((d) =>
    d
      .prepare('SELECT id, sender, message, client_message_id FROM chat_messages WHERE session_id = ? ORDER BY id')
      .all<MessageRow>(sessionId),
  );

/** Support's side, through the admin API (the admin's own Live Chat tab is another journey). */
async function support(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return {
    reply: async (sessionId: string, message: string) =>
      expect((await request.post('/api/chat/send', { headers, data: { sessionId, message, sender: 'admin' } })).status()).toBe(201),
    typing: async (sessionId: string) =>
      expect((await request.post('/api/admin/chat/typing', { headers, data: { sessionId } })).status()).toBe(204),
    read: async (sessionId: string) =>
      expect((await request.post(`/api/admin/chat/sessions/${sessionId}/read`, { headers })).status()).toBe(200),
  };
}

/** Opens the panel and starts a chat; answers the new session's id. */
async function startChat(page: Page, db: ShopDatabase, email: string, first = 'Can the song mention our dog?'): Promise<string> {
  await launcher(page).click();
  await field(page, 'Your name').fill('Sam Rivera');
  await field(page, 'Email').fill(email);
  await field(page, 'How can we help?').fill(first);
  await startButton(page).click();
  await expect(panel(page).getByTestId('chat-status')).toHaveText(CHAT_MESSAGES.connected);
  await expect(bubble(page, first)).toHaveAttribute('data-status', 'sent');
  const ids = await sessionIdOf(db, email);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

test('the form: Start Chat waits for name, email and first message, the email is checked, and the panel is a labelled dialog', async ({
  page,
  db,
}) => {
  await page.goto('/faq');
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByTestId('chat-launcher'), 'the panel stands in for the button while open').toBeHidden();
  await expect(panel(page).getByText(CHAT_MESSAGES.connectTitle)).toBeVisible();
  await expect(panel(page).getByText(REPLY_TIME_LINE)).toBeVisible();
  await expect(field(page, 'Your name'), 'focus goes to the first field').toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');

  await expect(startButton(page)).toBeDisabled();
  await field(page, 'Your name').fill('Sam Rivera');
  await field(page, 'Email').fill('sam@');
  await expect(startButton(page)).toBeDisabled();
  await field(page, 'How can we help?').fill('   ');
  await expect(startButton(page), 'spaces are not a message').toBeDisabled();
  await field(page, 'How can we help?').fill('Hello!');
  await expect(startButton(page), 'the phone is optional').toBeEnabled();

  await startButton(page).click();
  await expect(panel(page).getByText(CHAT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  expect(await sessionIdOf(db, 'sam@'), 'nothing was sent').toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page), 'focus goes back to the button').toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Support’s replies arrive live as "Support" with typing and Seen, the badge counts them while closed, and a reload keeps it all', async ({
  page,
  db,
  request,
}) => {
  const email = anEmail();
  await page.goto('/faq');
  const sessionId = await startChat(page, db, email, 'Hi! Can it mention <b>Biscuit</b>? <img src=x onerror="window.__pwned=1">');
  const shop = await support(request);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Markup is text.
  const first = bubble(page, 'Biscuit');
  await expect(first.locator('.chat-msg__text')).toHaveText('Hi! Can it mention <b>Biscuit</b>? <img src=x onerror="window.__pwned=1">');
  await expect(first.locator('b, img')).toHaveCount(0);

  await shop.typing(sessionId);
  await expect(panel(page).getByText('Support is typing…')).toBeVisible();
  await shop.reply(sessionId, 'Of course! Tell us about <i>Biscuit</i>.');
  const reply = bubble(page, 'Tell us about');
  await expect(reply).toBeVisible();
  await expect(reply.locator('.chat-msg__who')).toHaveText('Support');
  await expect(reply.locator('i')).toHaveCount(0);
  await expect(panel(page).getByText('Support is typing…')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no reload').toBe(true);

  // Enter sends (Shift+Enter is a new line), and sending clears the box.
  await composer(page).fill('He steals socks.');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('Every day.');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(bubble(page, 'He steals socks.')).toHaveAttribute('data-status', 'sent');
  expect((await messagesOf(db, sessionId)).at(-1)).toMatchObject({ sender: 'customer', message: 'He steals socks.\nEvery day.' });

  await shop.read(sessionId);
  await expect(bubble(page, 'He steals socks.').getByTestId('chat-seen')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await shop.reply(sessionId, 'Love it!');
  await shop.reply(sessionId, 'Anything else?');
  await expect(page.getByTestId('chat-unread')).toHaveText('2 new replies');
  await launcher(page).click();
  await expect(bubble(page, 'Anything else?')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(composer(page), 'focus goes to the reply box').toBeFocused();

  await page.reload();
  await launcher(page).click();
  await expect(bubbles(page)).toHaveText([/Biscuit/, /Tell us about/, /He steals socks/, /Love it!/, /Anything else\?/]);
  await expect(panel(page).getByTestId('chat-status')).toHaveText(CHAT_MESSAGES.connected);
  expect(await sessionIdOf(db, email), 'still the one conversation').toEqual([sessionId]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a message written offline shows as sending and is sent exactly once when the connection returns', async ({
  page,
  db,
  shop,
  networkTo,
}) => {
  const email = anEmail();
  // Through a network the test cuts: nothing reaches the shop while offline, whatever the browser's emulation misses.
  const network = await networkTo(shop.url);
  await page.goto(`${network.url}/faq`);
  await waitForServiceWorker(page);
  const sessionId = await startChat(page, db, email);

  await network.goOffline();
  await expect(panel(page).getByTestId('chat-offline')).toBeVisible();
  await composer(page).fill('Written in a tunnel');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(bubble(page, 'Written in a tunnel')).toHaveAttribute('data-status', 'sending');
  await expect(bubble(page, 'Written in a tunnel')).toContainText('Sending…');
  expect((await messagesOf(db, sessionId)).filter((m) => m.message === 'Written in a tunnel')).toEqual([]);

  await network.goOnline();
  await expect(bubble(page, 'Written in a tunnel')).toHaveAttribute('data-status', 'sent');
  await expect(panel(page).getByTestId('chat-status')).toHaveText(CHAT_MESSAGES.connected);
  await expect(bubble(page, 'Written in a tunnel')).toHaveCount(1);
  const stored = (await messagesOf(db, sessionId)).filter((m) => m.message === 'Written in a tunnel');
  expect(stored).toHaveLength(1);
  expect(stored[0]!.client_message_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('reloaded while offline, the waiting message stays on the device and goes exactly once when the connection returns', async ({
  page,
  db,
  shop,
  networkTo,
}) => {
  const email = anEmail();
  const network = await networkTo(shop.url);
  await page.goto(`${network.url}/faq`);
  await waitForServiceWorker(page);
  const sessionId = await startChat(page, db, email);

  await network.goOffline();
  await composer(page).fill('Sent from the plane');
  await composer(page).press('Enter');
  await expect(bubble(page, 'Sent from the plane')).toHaveAttribute('data-status', 'sending');
  // The bubble shows at once; the device's copy is written just after. A reload before that write would lose it.
  await expect
    .poll(async () => (await keptChatMessages(page)).filter((m) => m.sessionId === sessionId && m.message === 'Sent from the plane'))
    .toEqual([{ sessionId, message: 'Sent from the plane', status: 'sending' }]);

  await page.reload();
  await launcher(page).click();
  await expect(bubble(page, 'Sent from the plane')).toHaveAttribute('data-status', 'sending');
  await expect(panel(page).getByTestId('chat-status')).toHaveText('Offline');
  expect((await messagesOf(db, sessionId)).filter((m) => m.message === 'Sent from the plane')).toEqual([]);

  await network.goOnline();
  await expect(bubble(page, 'Sent from the plane')).toHaveAttribute('data-status', 'sent');
  await page.reload();
  await launcher(page).click();
  await expect(bubble(page, 'Sent from the plane')).toHaveAttribute('data-status', 'sent');
  expect((await messagesOf(db, sessionId)).filter((m) => m.message === 'Sent from the plane')).toHaveLength(1);
});

test('the reply mail’s link opens the conversation on another device and leaves no token in the address', async ({ page, request, db }) => {
  const email = anEmail();
  const started = await request.post('/api/chat/start', {
    data: { customerName: 'Sam Rivera', customerEmail: email, initialMessage: 'Asked on my laptop' },
  });
  expect(started.status()).toBe(201);
  const { sessionId, token } = (await started.json()) as { sessionId: string; token: string };
  await (await support(request)).reply(sessionId, 'Answered by mail');

  await page.goto(`/#chat=${sessionId}&token=${token}`);
  await expect(panel(page)).toBeVisible();
  await expect(bubbles(page)).toHaveText([/Asked on my laptop/, /Answered by mail/]);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  expect(await sessionIdOf(db, email)).toEqual([sessionId]);
});

test.describe('where the button is', () => {
  test('only on pages with the shared footer', async ({ page }) => {
    for (const path of ['/faq', '/contact', '/sample-songs']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(launcher(page), path).toBeVisible();
    }
    for (const path of ['/create-song', '/free-song', '/hero', '/admin']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(page.getByTestId('chat-launcher'), path).toHaveCount(0);
    }
  });

  test('above the landing page’s buy bar whenever the bar shows, never over it', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Order your song' });
    const viewport = page.viewportSize()!;
    // The bar hides while the hero's own buttons are in view: the button then sits at the bottom.
    await expect
      .poll(async () => Math.round((await boxOf(launcher(page))).y + (await boxOf(launcher(page))).height))
      .toBeGreaterThan(viewport.height - 40);

    for (const y of [1400, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(bar).toHaveClass(/buy-bar--visible/);
      await expect
        .poll(
          async () => {
            const button = await boxOf(launcher(page));
            const barBox = await boxOf(bar);
            return Math.round(barBox.y - (button.y + button.height));
          },
          { message: `the button ends above the bar (scrolled to ${y})` },
        )
        .toBeGreaterThanOrEqual(8);
    }
    // At the end of the page the footer's last line is not under the button either.
    const lastLine = page.getByRole('contentinfo').getByText('Made with love, one story at a time.');
    const line = await boxOf(lastLine);
    expect(line.y + line.height).toBeLessThanOrEqual((await boxOf(launcher(page))).y);
  });

  test('on a phone it is a round icon named "Chat with Human", hidden while the panel is open and focused again after', async ({
    page,
  }) => {
    await page.goto('/contact');
    const button = launcher(page);
    await expect(button).toHaveAccessibleName('Chat with Human');
    const box = await boxOf(button);
    expect(Math.abs(box.width - 56), 'about icon size').toBeLessThanOrEqual(4);
    expect(Math.abs(box.height - 56)).toBeLessThanOrEqual(4);
    await expect(button.getByText('Chat with Human'), 'the words are its name, not its face').toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeHidden();
    const panelBox = await boxOf(panel(page));
    expect(panelBox.y + panelBox.height, 'the panel reaches down to where the button was').toBeGreaterThan(box.y);
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(button).toBeVisible();
    await expect(button, 'focus goes back to the button').toBeFocused();
  });

  test('pressed before the app’s code has arrived, it opens the panel once the code is there', async ({ page }) => {
    // The server's HTML shows the button at once; the app's scripts (all but the starter's) are held until it is pressed.
    const release = await holdAppScripts(page);
    // The shop renders its pages when it starts: until then it serves the app's shell, which has no button before the app.
    await pagePrerendered(page.request, '/contact');
    // The starter runs before the document's content is loaded; the app cannot, its scripts are held.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await launcher(page).click();
    expect(await appHasStarted(page), 'no app yet').toBe(false);
    await expect(panel(page)).toHaveCount(0);

    release();
    await expect(panel(page)).toBeVisible();
    await expect(field(page, 'Your name'), 'focus goes to the first field').toBeFocused();
    await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'true');
  });

  test('from 768 px it shows its words', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await expect(launcher(page).getByText('Chat with Human')).toBeVisible();
    expect((await boxOf(launcher(page))).width).toBeGreaterThan(150);
  });

  test('at the foot of /contact it covers no footer line or link, and no field that takes focus', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const lastLine = footer.getByText('Made with love, one story at a time.');
    // The page may still grow while it loads: scroll to its end until its last line shows.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(lastLine).toBeInViewport({ timeout: 1000 });
    }).toPass();
    const button = await boxOf(launcher(page));
    for (const item of [lastLine, ...(await footer.getByRole('link').all())]) {
      const box = await boxOf(item);
      expect(boxesOverlap(box, button), `the button covers no part of ${await item.textContent()}`).toBe(false);
    }

    // Tabbing through the form from the top: each field that takes focus is scrolled clear of the button.
    await page.evaluate(() => window.scrollTo(0, 0));
    const form = page.getByRole('main').locator('form');
    const fields = form.locator('input:not([type=hidden]), select, textarea, button[type=submit]');
    const count = await fields.count();
    expect(count).toBeGreaterThan(3);
    await fields.first().focus();
    for (let i = 0; i < count; i++) {
      const focused = page.locator(':focus');
      await expect(focused).toBeInViewport();
      const box = await boxOf(focused);
      const where = await boxOf(launcher(page));
      expect(
        boxesOverlap(box, where),
        `the focused ${await focused.evaluate((el) => el.getAttribute('name') ?? el.tagName)} is not under the button`,
      ).toBe(false);
      if (i < count - 1) await page.keyboard.press('Tab');
    }
  });
});
