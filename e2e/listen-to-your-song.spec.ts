// Journey: a recipient opens their song page: plays the song, reads the lyrics, shares it, asks for a revision once,
// and plays it again offline. The song API is stubbed with a SongView, so the page is proven apart from the admin's
// delivery (its own browser test); the audio is a real sample song served by the shop, so playing and keeping it are real.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { SongView } from '../shared/admin-api-types';
import type { OrderView, SampleSong } from '../shared/api-types';
import { expect, test, waitForServiceWorker } from './fixtures';

async function songAudioUrl(request: APIRequestContext): Promise<string> {
  const songs = (await (await request.get('/api/sample-songs')).json()) as SampleSong[];
  expect(songs.length).toBeGreaterThan(0);
  return songs[0]!.audioUrl;
}

function songView(audioUrl: string, over: Partial<SongView> = {}): SongView {
  return {
    recipientName: 'Emma',
    occasion: 'Anniversary',
    fromName: 'James',
    message: 'Ten years ago you said yes.\nHappy anniversary, my love.',
    songUrl: audioUrl,
    songDownloadUrl: `${audioUrl}?download=1`,
    lyricsUrl: '/api/media/e2e-lyrics',
    lyricsDownloadUrl: '/api/media/e2e-lyrics?download=1',
    lyricsType: 'text/plain',
    lyricsText: 'Under the old oak tree\nYou looked right back at me',
    deliveredAt: '2025-06-03T10:00:00.000Z',
    revision: { requested: false, requestedAt: null },
    ...over,
  };
}

/** Answers GET /api/songs/{token} with the view (404 for "missing"); revision requests: 201 once, then 409. */
async function stubSongApi(context: BrowserContext, view: () => SongView) {
  let requested = 0;
  await context.route('**/api/songs/*', (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    if (route.request().url().endsWith('/missing')) return route.fulfill({ status: 404, json: { error: 'Song not found' } });
    return route.fulfill({ json: view() });
  });
  await context.route('**/api/songs/*/revision', (route) => {
    requested += 1;
    return requested === 1
      ? route.fulfill({ status: 201, json: { requestedAt: '2025-06-05T09:00:00.000Z' } })
      : route.fulfill({ status: 409, json: { error: 'A revision was already requested for this song' } });
  });
}

const player = (page: Page) => page.locator('.song-player');

