// Journey: an admin on a phone manages the sample songs: adds one and hears it on /sample-songs, moves songs by
// keyboard and by drag (the home page follows), deletes one after confirming; bad files are refused and leave nothing.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminCall, adminToken, form } from '../testing/admin';
import { elfBytes, incomingFiles, seedMp3, storedFiles, wavBytes } from '../testing/files';
import type { TestShop } from '../testing/testServer';
import { ADMIN_MESSAGES } from '../shared/schemas/admin';
import type { SampleSong } from '../shared/api-types';
import { expect, signInAsAdmin, test } from './fixtures';

// Adding, moving and deleting samples changes every page of the shop: this file keeps off the customer journeys' shop.
test.use({ changesTheShop: true });

async function shopOrder(request: APIRequestContext): Promise<SampleSong[]> {
  const response = await request.get('/api/sample-songs');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SampleSong[]).sort((a, b) => a.sortOrder - b.sortOrder);
}

const titles = (songs: SampleSong[]) => songs.map((s) => s.title);

/** Adds a sample song through the admin API (for tests about what happens to songs already there). */
async function addSample(shop: TestShop, title: string, genre = 'Our Love Story'): Promise<void> {
  const token = await adminToken(shop);
  const res = await adminCall(
    shop,
    token,
    'POST',
    '/api/admin/sample-songs',
    form({ title, genre }, { audioFile: { bytes: wavBytes(2), name: `${title}.wav`, type: 'audio/wav' } }),
  );
  expect(res.status).toBe(201);
}

const adminRows = (page: Page) => page.getByRole('region', { name: /^Sample songs/ }).getByRole('listitem');
const adminRow = (page: Page, title: string) => adminRows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const handleOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^Move ${title}, position \\d+ of \\d+$`) });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function adminTitles(page: Page): Promise<string[]> {
  return adminRows(page).getByRole('heading', { level: 3 }).allTextContents();
}

function centre(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a handle with the mouse, in small steps, to a point (dnd-kit starts a drag after 6 px). */
async function drag(page: Page, handle: Locator, to: { x: number; y: number }) {
  const from = centre((await handle.boundingBox())!);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test('an admin adds a sample song; it goes last, with its real duration, and plays on /sample-songs', async ({
  page,
  request,
  shop,
  db,
}) => {
  const mp3 = await seedMp3();
  const before = await shopOrder(request);
  const filesBefore = storedFiles(shop.dataDir).length;

  await signInAsAdmin(page);
  await expect(page.getByRole('tab', { name: 'Sample Songs' })).toHaveAttribute('aria-selected', 'true');
  await expect(adminRows(page)).toHaveCount(before.length);

  await page.getByLabel('Title').fill('Harbour Lights');
  await page.getByLabel('Genre').selectOption('Anniversary');
  await page.getByLabel('Audio file').setInputFiles({ name: 'harbour-lights.mp3', mimeType: 'audio/mpeg', buffer: mp3.bytes });
  await page.getByRole('button', { name: 'Add song' }).click();

  await expect(toast(page, 'Sample song added')).toBeVisible();
  await expect(adminRows(page)).toHaveCount(before.length + 1);
  expect((await adminTitles(page)).at(-1)).toBe('Harbour Lights');
  // The form is empty again, ready for the next song.
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Title')).toBeFocused();

  const after = await shopOrder(request);
  const added = after.at(-1)!;
  expect(added).toMatchObject({
    title: 'Harbour Lights',
    genre: 'Anniversary',
    sortOrder: Math.max(...before.map((s) => s.sortOrder)) + 1,
  });
  expect(added.duration).toBeCloseTo(mp3.durationSec, 0);
  expect(storedFiles(shop.dataDir)).toHaveLength(filesBefore + 1);
  expect(
    (await db((d) => d.prepare('SELECT count(*) AS n FROM sample_songs WHERE title = ?').get<{ n: number }>('Harbour Lights')))!.n,
  ).toBe(1);

  // The customer's side: the new song is on /sample-songs and plays.
  await page.goto('/sample-songs');
  const card = page.getByTestId('song-card').filter({ has: page.getByRole('heading', { name: 'Harbour Lights', exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Play Harbour Lights' }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(async () => Number(await card.getByRole('slider').inputValue()), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a missing field or a file that is not audio is refused, and nothing is stored', async ({ page, request, shop, db }) => {
  const before = await shopOrder(request);
  const files = storedFiles(shop.dataDir);
  const rows = () => db(async (d) => (await d.prepare('SELECT count(*) AS n FROM sample_songs').get<{ n: number }>())!.n);
  const rowsBefore = await rows();

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add song' }).click();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#sample-title-error')).toHaveText(ADMIN_MESSAGES.sampleFieldsMissing);

  // A program renamed .mp3 passes the browser's own check by its name; the server reads its bytes and refuses it.
  await page.getByLabel('Title').fill('Not a song');
  await page.getByLabel('Genre').selectOption('Birthday');
  await page.getByLabel('Audio file').setInputFiles({ name: 'setup.mp3', mimeType: 'audio/mpeg', buffer: elfBytes() });
  await page.getByRole('button', { name: 'Add song' }).click();
  await expect(page.getByText(`Failed to upload song: ${ADMIN_MESSAGES.sampleAudioType}`, { exact: true })).toBeVisible();

  expect(titles(await shopOrder(request))).toEqual(titles(before));
  expect(await rows()).toBe(rowsBefore);
  expect(storedFiles(shop.dataDir)).toEqual(files);
  expect(incomingFiles(shop.dataDir)).toEqual([]);
});

test('moving a song with the keyboard saves its new place, and the home page shows the new order', async ({ page, request, shop }) => {
  await addSample(shop, 'Keyboard Waltz');
  const before = await shopOrder(request);
  expect(before.at(-1)!.title).toBe('Keyboard Waltz');

  await signInAsAdmin(page);
  const handle = handleOf(page, 'Keyboard Waltz');
  await expect(handle).toHaveAccessibleName(`Move Keyboard Waltz, position ${before.length} of ${before.length}`);
  await handle.focus();
  await page.keyboard.press('Space');
  // Lifted: the handle is pressed, and the live region says where the song is.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Keyboard Waltz is over position ${before.length} of ${before.length}.`)).toBeAttached();
  for (let step = 1; step < before.length; step++) {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Keyboard Waltz is over position ${before.length - step} of ${before.length}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');

  await expect(toast(page, 'Songs reordered successfully')).toBeVisible();
  expect((await adminTitles(page))[0]).toBe('Keyboard Waltz');
  await expect(handleOf(page, 'Keyboard Waltz')).toHaveAccessibleName(`Move Keyboard Waltz, position 1 of ${before.length}`);
  const after = await shopOrder(request);
  expect(titles(after)).toEqual(['Keyboard Waltz', ...titles(before).slice(0, -1)]);
  expect(after.map((s) => s.sortOrder)).toEqual(after.map((_, i) => i));

  // Escape puts a lifted song back where it was, and nothing is saved.
  // Lifted again once the drop has settled (a key pressed during the drop animation is not a pick-up).
  const lifted = handleOf(page, 'Keyboard Waltz');
  await expect(async () => {
    await lifted.focus();
    await page.keyboard.press('Space');
    await expect(lifted).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Reordering cancelled\. Keyboard Waltz stays at position 1 of/)).toBeAttached();
  await expect(lifted).not.toHaveAttribute('aria-pressed', 'true');
  expect(titles(await shopOrder(request))).toEqual(titles(after));

  await page.goto('/');
  const firstCard = page.locator('#samples').getByTestId('song-card').first();
  await expect(firstCard.getByRole('heading', { name: 'Keyboard Waltz', exact: true })).toBeVisible();
});

