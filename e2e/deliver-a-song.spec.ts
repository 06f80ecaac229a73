// Journey: an admin on a phone moves a paid order along and delivers the finished song; the customer's mail
// opens the song page, the song plays, and the one free lyric revision can be asked for once, reaching the admin.
import type { Page } from '@playwright/test';
import { paidOrder } from '../testing/admin';
import { seedMp3 } from '../testing/files';
import { uniqueEmail } from './orderWizard';
import { expect, mailsTo, mailText, shopLinksIn, signInAsAdmin, test } from './fixtures';
import { songPosition } from './songPlayer';

const ADMIN_EMAIL = 'owner@serenade.test';

const orderCard = (page: Page, displayId: string) => page.locator('.order-card').filter({ hasText: `#${displayId}` });

test('an admin approves, starts and delivers an order; the mail opens a song page that plays and takes one revision', async ({
  page,
  context,
  shop,
  db,
}) => {
  const email = uniqueEmail('grace');
  const orderId = await paidOrder(shop, { email, customerName: 'Grace', recipientName: 'Henry', occasion: 'Anniversary' });
  const displayId = orderId.slice(-8).toUpperCase();
  const mp3 = await seedMp3();

  await signInAsAdmin(page, '/admin?tab=orders');
  await expect(page.getByRole('tab', { name: /^Paid orders/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search by name or email').fill(email);
  await expect(page.locator('.order-card')).toHaveCount(1);
  const card = orderCard(page, displayId);
  await expect(card).toContainText('Grace');
  await expect(card).toContainText('For Henry · Anniversary');
  await expect(card.locator('.status-badge')).toHaveText('Pending');
  // Only an order being worked on can be sent.
  await expect(card.getByRole('button', { name: `Send song for order ${displayId}` })).toHaveCount(0);

  // Approve, then start: each move is the server's, and each one mails the customer once.
  await card.getByRole('button', { name: `Details of order ${displayId}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${displayId}` });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark in progress' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`#${displayId} is now approved`, { exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Change status' })).toBeFocused();
  await details.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(page.getByText(`#${displayId} is now in progress`, { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send completed song' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(card.locator('.status-badge')).toHaveText('In progress');
  await expect
    .poll(async () => (await mailsTo(shop, email)).map((m) => m.subject))
    .toEqual(expect.arrayContaining(['Your song for Henry is approved', 'We are writing the song for Henry']));

  // The send dialog: the song file is required; then song, lyrics and a message go to the customer.
  await card.getByRole('button', { name: `Send song for order ${displayId}` }).click();
  const send = page.getByRole('dialog', { name: 'Send completed song' });
  await expect(send).toContainText(`to ${email}`);
  await expect(send.getByLabel('Send at')).toHaveCount(0);
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(send.getByLabel('Song file')).toBeFocused();
  await expect(send.getByLabel('Song file')).toHaveAttribute('aria-invalid', 'true');
  await send.getByLabel('Song file').setInputFiles({ name: 'henry-final.mp3', mimeType: 'audio/mpeg', buffer: mp3.bytes });
  await send.getByLabel(/^Lyrics file/).setInputFiles({
    name: 'lyrics.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Forty years of Sunday mornings\nand you still make the coffee strong\n'),
  });
  await send.getByLabel(/^Message to the customer/).fill('It was a joy to write this one. Happy anniversary!');
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Completed song sent to customer', { exact: true })).toBeVisible();
  await expect(send).toHaveCount(0);
  await expect(card.locator('.status-badge')).toHaveText('Delivered');
  expect((await db((d) => d.prepare('SELECT status FROM orders WHERE id = ?').get<{ status: string }>(orderId)))!.status).toBe('delivered');

  // The customer's mail leads to the song page.
  const songMails = async () => (await mailsTo(shop, email)).filter((m) => m.subject === 'Your song for Henry is ready');
  await expect.poll(async () => (await songMails()).length, { timeout: 15_000 }).toBe(1);
  const [delivered] = await songMails();
  expect(mailText(delivered!)).toContain('It was a joy to write this one. Happy anniversary!');
  const links = [...new Set(shopLinksIn(delivered!, shop, '/song/'))];
  expect(links).toHaveLength(1);

  const customer = await context.newPage();
  await customer.goto(links[0]!);
  await expect(customer.getByRole('heading', { level: 1, name: 'A song for Henry' })).toBeVisible();
  await expect(customer.getByText('It was a joy to write this one. Happy anniversary!')).toBeVisible();
  await expect(customer.getByText(/Forty years of Sunday mornings/)).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Download MP3' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Download lyrics' })).toBeVisible();

  await customer.getByRole('button', { name: 'Play the song' }).click();
  await expect(customer.locator('.song-player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => songPosition(customer), { timeout: 15_000 }).toBeGreaterThan(0);
  await customer.getByRole('button', { name: 'Pause the song' }).click();

  // One free revision: asked for once, then the page says it is with the musicians.
  await customer.getByLabel('What would you like changed?').fill('Please say "our little blue house" in the chorus.');
  await customer.getByRole('button', { name: 'Request a lyric revision' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'we’ve received your revision request' })).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(/^Revision requested on /)).toBeVisible();
  await expect(customer.getByLabel('What would you like changed?')).toHaveCount(0);
  // A second request is refused by the server, whatever the page shows.
  const token = links[0]!.split('/').pop()!;
  const again = await customer.request.post(`/api/songs/${token}/revision`, { data: { note: 'And one more change' } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: 'A revision was already requested for this song' });

  // The admin hears of it: a mail, and a flag with the note in the list, where the song can be sent again.
  await expect
    .poll(async () =>
      (await mailsTo(shop, ADMIN_EMAIL)).some((m) => m.subject?.startsWith('Revision requested:') && m.subject.includes('Henry')),
    )
    .toBe(true);
  await page.reload();
  await page.getByLabel('Search by name or email').fill(email);
  await expect(card.locator('.order-revision')).toContainText('Revision requested');
  await expect(card.locator('.order-revision')).toContainText('Please say "our little blue house" in the chorus.');
  await expect(card.getByRole('button', { name: `Send song for order ${displayId}` })).toBeVisible();

  // The customer's order page shows the delivery and links the song page.
  const publicToken = (await db((d) => d.prepare('SELECT public_token FROM orders WHERE id = ?').get<{ public_token: string }>(orderId)))!
    .public_token;
  await customer.goto(`/order/${publicToken}`);
  await expect(customer.getByTestId('delivered')).toContainText('Delivered');
  await customer.getByRole('link', { name: 'Listen to your song' }).click();
  await expect(customer).toHaveURL(new RegExp(`${links[0]!}$`));
  await expect(customer.getByRole('heading', { level: 1, name: 'A song for Henry' })).toBeVisible();
});

