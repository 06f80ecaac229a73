// Journey: the whole promotion on a phone, as its people live it. A visitor follows the header's
// "GET a FREE SONG" link and applies; the admin approves (the applicant is mailed), makes and sends the song;
// the delivery mail leads to the song page and to the reaction page, where the reaction video goes up; the
// admin watches it in the request's details.
import { seedMp3 } from '../testing/files';
import type { TestShop } from '../testing/testServer';
import { testVideo } from '../testing/videos';
import { anApplication, agreement, claimButton, fillApplication, submissionsByEmail } from './freeSongApplication';
import { expect, mailsTo, shopLinksIn, signInAsAdmin, startBrowserShop, test } from './fixtures';

// A shop of this journey's own: the promotion's spots are shared state that other journeys use up.
let shop: TestShop;
test.beforeAll(async () => {
  shop = await startBrowserShop();
});
test.afterAll(async () => shop.destroy());
const at = (path: string) => `${shop.url}${path}`;

test('apply, be approved, receive the song, send the reaction, and the admin watches it', async ({ page, context }) => {
  test.slow();
  const application = anApplication({ name: 'Priya', recipientName: 'Arjun', relationship: 'Husband' });
  const { email } = application;

  // The header's offer (in the menu, on a phone) leads to a real page, and the application goes in.
  await page.goto(at('/faq'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'GET a FREE SONG' }).click();
  await expect(page).toHaveURL(/\/free-song$/);
  await expect(page.getByText('20 of 20')).toBeVisible();
  await fillApplication(page, application);
  await agreement(page).check();
  await claimButton(page).click();
  await expect(page).toHaveURL(/\/free-song-success$/);
  await expect(page.getByText('FREELOVE20')).toBeVisible();
  const [stored] = await submissionsByEmail(shop, email);
  expect(stored).toMatchObject({ status: 'pending', recipient_name: 'Arjun', agreed_to_video: 1 });
  const displayId = stored!.id.slice(-8).toUpperCase();
  await expect
    .poll(async () => (await mailsTo(shop, email)).map((m) => m.subject))
    .toContain('We received your free-song application for Arjun');

  // The admin approves it and starts on it; the applicant hears of the approval.
  const admin = await context.newPage();
  await signInAsAdmin(admin, at('/admin?tab=orders&list=free'));
  await admin.getByLabel('Search by name or email').fill(email);
  const card = admin.locator('.order-card').filter({ hasText: `#${displayId}` });
  await card.getByRole('button', { name: `Details of request ${displayId}` }).click();
  const details = admin.getByRole('dialog', { name: `Free-song request #${displayId}` });
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`#${displayId} is now approved`, { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(admin.getByText(`#${displayId} is now in progress`, { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await mailsTo(shop, email)).map((m) => m.subject)).toContain('Your free song for Arjun is approved');

  // The song goes out now; its mail links the song page and the reaction page.
  const mp3 = await seedMp3();
  await card.getByRole('button', { name: `Send song for request ${displayId}` }).click();
  const send = admin.getByRole('dialog', { name: 'Send completed song' });
  await send.getByLabel('Song file').setInputFiles({ name: 'arjun.mp3', mimeType: 'audio/mpeg', buffer: mp3.bytes });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(admin.getByText('Completed song sent to customer', { exact: true })).toBeVisible();
  const delivered = async () => (await mailsTo(shop, email)).find((m) => m.subject === 'Your song for Arjun is ready');
  await expect.poll(delivered, { timeout: 15_000 }).toBeTruthy();
  const mail = (await delivered())!;
  const [songPage] = shopLinksIn(mail, shop, '/song/');
  const [reactionPage] = shopLinksIn(mail, shop, '/video-reaction/');
  expect(reactionPage).toBe(`/video-reaction/${stored!.id}`);

  await page.goto(at(songPage!));
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Arjun' })).toBeVisible();

  // The reaction goes up from the mail's link.
  const video = await testVideo('mp4', { seconds: 2 });
  await page.goto(at(reactionPage!));
  await expect(page.getByRole('heading', { level: 1, name: 'Share Arjun’s reaction' })).toBeVisible();
  await page.getByLabel(/^Your reaction video/).setInputFiles(video.file);
  await page.getByLabel(/^How did Arjun react/).fill('He laughed, then cried, then played it three more times.');
  await page.getByRole('button', { name: 'Send reaction video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible({ timeout: 30_000 });
  expect((await submissionsByEmail(shop, email))[0]!.status).toBe('reaction_received');

  // The admin watches it where the request is.
  await admin.reload();
  await admin.getByLabel('Search by name or email').fill(email);
  await expect(card.locator('.status-badge')).toHaveText(/Reaction received/i);
  await card.getByRole('button', { name: `Details of request ${displayId}` }).click();
  const reaction = details.getByRole('region', { name: 'Reaction video' });
  await expect(reaction.getByText('He laughed, then cried, then played it three more times.')).toBeVisible();
  const player = reaction.locator('video');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(video.durationSec, 0);
});