test('dragging a song by its handle onto another moves it there', async ({ page, request }) => {
  const before = await shopOrder(request);
  expect(before.length).toBeGreaterThan(2);
  const [first, second] = before;

  await signInAsAdmin(page);
  await expect(adminRows(page)).toHaveCount(before.length);
  const target = adminRow(page, second!.title);
  await target.scrollIntoViewIfNeeded();
  const targetBox = (await target.boundingBox())!;
  // Down past the middle of the second row: the first song takes the second place.
  await drag(page, handleOf(page, first!.title), { x: targetBox.x + targetBox.width / 2, y: targetBox.y + targetBox.height * 0.75 });

  await expect(toast(page, 'Songs reordered successfully')).toBeVisible();
  const expected = [second!.title, first!.title, ...titles(before).slice(2)];
  expect(await adminTitles(page)).toEqual(expected);
  expect(titles(await shopOrder(request))).toEqual(expected);
  // A tap on a handle (no movement) moves nothing.
  await handleOf(page, second!.title).click();
  expect(titles(await shopOrder(request))).toEqual(expected);
});

test('deleting asks first: Cancel keeps the song; Delete song removes it, its file and its row', async ({ page, request, shop, db }) => {
  await addSample(shop, 'Short-lived Tune');
  const before = await shopOrder(request);
  const doomed = before.find((s) => s.title === 'Short-lived Tune')!;
  const files = storedFiles(shop.dataDir);

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Delete Short-lived Tune' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this sample song?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Short-lived Tune' })).toBeFocused();
  expect(titles(await shopOrder(request))).toEqual(titles(before));

  await page.getByRole('button', { name: 'Delete Short-lived Tune' }).click();
  await dialog.getByRole('button', { name: 'Delete song' }).click();
  await expect(toast(page, 'Song deleted')).toBeVisible();
  await expect(adminRow(page, 'Short-lived Tune')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Sample songs/ })).toBeFocused();

  expect(titles(await shopOrder(request))).toEqual(titles(before).filter((t) => t !== 'Short-lived Tune'));
  expect((await db((d) => d.prepare('SELECT count(*) AS n FROM sample_songs WHERE id = ?').get<{ n: number }>(doomed.id)))!.n).toBe(0);
  expect(storedFiles(shop.dataDir)).toHaveLength(files.length - 1);
  expect((await request.get(doomed.audioUrl)).status()).toBe(404);

  await page.goto('/sample-songs');
  await expect(page.getByTestId('song-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Short-lived Tune', exact: true })).toHaveCount(0);
});