test('an illegal status move is refused with both states named, and nothing changes', async ({ page, shop, db }) => {
  const email = uniqueEmail('ivy');
  const orderId = await paidOrder(shop, { email, customerName: 'Ivy', recipientName: 'June' });
  const displayId = orderId.slice(-8).toUpperCase();

  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  await orderCard(page, displayId)
    .getByRole('button', { name: `Details of order ${displayId}` })
    .click();
  const details = page.getByRole('dialog', { name: `Order #${displayId}` });
  await expect(details.getByRole('button', { name: 'Approve' })).toBeVisible();
  // Someone else rejects the order meanwhile; this page still offers Approve, and the server says no.
  await db((d) => d.prepare("UPDATE orders SET status = 'rejected' WHERE id = ?").run(orderId));
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(details.getByRole('alert')).toContainText('rejected');
  await expect(details.getByRole('alert')).toContainText('approved');
  expect((await db((d) => d.prepare('SELECT status FROM orders WHERE id = ?').get<{ status: string }>(orderId)))!.status).toBe('rejected');
  expect((await mailsTo(shop, email)).map((m) => m.subject)).not.toContain('Your song for June is approved');
});

test('deleting an order asks first, then removes it from the list', async ({ page, shop, db }) => {
  const email = uniqueEmail('kit');
  const orderId = await paidOrder(shop, { email, customerName: 'Kit', recipientName: 'Lou' });
  const displayId = orderId.slice(-8).toUpperCase();

  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  await orderCard(page, displayId)
    .getByRole('button', { name: `Delete order ${displayId}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this paid order?' });
  await expect(confirm).toContainText(displayId);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(orderCard(page, displayId)).toBeVisible();

  await orderCard(page, displayId)
    .getByRole('button', { name: `Delete order ${displayId}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(orderCard(page, displayId)).toHaveCount(0);
  await expect(page.getByText('No orders match')).toBeVisible();
  expect(await db(async (d) => (await d.prepare('SELECT count(*) AS n FROM orders WHERE id = ?').get<{ n: number }>(orderId))!.n)).toBe(0);
});

test('an order with the instrumental version is not sent without it; sent with it, the song page offers it', async ({ page, shop, db }) => {
  const email = uniqueEmail('karaoke');
  const orderId = await paidOrder(shop, { email, recipientName: 'Lena', addOns: ['instrumental'], tipCents: 1000 });
  await db((d) => d.prepare("UPDATE orders SET status = 'in_progress' WHERE id = ?").run(orderId));
  const displayId = orderId.slice(-8).toUpperCase();
  const mp3 = await seedMp3();

  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  const card = orderCard(page, displayId);
  await card.getByRole('button', { name: `Send song for order ${displayId}` }).click();
  const send = page.getByRole('dialog', { name: 'Send completed song' });
  await send.getByLabel('Song file').setInputFiles({ name: 'lena.mp3', mimeType: 'audio/mpeg', buffer: mp3.bytes });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  // What was bought is asked for: the instrumental field, focused, says so.
  const instrumental = send.getByLabel('Instrumental version');
  await expect(instrumental).toBeFocused();
  await expect(instrumental).toHaveAttribute('aria-invalid', 'true');
  await expect(send.getByText('This order includes the instrumental version: please select its file')).toBeVisible();

  await instrumental.setInputFiles({ name: 'lena-instrumental.mp3', mimeType: 'audio/mpeg', buffer: mp3.bytes });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Completed song sent to customer', { exact: true })).toBeVisible();

  const token = (await db((d) => d.prepare('SELECT delivery_token FROM orders WHERE id = ?').get<{ delivery_token: string }>(orderId)))!
    .delivery_token;
  await page.goto(`/song/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Lena' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download instrumental' });
  await expect(download).toBeVisible();
  const answer = await page.request.get((await download.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-disposition']).toContain('Instrumental for Lena');
});
