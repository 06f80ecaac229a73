// Journey: a free-song customer on a phone sends the recipient's reaction video: the page checks the file and the
// words before sending, a real progress bar counts the bytes as they leave (the upload slowed down so it can be
// watched), Cancel stops it leaving nothing behind, and the admin then watches the video and downloads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page, Request } from '@playwright/test';
import { insertFreeSong } from '../testing/admin';
import { incomingFiles, storedFiles } from '../testing/files';
import type { TestShop } from '../testing/testServer';
import { fakeVideoBytes, testVideo } from '../testing/videos';
import { REACTION_LIMITS, REACTION_MESSAGES } from '../shared/schemas/freeSong';
import { uniqueEmail } from './orderWizard';
import { expect, signInAsAdmin, test, type ShopDatabase } from './fixtures';

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function expectToast(page: Page, title: string, description: string) {
  const toast = notifications(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** A free song whose song was delivered: the customer may now send the reaction. */
async function deliveredSong(shop: TestShop, who: { name: string; recipientName: string; occasion?: string; status?: string }) {
  const email = uniqueEmail(who.name.toLowerCase());
  const id = await insertFreeSong(shop, { status: 'delivered', occasion: 'Anniversary', ...who, email });
  return { id, email };
}

interface StoredReaction {
  status: string;
  reaction_media_id: string | null;
  reaction_message: string | null;
  reaction_received_at: string | null;
  stored_name: string | null;
  size: number | null;
}

const storedReaction = async (db: ShopDatabase, id: string) =>
  (await db((d) =>
    d
      .prepare(
        `SELECT s.status, s.reaction_media_id, s.reaction_message, s.reaction_received_at, m.stored_name, m.size
           FROM free_song_submissions s LEFT JOIN media_files m ON m.id = s.reaction_media_id WHERE s.id = ?`,
      )
      .get<StoredReaction>(id),
  ))!;

const videoInput = (page: Page) => page.getByLabel(/^Your reaction video/);
const messageBox = (page: Page) => page.getByLabel(/^How did .* react\?/);
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send (reaction|the new) video$/ });

/** Slows (or, with no argument, restores) what the page sends, as DevTools' network throttling does. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond?: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/**
 * Holds the shop's answer to the page's reaction upload (DevTools' Fetch domain, at the response stage) until the
 * returned function lets it through. Chromium reports an upload's last bytes at the latest just before the answer:
 * a shop that answers at once can have the page go from 99% to Thank You, with no moment in between to show.
 */
async function holdUploadAnswer(cdp: CDPSession): Promise<() => Promise<void>> {
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/reaction-video', requestStage: 'Response' }] });
  const paused = new Promise<string>((resolve) => cdp.once('Fetch.requestPaused', (event) => resolve(event.requestId)));
  return async () => {
    await cdp.send('Fetch.continueResponse', { requestId: await paused });
    await cdp.send('Fetch.disable');
  };
}

/** Records every value the progress bar shows, from its first appearance, in the page itself. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar) return;
      const value = Number(bar.getAttribute('aria-valuenow'));
      if (seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

/** The page's reaction uploads (to prove that a refused file never left the phone). */
function watchUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/reaction-video')) sent.push(request);
  });
  return sent;
}

