// Journey (issue 25, item 3): a buyer who bought the photo slideshow video opens their order page on a phone,
// picks several photos at once, moves one with the keyboard and removes another; the admin delivers the song; the
// video is rendered by the shop and appears on the order page with a player and its downloads, and the admin sees
// it made.
import { paidOrder } from '../testing/admin';
import { wavBytes } from '../testing/files';
import { photoBytes } from '../testing/photos';
import { seriousViolations } from './accessibility';
import { uniqueEmail } from './orderWizard';
import { expect, signInAsAdmin, test } from './fixtures';

// A render of a short song takes well under a minute alone, longer on a machine shared with other tests.
const RENDER_MS = 240_000;

test('a buyer adds photos on the order page and reorders them with the keyboard; after delivery the video plays there', async ({
  page,
  shop,
  db,
}) => {
  test.setTimeout(RENDER_MS + 60_000);
  const email = uniqueEmail('lena');
  const orderId = await paidOrder(shop, {
    email,
    customerName: 'Sam',
    recipientName: 'Lena',
    occasion: 'Birthday',
    addOns: ['photo-slideshow'],
  });
  const { public_token: token } = (await db((d) =>
    d.prepare('SELECT public_token FROM orders WHERE id = ?').get<{ public_token: string }>(orderId),
  ))!;
  const displayId = orderId.slice(-8).toUpperCase();

  await page.goto(`/order/${token}`);
  const section = page.getByRole('region', { name: 'Your photo slideshow video' });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('slideshow-status')).toContainText('Add 3 to 20 photos');

  // Several photos at once, as a phone's camera roll gives them.
  const files = await Promise.all(
    [20, 120, 220, 320].map(async (hue, i) => ({ name: `IMG_00${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photoBytes({ hue }) })),
  );
  await expect(page.locator('#slideshow-photos')).toHaveAttribute('accept', 'image/*');
  await expect(page.locator('#slideshow-photos')).toHaveAttribute('multiple', '');
  // The server rendered the page: its controls are live (enabled) once the app has taken it over, and setInputFiles,
  // unlike a press, does not wait for that.
  await expect(page.locator('#slideshow-photos')).toBeEnabled();
  await page.locator('#slideshow-photos').setInputFiles(files);
  await expect(section.getByTestId('slideshow-message')).toHaveText('4 photos added.');
  const rows = section.getByTestId('slideshow-photo');
  await expect(rows).toHaveCount(4);
  const order = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')));
  const [first, second, third, fourth] = await order();
  expect(await seriousViolations(page)).toEqual([]);

  // The third photo one place earlier, from the keyboard: the focus stays with it.
  await section.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('slideshow-message')).toHaveText('Photo moved to position 2 of 4.');
  expect(await order()).toEqual([first, third, second, fourth]);
  await expect(section.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  // Kept by the shop: a reload shows the new order.
  await page.reload();
  await expect(rows).toHaveCount(4);
  expect(await order()).toEqual([first, third, second, fourth]);

  await section.getByRole('button', { name: 'Remove photo 4' }).click();
  await expect(section.getByTestId('slideshow-message')).toHaveText('Photo 4 removed.');
  await expect(rows).toHaveCount(3);
  // The focus goes to the photo before the removed last one.
  await expect(section.getByRole('button', { name: 'Remove photo 3' })).toBeFocused();

  // The admin delivers the song (a short one), with its lyrics for the captions.
  await db((d) => d.prepare("UPDATE orders SET status = 'in_progress' WHERE id = ?").run(orderId));
  await signInAsAdmin(page, '/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  const card = page.locator('.order-card').filter({ hasText: `#${displayId}` });
  await card.getByRole('button', { name: `Send song for order ${displayId}` }).click();
  const send = page.getByRole('dialog', { name: 'Send completed song' });
  await send.getByLabel('Song file').setInputFiles({ name: 'lena.wav', mimeType: 'audio/wav', buffer: wavBytes(4, 22050) });
  await send.getByLabel(/^Lyrics file/).setInputFiles({
    name: 'lyrics.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Another year of you\nAnd every one a song\n'),
  });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Completed song sent to customer', { exact: true })).toBeVisible();

  // Back on the order page: the photos are locked while the video is made, then it plays there.
  await page.goto(`/order/${token}`);
  await expect(section.getByRole('button', { name: 'Remove photo 1' })).toHaveCount(0);
  const video = section.locator('video');
  await expect(video).toBeVisible({ timeout: RENDER_MS });
  await expect(section.getByTestId('slideshow-status')).toContainText('Your video is ready');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(video).toHaveAttribute('aria-label', 'Slideshow video for Lena');
  await expect(section.getByRole('link', { name: 'Download for screens (1920×1080)' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download for stories (1080×1920)' })).toBeVisible();
  const landscape = await video.getAttribute('src');
  await section.getByRole('button', { name: 'Stories' }).click();
  await expect(section.getByRole('button', { name: 'Stories' })).toHaveAttribute('aria-pressed', 'true');
  await expect(video).not.toHaveAttribute('src', landscape!);
  const served = await page.request.get(landscape!, { headers: { Range: 'bytes=0-15' } });
  expect(served.status()).toBe(206);
  expect(served.headers()['content-type']).toBe('video/mp4');

  // The admin sees it made (still signed in, in this tab's session).
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Search by name or email').fill(email);
  await card.getByRole('button', { name: `Details of order ${displayId}` }).click();
  await expect(page.getByTestId('admin-slideshow-status')).toHaveText('Made');
  await expect(page.getByRole('button', { name: 'Render the slideshow again' })).toBeVisible();
});