async function playedSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('slider', { name: 'Position in the song' }).getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+):(\d{2}) of /.exec(text);
  expect(match, `slider text "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** The songs kept on the device (IndexedDB 'serenade', store 'songs'), read with the browser's own API. */
async function keptSongs(page: Page): Promise<Array<{ token: string; audioUrl: string | null; audioBytes: number }>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('songs')) return [];
      const rows = await new Promise<Array<{ token: string; audio?: { url: string; blob: Blob } }>>((resolve, reject) => {
        const all = db.transaction('songs').objectStore('songs').getAll();
        all.onsuccess = () => resolve(all.result as Array<{ token: string; audio?: { url: string; blob: Blob } }>);
        all.onerror = () => reject(all.error);
      });
      return rows.map((r) => ({ token: r.token, audioUrl: r.audio?.url ?? null, audioBytes: r.audio?.blob.size ?? 0 }));
    } finally {
      db.close();
    }
  });
}

/** Dexie's own chunk as the page requests it (the song store's worker has Dexie built in, and requests none). */
function databaseLoadsOf(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/database-/.test(new URL(r.url()).pathname)) loads.push(r.url());
  });
  return loads;
}

test('the song page plays the song, and once opened, opens and plays again offline', async ({ page, context, request }) => {
  const audioUrl = await songAudioUrl(request);
  await stubSongApi(context, () => songView(audioUrl));
  // The song is kept by the song store's worker: Dexie's own chunk never loads in the page (it would, were the
  // calls run in the page because the worker failed).
  const pageDatabaseLoads = databaseLoadsOf(page);
  const songStoreWorker = () => page.workers().filter((w) => w.url().includes('/assets/songStoreWorker-'));

  await page.goto('/song/e2e-offline');
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Emma' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('kept-offline')).toBeVisible({ timeout: 20_000 });
  const kept = await keptSongs(page);
  expect(kept.map(({ token, audioUrl: url }) => ({ token, url }))).toEqual([{ token: 'e2e-offline', url: audioUrl }]);
  expect(kept[0]!.audioBytes).toBeGreaterThan(10_000);
  expect(songStoreWorker()).toHaveLength(1);
  expect(pageDatabaseLoads).toEqual([]);

  // Keyboard: the play button and the seek slider.
  await page.getByRole('button', { name: 'Play the song' }).focus();
  await page.keyboard.press('Enter');
  await expect(player(page)).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(page)).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Pause the song' }).click();
  await expect(player(page)).toHaveAttribute('data-status', 'paused');

  await waitForServiceWorker(page);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health', { cache: 'no-store' }).then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  const mediaRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/media/')) mediaRequests.push(r.url());
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Emma' })).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toBeVisible();
  await expect(page.getByText('Under the old oak tree')).toBeVisible();
  await page.getByRole('button', { name: 'Play the song' }).click();
  await expect(player(page)).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(page)).toBeGreaterThanOrEqual(1);
  expect(await page.locator('.song-player audio').getAttribute('src')).toMatch(/^blob:/);
  expect(mediaRequests).toEqual([]);
  // Offline too, the worker (its file from the service worker's cache) read the kept song.
  expect(songStoreWorker()).toHaveLength(1);
  expect(pageDatabaseLoads).toEqual([]);
  // Offline, "Download MP3" saves the copy kept on the device.
  await expect(page.getByRole('link', { name: 'Download MP3' })).toHaveAttribute('href', /^blob:/);
  await expect(page.getByRole('button', { name: 'Request a lyric revision' })).toBeDisabled();
});

test('where the song store’s worker cannot start, the page keeps the song itself', async ({ page, context, request }) => {
  const audioUrl = await songAudioUrl(request);
  await stubSongApi(context, () => songView(audioUrl));
  await context.route('**/assets/songStoreWorker-*', (route) => route.abort());
  const pageDatabaseLoads = databaseLoadsOf(page);

  await page.goto('/song/e2e-no-worker');
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Emma' })).toBeVisible();
  await expect(page.getByTestId('kept-offline')).toBeVisible({ timeout: 20_000 });
  const kept = await keptSongs(page);
  expect(kept.map(({ token, audioUrl: url }) => ({ token, url }))).toEqual([{ token: 'e2e-no-worker', url: audioUrl }]);
  expect(kept[0]!.audioBytes).toBeGreaterThan(10_000);
  expect(pageDatabaseLoads).not.toEqual([]);
});

test('a song never opened on this device says so offline, and an unknown song says it was not found', async ({
  page,
  context,
  request,
}) => {
  const audioUrl = await songAudioUrl(request);
  await stubSongApi(context, () => songView(audioUrl));
  await page.goto('/song/missing');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this song' })).toBeVisible();

  await waitForServiceWorker(page);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await page.goto('/song/never-opened');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t load this song' })).toBeVisible({ timeout: 20_000 });
});

test('shows the message and lyrics, offers the downloads and share links', async ({ page, context, request }) => {
  const audioUrl = await songAudioUrl(request);
  let view = songView(audioUrl);
  await stubSongApi(context, () => view);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/song/e2e-share');

  await expect(page.locator('blockquote')).toHaveText('Ten years ago you said yes.\nHappy anniversary, my love.');
  await expect(page.locator('.song-lyrics__text')).toHaveText('Under the old oak tree\nYou looked right back at me');
  await expect(page.getByRole('link', { name: 'Download MP3' })).toHaveAttribute('href', `${audioUrl}?download=1`);
  await expect(page.getByRole('link', { name: 'Download lyrics' })).toHaveAttribute('href', '/api/media/e2e-lyrics?download=1');

  const pageUrl = new URL('/song/e2e-share', page.url()).href;
  const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
  test.skip(hasShareSheet, 'this browser shows its own share sheet instead of the links');
  const whatsapp = new URL((await page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toContain(pageUrl);
  const facebook = new URL((await page.getByRole('link', { name: /Facebook/ }).getAttribute('href'))!);
  expect(facebook.searchParams.get('u')).toBe(pageUrl);
  expect(await page.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
    /^mailto:\?subject=A%20song%20for%20Emma&body=.*song%2Fe2e-share$/,
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

  // Lyrics sent as an image are shown; as a document, offered for download only.
  view = songView(audioUrl, {
    lyricsText: null,
    lyricsType: 'image/png',
    lyricsUrl: '/images/og-image.png',
    lyricsDownloadUrl: '/images/og-image.png?download=1',
  });
  await page.goto('/song/e2e-image');
  await expect(page.getByRole('img', { name: 'The lyrics of the song for Emma' })).toBeVisible();
  view = songView(audioUrl, { lyricsText: null, lyricsType: 'application/pdf', message: null, fromName: null });
  await page.goto('/song/e2e-pdf');
  await expect(page.getByRole('link', { name: 'download the lyrics' })).toHaveAttribute('href', '/api/media/e2e-lyrics?download=1');
  await expect(page.locator('blockquote')).toHaveCount(0);
  await expect(page.getByText('from James')).toHaveCount(0);
});

/** The stand-in share sheet's record (see the test below): what each call shared, and outcomes queued for the next calls. */
type ShareSheetWindow = Window & { shareCalls: ShareData[]; shareOutcomes: Array<'closed' | 'failed'> };
const shareCallCount = (page: Page) => page.evaluate(() => (window as unknown as ShareSheetWindow).shareCalls.length);
const nextShareOutcome = (page: Page, outcome: 'closed' | 'failed') =>
  page.evaluate((o) => void (window as unknown as ShareSheetWindow).shareOutcomes.push(o), outcome);

test('where the device has a share sheet, one button opens it; closing it is quiet, and a failure copies the link', async ({
  page,
  context,
  request,
}) => {
  const audioUrl = await songAudioUrl(request);
  await stubSongApi(context, () => songView(audioUrl));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone's share sheet, stood in for: each call shares, unless the test queued another outcome.
  await context.addInitScript(() => {
    const sheet = window as unknown as ShareSheetWindow;
    sheet.shareCalls = [];
    sheet.shareOutcomes = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        sheet.shareCalls.push(data);
        const outcome = sheet.shareOutcomes.shift();
        if (outcome === 'closed') throw new DOMException('Share canceled', 'AbortError');
        if (outcome === 'failed') throw new DOMException('Share failed', 'NotAllowedError');
      },
    });
  });
  await page.goto('/song/e2e-sheet');
  const pageUrl = new URL('/song/e2e-sheet', page.url()).href;
  const shareButton = page.getByRole('button', { name: 'Share this song' });
  await expect(shareButton).toBeVisible();
  // The sheet replaces the separate links.
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);

  await shareButton.click();
  await expect.poll(() => shareCallCount(page)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as ShareSheetWindow).shareCalls);
  expect(shared!.url).toBe(pageUrl);
  expect(shared!.title).toContain('Emma');

  // Closing the sheet copies nothing: the clipboard keeps what was there, and no toast shows. The share
  // after it comes later, so a copy the closing had started would have landed by then.
  await page.evaluate(() => navigator.clipboard.writeText('untouched'));
  await nextShareOutcome(page, 'closed');
  await shareButton.click();
  await expect.poll(() => shareCallCount(page)).toBe(2);
  await shareButton.click();
  await expect.poll(() => shareCallCount(page)).toBe(3);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
  await expect(page.getByText('Link copied', { exact: true })).toHaveCount(0);

  await nextShareOutcome(page, 'failed');
  await shareButton.click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
});

test('a lyric revision is requested once; asking again is refused with the server’s message', async ({ page, context, request }) => {
  const audioUrl = await songAudioUrl(request);
  let view = songView(audioUrl);
  await stubSongApi(context, () => view);
  await page.goto('/song/e2e-revision');

  await page.getByRole('button', { name: 'Request a lyric revision' }).click();
  await expect(page.getByText('Please tell us what you would like changed')).toBeVisible();
  await page.getByLabel('What would you like changed?').fill('Please call the tree “our oak”.');
  await page.getByRole('button', { name: 'Request a lyric revision' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we’ve received your revision request' })).toBeFocused();
  await expect(page.getByLabel('What would you like changed?')).toHaveCount(0);

  // A page opened before the request (the stub still says "not requested") tries again: the server refuses.
  await page.reload();
  await page.getByLabel('What would you like changed?').fill('One more change');
  await page.getByRole('button', { name: 'Request a lyric revision' }).click();
  await expect(page.getByRole('alert')).toHaveText('A revision was already requested for this song');

  view = songView(audioUrl, { revision: { requested: true, requestedAt: '2025-06-05T09:00:00.000Z' } });
  await page.reload();
  await expect(page.getByText('Revision requested on June 5, 2025')).toBeVisible();
  await expect(page.getByLabel('What would you like changed?')).toHaveCount(0);
});

test('the order page shows a delivered order with a link to its song page', async ({ page, context, request }) => {
  const audioUrl = await songAudioUrl(request);
  await stubSongApi(context, () => songView(audioUrl));
  await context.route('**/api/orders/*', async (route) => {
    const order: OrderView = {
      reference: 'AB12CD34',
      recipientName: 'Emma',
      occasion: 'Anniversary',
      mood: 'Romantic',
      genre: 'Acoustic Folk',
      vocalPreference: 'Female',
      rushDelivery: false,
      totalCents: 7900,
      currency: 'usd',
      status: 'delivered',
      paymentStatus: 'paid',
      createdAt: '2025-06-01T10:00:00.000Z',
      paidAt: '2025-06-01T10:01:00.000Z',
      dueAt: '2025-06-02T10:01:00.000Z',
      deliveryHours: 24,
      songPageUrl: new URL('/song/e2e-from-order', route.request().url()).href,
    };
    await route.fulfill({ json: order });
  });
  await page.goto('/order/e2e-order');
  await expect(page.getByTestId('delivered')).toContainText('Delivered');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await page.getByRole('link', { name: 'Listen to your song' }).click();
  await expect(page).toHaveURL(/\/song\/e2e-from-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A song for Emma' })).toBeVisible();
});
