// Journey: a visitor uses the installed app offline: visited and unvisited pages, replaying a sample, the 10-song audio cache, installing.
import type { APIRequestContext, Page } from '@playwright/test';
import type { SampleSong } from '../shared/api-types';
import {
  appStarted,
  emulateConnection,
  expect,
  iPhoneSafari,
  keptSampleAudio,
  test,
  waitForServiceWorker,
  waitForWholeApp,
} from './fixtures';
import { expectStep, wizard } from './orderWizard';

async function shopSongs(request: APIRequestContext): Promise<SampleSong[]> {
  const songs = (await (await request.get('/api/sample-songs')).json()) as SampleSong[];
  return songs.sort((a, b) => a.sortOrder - b.sortOrder);
}

const cards = (page: Page) => page.getByTestId('song-card');
const cardTitled = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Seconds played so far, read from the player's slider ("1:05 of 2:30"). */
async function playedSeconds(page: Page, title: string): Promise<number> {
  const text = (await cardTitled(page, title).getByRole('slider').getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+):(\d{2}) of /.exec(text);
  expect(match, `slider text "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** Proves the browser really is offline, for the page and for its service worker, so what follows comes from caches. */
async function expectNoNetwork(page: Page) {
  const outcome = await page.evaluate(async () => {
    const attempt = (url: string) =>
      fetch(url, { cache: 'no-store' }).then(
        (r) => `status ${r.status}`,
        () => 'failed',
      );
    // /api/health is not cached by the worker (so the page's own network is tried); an unseen query of a cached
    // API path makes the worker go to the network and find no cached copy.
    return { page: await attempt('/api/health'), worker: await attempt(`/api/sample-songs?probe=${Date.now()}`) };
  });
  expect(outcome).toEqual({ page: 'failed', worker: 'failed' });
}

test('on cellular, pages visited and the order wizard open again offline, the samples from the cached list; no other page is fetched ahead', async ({
  page,
  context,
  request,
}) => {
  // A phone on mobile data: the worker keeps the shell, the wizard and the pages visited, and fetches nothing else.
  await emulateConnection(page, { type: 'cellular', effectiveType: '4g' });
  const songs = await shopSongs(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.goto('/sample-songs');
  await expect(cards(page)).toHaveCount(songs.length);

  await context.setOffline(true);
  await expectNoNetwork(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hear what a story sounds like' })).toBeVisible();
  await expect(cards(page)).toHaveCount(songs.length);
  await expect(cards(page).getByRole('heading')).toHaveText(songs.map((s) => s.title));

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How does it work?' })).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#samples').getByTestId('song-card')).toHaveCount(Math.min(6, songs.length));
  // The sections further down load their code as they near the screen, scrolled to: from the worker's cache.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 800);
      return page.getByTestId('pricing-card').count();
    })
    .toBe(1);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/LandingSections-[\w-]+\.js$/.test(e.name))))
    .toBe(true);
  await expect(page.getByTestId('pricing-card').getByRole('link', { name: 'Create Your Song' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/isn’t on this device|couldn’t load/);

  // The wizard was never opened, yet it is there offline: an order can be started on the train.
  await page.goto('/create-song');
  await expect(wizard(page).recipientName).toBeVisible();
  await expectStep(page, 1);

  // Pages never visited were not fetched on mobile data: the privacy policy's own code is in no cache.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(
    kept.some((url) => /\/FaqPage-[\w-]+\.js/.test(url)),
    'the FAQ page visited is kept',
  ).toBe(true);
  expect(kept.filter((url) => /\/PrivacyPolicyPage-[\w-]+\.js/.test(url))).toEqual([]);
  expect(await page.locator('html').getAttribute('data-app-cached')).toBeNull();
});

test('a first visit straight to the samples page reloads offline with its songs', async ({ page, context, request }) => {
  const songs = await shopSongs(request);
  await page.goto('/sample-songs');
  await expect(cards(page)).toHaveCount(songs.length);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expectNoNetwork(page);
  await page.reload();
  await expect(cards(page)).toHaveCount(songs.length);
});

test('a page never visited opens offline once the app is kept whole (not on cellular)', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWholeApp(page);

  await context.setOffline(true);
  await expectNoNetwork(page);

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'From your story to their song' })).toBeVisible();
});

test('a sample played online plays again offline', async ({ page, context, request }) => {
  const [first] = await shopSongs(request);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/sample-songs');
  const card = cardTitled(page, first!.title);

  await card.getByRole('button', { name: `Play ${first!.title}` }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(async () => (await keptSampleAudio(page)).map((a) => a.url)).toContain(first!.audioUrl);
  await card.getByRole('button', { name: `Pause ${first!.title}` }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'paused');

  await context.setOffline(true);
  await expectNoNetwork(page);
  // Offline, the song must come from the page's own store: not the network, and not the browser's HTTP cache either
  // (a request served from that cache still shows here).
  const audioRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/media/')) audioRequests.push(r.url());
  });
  await page.reload();

  await expect(card.locator('.player')).toHaveAttribute('data-status', 'idle');
  await card.getByRole('button', { name: `Play ${first!.title}` }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(page, first!.title)).toBeGreaterThanOrEqual(1);
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  expect(audioRequests).toEqual([]);
});

test('the audio cache keeps the 10 most recent songs, evicting the least recently used', async ({ page, request }) => {
  const songs = await shopSongs(request);
  expect(songs.length, 'the seed has at least 3 songs on the home page').toBeGreaterThanOrEqual(3);
  const [a, b, c] = songs;
  // The home page plays songs without preloading others, so every entry below is one this test put there.
  await page.goto('/');
  const samples = page.locator('#samples');
  const play = async (song: SampleSong) => {
    await samples.getByRole('button', { name: `Play ${song.title}` }).click();
    await expect(samples.getByTestId('song-card').filter({ hasText: song.title }).locator('.player')).toHaveAttribute(
      'data-status',
      'playing',
    );
    await expect.poll(async () => (await keptSampleAudio(page)).map((k) => k.url)).toContain(song.audioUrl);
  };

  await play(a!);
  expect((await keptSampleAudio(page)).map((k) => k.url)).toEqual([a!.audioUrl]);

  // Fill the cache to its limit with nine older entries, written the way the app stores them.
  const old = Array.from({ length: 9 }, (_, i) => `/e2e/older-song-${i + 1}.mp3`);
  await page.evaluate(async (urls) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('sampleAudio', 'readwrite');
    urls.forEach((url, i) =>
      tx.objectStore('sampleAudio').put({ url, blob: new Blob(['x'], { type: 'audio/mpeg' }), bytes: 1, lastUsedAt: 1_000 + i }),
    );
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, old);
  expect(await keptSampleAudio(page)).toHaveLength(10);

  await play(b!);
  let kept = (await keptSampleAudio(page)).map((k) => k.url);
  expect(kept).toHaveLength(10);
  expect(kept).not.toContain(old[0]);
  expect(kept).toEqual([...old.slice(1), a!.audioUrl, b!.audioUrl]);

  await play(c!);
  kept = (await keptSampleAudio(page)).map((k) => k.url);
  expect(kept).toEqual([...old.slice(2), a!.audioUrl, b!.audioUrl, c!.audioUrl]);
});

test('on Wi-Fi the samples page preloads the first six songs on screen for offline play', async ({ page, request }) => {
  const songs = await shopSongs(request);
  // Only on Wi-Fi (or wired) without Save-Data: elsewhere nothing is fetched before a play press (wait-for-media.spec.ts).
  await emulateConnection(page, { type: 'wifi', effectiveType: '4g' });
  await page.goto('/sample-songs');
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => (await keptSampleAudio(page)).map((k) => k.url).sort(), { timeout: 20_000 })
    .toEqual(
      songs
        .slice(0, 6)
        .map((s) => s.audioUrl)
        .sort(),
    );
});

test('preloading fills only free places: it never evicts a song the visitor played', async ({ page, request }) => {
  const [first] = await shopSongs(request);
  // Play one song on the home page (which preloads nothing), then fill the cache with nine more played songs.
  await page.goto('/');
  const samples = page.locator('#samples');
  await samples.getByRole('button', { name: `Play ${first!.title}` }).click();
  await expect.poll(async () => (await keptSampleAudio(page)).map((k) => k.url)).toContain(first!.audioUrl);
  await samples.getByRole('button', { name: `Pause ${first!.title}` }).click();
  const played = Array.from({ length: 9 }, (_, i) => `/e2e/played-song-${i + 1}.mp3`);
  await page.evaluate(async (urls) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('sampleAudio', 'readwrite');
    urls.forEach((url, i) =>
      tx.objectStore('sampleAudio').put({ url, blob: new Blob(['x'], { type: 'audio/mpeg' }), bytes: 1, lastUsedAt: Date.now() + i }),
    );
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, played);
  const before = (await keptSampleAudio(page)).map((k) => k.url).sort();
  expect(before).toHaveLength(10);

  const mediaRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/media/')) mediaRequests.push(r.url());
  });
  // On Wi-Fi, where the samples page would preload if it had room.
  await emulateConnection(page, { type: 'wifi', effectiveType: '4g' });
  await page.goto('/sample-songs');
  await expect(cards(page).first()).toBeVisible();
  // The list says when preloading has been through its songs (each one checked against the full cache).
  await expect(page.locator('div[data-preload]')).toHaveAttribute('data-preload', 'done', { timeout: 20_000 });
  expect((await keptSampleAudio(page)).map((k) => k.url).sort()).toEqual(before);
  expect(mediaRequests, 'a full cache leaves nothing to preload').toEqual([]);
});

test.describe('installing the app', () => {
  /** Plays the browser's part: offers installation, recording whether the app asked it to show the prompt. */
  async function offerInstall(page: Page) {
    // The app listens from its first lines (main.tsx), which run after the prerendered heading shows: an offer made
    // earlier goes unheard.
    await appStarted(page);
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      (window as unknown as { promptCalls: number }).promptCalls = 0;
      event.prompt = () => {
        (window as unknown as { promptCalls: number }).promptCalls++;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
  }
  const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls);

  test('on a phone the drawer offers "Install app", which shows the browser\'s prompt', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Install app' })).toHaveCount(0);

    await offerInstall(page);
    await expect(drawer.getByRole('button', { name: 'Install app' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Install app' }).click();

    await expect.poll(() => promptCalls(page)).toBe(1);
    // Once the person has answered, the offer is used up.
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('at desktop width the header offers "Install app", which shows the browser\'s prompt', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await expect(install).toHaveCount(0);

    await offerInstall(page);
    await expect(install).toBeVisible();
    await install.click();

    await expect.poll(() => promptCalls(page)).toBe(1);
    await expect(install).toHaveCount(0);
  });

  test('iOS Safari, which never offers a prompt, shows how to add the shop to the Home Screen until dismissed', async ({
    browser,
    baseURL,
  }) => {
    const iphone = await iPhoneSafari(browser);
    const page = await iphone.newPage();
    await page.goto(`${baseURL}/faq`);
    // The hint's code loads only here, on iOS Safari, after the page has started.
    const hint = page.getByRole('complementary', { name: 'Install Serenade' });
    await expect(hint).toContainText('Add to Home Screen');
    await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
    await expect(hint).toHaveCount(0);
    // Dismissed for good on this device: later pages read this before deciding to load the hint.
    expect(await page.evaluate(() => localStorage.getItem('ios-install-hint-dismissed'))).toBe('1');
    await iphone.close();
  });
});