test('an unknown link shows Submission Not Found and the spec’s toast', async ({ page }) => {
  await page.goto(`/video-reaction/${'ab12'.repeat(8)}`);
  await expect(page.getByRole('heading', { level: 1, name: REACTION_MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByText(REACTION_MESSAGES.notFound)).toBeVisible();
  await expectToast(page, 'Error', `${REACTION_MESSAGES.detailsError}: Submission not found`);
  // An unknown id stays unknown: nothing to try again, only the way home.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);

  // A malformed id gets the same answer, and the shop's header and footer stay hidden here (spec §2).
  await page.goto('/video-reaction/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: REACTION_MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

test('details that cannot be fetched give the network toast, and Try again loads the form once the connection is back', async ({
  page,
  shop,
}) => {
  const { id } = await deliveredSong(shop, { name: 'Ada', recipientName: 'Felix' });
  const details = `**/api/free-song-submissions/${id}/reaction-details`;
  await page.route(details, (route) => route.abort('internetdisconnected'));
  await page.goto(`/video-reaction/${id}`);
  // Two retries a second or two apart (the shop's query defaults), then the spec's words.
  await expectToast(page, 'Error', REACTION_MESSAGES.networkError);
  await expect(page.getByRole('heading', { level: 1, name: REACTION_MESSAGES.notFoundTitle })).toBeVisible();

  await page.unroute(details);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share Felix’s reaction' })).toBeVisible();
});

test('before the song is delivered the page says so and offers no upload', async ({ page, shop }) => {
  const { id, email } = await deliveredSong(shop, { name: 'Marta', recipientName: 'Jonas', status: 'in_progress' });
  await page.goto(`/video-reaction/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas’s song is not ready yet' })).toBeVisible();
  await expect(page.getByText(REACTION_MESSAGES.notDelivered)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});

test('the form refuses a missing, wrong or too large file and missing words before anything is sent', async ({ page, shop, db }) => {
  const { id } = await deliveredSong(shop, { name: 'Rosa', recipientName: 'Tomás', occasion: 'Birthday' });
  const uploads = watchUploads(page);
  await page.goto(`/video-reaction/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Tomás’s reaction' })).toBeVisible();
  await expect(page.getByText('Birthday', { exact: true })).toBeVisible();
  await expect(videoInput(page)).toHaveAttribute('accept', 'video/mp4,video/quicktime,video/x-msvideo,video/avi,.mp4,.mov,.avi');

  // Nothing chosen, nothing written: both messages, and the first field takes the focus.
  await sendButton(page).click();
  await expect(videoInput(page)).toBeFocused();
  await expect(videoInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(videoInput(page)).toHaveAccessibleDescription(new RegExp(`^${REACTION_MESSAGES.fileMissing}`));
  await expect(messageBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REACTION_MESSAGES.messageMissing)).toBeVisible();

  // Writing clears the message's error; a file of another kind is refused as it is picked.
  await messageBox(page).fill('He pretended not to cry. He cried.');
  await expect(page.getByText(REACTION_MESSAGES.messageMissing)).toHaveCount(0);
  await videoInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
  await expect(page.getByText(REACTION_MESSAGES.fileType)).toBeVisible();
  await videoInput(page).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from('webm') });
  await expect(page.getByText(REACTION_MESSAGES.fileType)).toBeVisible();

  // One byte over 50 MB (a sparse file: the page reads only its size).
  const large = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-large-')), 'long-reaction.mp4');
  fs.writeFileSync(large, '');
  fs.truncateSync(large, REACTION_LIMITS.videoBytes + 1);
  try {
    await videoInput(page).setInputFiles(large);
    await expect(page.getByText(REACTION_MESSAGES.fileSize)).toBeVisible();
    await sendButton(page).click();
    await expect(page.getByText(REACTION_MESSAGES.fileMissing)).toBeVisible();
  } finally {
    fs.rmSync(path.dirname(large), { recursive: true, force: true });
  }

  expect(uploads).toHaveLength(0);
  expect(await storedReaction(db, id)).toMatchObject({ status: 'delivered', reaction_media_id: null });
});

test('a file that only claims to be a video is refused by the server, and the toast says why', async ({ page, shop, db }) => {
  const { id } = await deliveredSong(shop, { name: 'Lena', recipientName: 'Paul' });
  const storedBefore = storedFiles(shop.dataDir);
  await page.goto(`/video-reaction/${id}`);
  await videoInput(page).setInputFiles({ name: 'party.mp4', mimeType: 'video/mp4', buffer: fakeVideoBytes() });
  await messageBox(page).fill('Paul danced.');
  await sendButton(page).click();

  await expectToast(page, 'Error', REACTION_MESSAGES.fileType);
  await expect(page.getByRole('alert').filter({ hasText: REACTION_MESSAGES.fileType })).toBeVisible();
  await expect(sendButton(page)).toBeFocused();
  expect(await storedReaction(db, id)).toMatchObject({ status: 'delivered', reaction_media_id: null });
  await expect.poll(() => incomingFiles(shop.dataDir)).toEqual([]);
  expect(storedFiles(shop.dataDir)).toEqual(storedBefore);
});

test('Cancel stops an upload under way: nothing is stored and the form is ready to send again', async ({ page, context, shop, db }) => {
  const { id } = await deliveredSong(shop, { name: 'Ines', recipientName: 'Bruno' });
  const video = await testVideo('mp4', { seconds: 4, width: 320, height: 568, heavy: true });
  const storedBefore = storedFiles(shop.dataDir);
  await page.goto(`/video-reaction/${id}`);
  await videoInput(page).setInputFiles(video.file);
  await messageBox(page).fill('Bruno sang along.');

  const cdp = await context.newCDPSession(page);
  await throttleUploads(cdp, 16 * 1024);
  await sendButton(page).click();
  const bar = page.getByRole('progressbar', { name: 'Uploading your video…' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uploading your video…' })).toBeFocused();
  await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0);
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await throttleUploads(cdp);

  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(sendButton(page)).toBeFocused();
  // The chosen video and the words are still there to send again.
  await expect(page.getByText(path.basename(video.file))).toBeVisible();
  await expect(messageBox(page)).toHaveValue('Bruno sang along.');
  expect(await storedReaction(db, id)).toMatchObject({ status: 'delivered', reaction_media_id: null });
  await expect.poll(() => incomingFiles(shop.dataDir)).toEqual([]);
  expect(storedFiles(shop.dataDir)).toEqual(storedBefore);
});

test('a customer sends the reaction with a progress bar that moves; the admin watches it, reads it and downloads it', async ({
  page,
  context,
  shop,
  db,
}) => {
  const { id, email } = await deliveredSong(shop, { name: 'Clara', recipientName: 'Mateo' });
  const video = await testVideo('mp4', { seconds: 4, width: 320, height: 568, heavy: true });
  const message = 'Mateo heard his name in the first line and hid behind the sofa. Then he asked for it again.';
  await page.goto(`/video-reaction/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Mateo’s reaction' })).toBeVisible();
  // No reaction yet: nothing is said about replacing one.
  await expect(page.getByText(/Sending a new one replaces it/)).toHaveCount(0);

  await videoInput(page).setInputFiles(video.file);
  await expect(page.getByText(path.basename(video.file))).toBeVisible();
  await messageBox(page).fill(message);

  // About four seconds of sending: the bar's percent is read as the bytes leave.
  const cdp = await context.newCDPSession(page);
  await throttleUploads(cdp, 48 * 1024);
  await recordProgress(page);
  const letAnswerThrough = await holdUploadAnswer(cdp);
  await sendButton(page).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading your video…' })).toBeVisible();
  await page.waitForFunction(() => {
    const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
    return value > 0 && value < 100;
  });
  // Every byte sent, the shop not yet answered: the bar says 100% and the page waits for the shop, with nothing left to cancel.
  const saving = page.getByRole('progressbar', { name: 'Saving your video…' });
  await expect(saving).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByText(/ · almost done$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);
  await letAnswerThrough();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await throttleUploads(cdp);
  await expectToast(page, REACTION_MESSAGES.successTitle, REACTION_MESSAGES.success);

  const seen = await progressSeen(page);
  const between = seen.filter((value) => value > 0 && value < 100);
  expect(new Set(between).size, `percents seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  expect(seen.at(-1)).toBe(100);

  // Stored: the status, the words, and the very bytes on disk.
  const stored = await storedReaction(db, id);
  expect(stored).toMatchObject({ status: 'reaction_received', reaction_message: message });
  expect(stored.reaction_media_id).toBeTruthy();
  expect(stored.size).toBe(video.bytes.length);
  expect(fs.readFileSync(path.join(shop.dataDir, 'uploads', stored.stored_name!)).equals(video.bytes)).toBe(true);

  // The admin finds it in the free-song request's details.
  await signInAsAdmin(page, '/admin?tab=orders&list=free');
  await page.getByLabel('Search by name or email').fill(email);
  await expect(page.locator('.order-card')).toHaveCount(1);
  await page
    .locator('.order-card')
    .getByRole('button', { name: /^Details/ })
    .click();
  const details = page.getByRole('dialog');
  const section = details.getByRole('region', { name: 'Reaction video' });
  await expect(section).toBeVisible();
  await expect(section.getByText(message)).toBeVisible();
  await expect(section.getByText(/^Received /)).toBeVisible();

  const player = section.locator('video');
  // A signed address for this file, valid for under an hour: the bare one is refused.
  await expect(player).toHaveAttribute('src', new RegExp(`^/api/media/${stored.reaction_media_id}\\?expires=\\d+&signature=[\\w-]{24}$`));
  expect((await fetch(`${shop.url}/api/media/${stored.reaction_media_id}`)).status).toBe(404);
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('playsinline', '');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(video.durationSec, 0);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(await player.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download video' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  expect(fs.readFileSync((await download.path())!).equals(video.bytes)).toBe(true);
});

test('a second reaction replaces the first: the page says so, and the first file leaves the disk', async ({ page, shop, db }) => {
  const { id } = await deliveredSong(shop, { name: 'Noor', recipientName: 'Sami' });
  const first = await testVideo('mov');
  const form = { message: 'First take.', video: { name: first.name, mimeType: first.type, buffer: first.bytes } };
  expect((await page.request.post(`/api/free-song-submissions/${id}/reaction-video`, { multipart: form })).status()).toBe(201);
  const before = await storedReaction(db, id);
  expect(before.status).toBe('reaction_received');
  expect(fs.existsSync(path.join(shop.dataDir, 'uploads', before.stored_name!))).toBe(true);

  const second = await testVideo('mp4');
  await page.goto(`/video-reaction/${id}`);
  await expect(page.getByRole('note').filter({ hasText: 'Sending a new one replaces it.' })).toBeVisible();
  await videoInput(page).setInputFiles(second.file);
  await messageBox(page).fill('Second take, with the whole family.');
  await sendButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

  const after = await storedReaction(db, id);
  expect(after).toMatchObject({
    status: 'reaction_received',
    reaction_message: 'Second take, with the whole family.',
    size: second.bytes.length,
  });
  expect(after.reaction_media_id).not.toBe(before.reaction_media_id);
  expect(fs.existsSync(path.join(shop.dataDir, 'uploads', before.stored_name!))).toBe(false);
  expect(
    (await db((d) => d.prepare('SELECT COUNT(*) AS n FROM media_files WHERE id = ?').get<{ n: number }>(before.reaction_media_id)))!.n,
  ).toBe(0);
});
