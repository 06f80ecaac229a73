// Journey: a first visit on a phone's data plan downloads no song and no video until the visitor asks: sample
// audio waits for a play press (or Wi-Fi), the hero video for an interactive page on a fast link without Save-Data.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SampleSong } from '../shared/api-types';
import { appStarted, emulateConnection, expect, keptSampleAudio, test, type EmulatedConnection } from './fixtures';

// Every request must reach page.on('request'); a service worker would not change what is fetched, only hide it.
test.use({ serviceWorkers: 'block' });

async function shopSongs(request: APIRequestContext): Promise<SampleSong[]> {
  const songs = (await (await request.get('/api/sample-songs')).json()) as SampleSong[];
  return songs.sort((a, b) => a.sortOrder - b.sortOrder);
}

const cards = (page: Page) => page.getByTestId('song-card');
const cardTitled = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Seconds played so far, read from the player's slider ("1:05 of 2:30"). */
async function playedSeconds(card: Locator): Promise<number> {
  const text = (await card.getByRole('slider').getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+):(\d{2}) of /.exec(text);
  expect(match, `slider text "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** The paths of the requests the page makes whose path starts with `prefix`, collected from now on. */
function requestsTo(page: Page, prefix: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(prefix)) seen.push(path);
  });
  return seen;
}

/**
 * The samples list shows what its preloading decided (data-preload): "off" comes from the same effects that would
 * start a card's fetch on view, so once it shows, every card has decided too, and nothing is left to start.
 */
async function expectPreloadingOff(page: Page) {
  await expect(page.locator('div[data-preload]')).toHaveAttribute('data-preload', 'off');
}

const PHONE_ON_4G: EmulatedConnection = { type: 'cellular', effectiveType: '4g' };

test.describe('sample audio waits for a play press', () => {
  const withoutPrefetch: Array<[string, EmulatedConnection]> = [
    ['on a phone’s 4G', PHONE_ON_4G],
    ['with Save-Data on Wi-Fi', { type: 'wifi', effectiveType: '4g', saveData: true }],
    ['on a connection of unknown type', { effectiveType: '4g' }],
  ];
  for (const [label, connection] of withoutPrefetch) {
    test(`${label}, opening the samples fetches no song until Play is pressed`, async ({ page, request }) => {
      const songs = await shopSongs(request);
      await emulateConnection(page, connection);
      const media = requestsTo(page, '/api/media/');
      await page.goto('/sample-songs');
      await expect(cards(page)).toHaveCount(songs.length);
      // Every player scrolls into view once, as a visitor browsing the list would see them.
      for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
      await expectPreloadingOff(page);
      expect(media, 'no audio before a play press').toEqual([]);
      expect(await keptSampleAudio(page)).toEqual([]);

      const last = songs.at(-1)!;
      const card = cardTitled(page, last.title);
      await card.getByRole('button', { name: `Play ${last.title}` }).click();
      await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
      expect(media).toContain(last.audioUrl);
      // The played song is still kept for offline listening.
      await expect.poll(async () => (await keptSampleAudio(page)).map((k) => k.url)).toEqual([last.audioUrl]);
    });
  }

  test('on Wi-Fi, a player scrolled into view keeps its song without a press', async ({ page, request }) => {
    const songs = await shopSongs(request);
    expect(songs.length).toBeGreaterThan(6);
    await emulateConnection(page, { type: 'wifi', effectiveType: '4g' });
    await page.goto('/sample-songs');
    // The last song is below the fold and beyond the six preloaded when idle: only scrolling to it fetches it.
    const last = songs.at(-1)!;
    await cardTitled(page, last.title).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await keptSampleAudio(page)).map((k) => k.url), { timeout: 20_000 }).toContain(last.audioUrl);
  });
});

test('on a slow network, pressing Play starts the song and it plays on', async ({ page, context, request }) => {
  const [, , third] = await shopSongs(request);
  await emulateConnection(page, PHONE_ON_4G);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // About 1.6 Mbps down, 750 kbps up, 150 ms round trips: a mediocre mobile link.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // The press is what this test is about, not the page's load event, which on this link can take longer than the
  // test on a loaded machine: the Play button being there (and the app started, so the press is heard) is enough.
  await page.goto('/sample-songs', { waitUntil: 'commit' });
  const card = cardTitled(page, third!.title);
  await appStarted(page);
  await card.getByRole('button', { name: `Play ${third!.title}` }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(card)).toBeGreaterThanOrEqual(1);
  const soFar = await playedSeconds(card);
  await expect.poll(() => playedSeconds(card)).toBeGreaterThan(soFar);
});

test.describe('the hero video waits for a fast link that is not mobile data, without Save-Data (on a phone, Wi-Fi or wired)', () => {
  // The one on screen (while a server-rendered page streams in, a hidden copy may briefly exist too).
  const heroVideo = (page: Page) => page.locator('.hero-video').filter({ visible: true });

  /** The poster is on screen, loaded, and the portrait one on a portrait phone. */
  async function expectPosterShown(page: Page) {
    const poster = heroVideo(page).locator('img.hero-video__poster');
    await expect(poster).toBeVisible();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe('/images/hero-poster-portrait.webp');
  }

  const withoutVideo: Array<[string, string, EmulatedConnection]> = [
    ['/hero', 'with Save-Data', { type: 'wifi', effectiveType: '4g', saveData: true }],
    ['/hero', 'on 3G', { type: 'cellular', effectiveType: '3g' }],
    ['/', 'with Save-Data', { type: 'cellular', effectiveType: '4g', saveData: true }],
    ['/', 'on 2G', { type: 'cellular', effectiveType: '2g' }],
    ['/', 'on mobile data', PHONE_ON_4G],
    // What Safari, Firefox and desktop Chromium give: a link that may be mobile data.
    ['/', 'where the browser does not say the link', { effectiveType: '4g' }],
  ];
  for (const [path, label, connection] of withoutVideo) {
    test(`${path} ${label} keeps the poster and never fetches the video`, async ({ page }) => {
      await emulateConnection(page, connection);
      const videos = requestsTo(page, '/video/');
      await page.goto(path);
      // The decision is taken once the page is interactive; "off" means the poster stays and nothing is fetched.
      await expect(heroVideo(page)).toHaveAttribute('data-video', 'off');
      expect(videos).toEqual([]);
      expect(
        await heroVideo(page)
          .locator('video')
          .evaluate((v: HTMLVideoElement) => v.currentSrc),
      ).toBe('');
      await expectPosterShown(page);
    });
  }

  test('on Wi-Fi the video starts after the page has loaded, over the poster', async ({ page }) => {
    await emulateConnection(page, { type: 'wifi', effectiveType: '4g' });
    const videos = requestsTo(page, '/video/');
    await page.goto('/hero');
    await expectPosterShown(page);
    await expect(heroVideo(page)).toHaveAttribute('data-video', /^(loading|playing)$/);
    await expect.poll(() => videos).toContain('/video/hero-mobile.mp4');
  });

  test('on a larger screen the video starts where the browser does not say the link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await emulateConnection(page, { effectiveType: '4g' });
    const videos = requestsTo(page, '/video/');
    await page.goto('/');
    await expect(heroVideo(page)).toHaveAttribute('data-video', /^(loading|playing)$/);
    await expect.poll(() => videos).toContain('/video/hero.mp4');
  });
});
