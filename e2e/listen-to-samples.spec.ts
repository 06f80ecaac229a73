// Journey: a visitor listens to sample songs: filters by occasion, sees the loading and empty states, plays, seeks and switches songs.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SampleSong } from '../shared/api-types';
import { appHasStarted, appStarted, expect, holdAppScripts, pagePrerendered, test } from './fixtures';

// page.route must see the sample-songs call; a service worker would answer it itself.
test.use({ serviceWorkers: 'block' });

async function shopSongs(request: APIRequestContext): Promise<SampleSong[]> {
  const response = await request.get('/api/sample-songs');
  expect(response.ok()).toBe(true);
  const songs = (await response.json()) as SampleSong[];
  return songs.sort((a, b) => a.sortOrder - b.sortOrder);
}

const cards = (page: Page) => page.getByTestId('song-card');
const filter = (page: Page) => page.getByRole('group', { name: 'Filter by occasion' });
const cardTitled = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Seconds played so far, read from the player's slider ("1:05 of 2:30"). */
async function playedSeconds(card: Locator): Promise<number> {
  const text = (await card.getByRole('slider').getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+):(\d{2}) of /.exec(text);
  expect(match, `slider text "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

test.describe('the occasion filter', () => {
  test('offers All plus exactly the occasions of the loaded songs, with All chosen', async ({ page, request }) => {
    const songs = await shopSongs(request);
    const occasions = [...new Set(songs.map((s) => s.genre))];
    expect(occasions.length).toBeGreaterThan(1);

    await page.goto('/sample-songs');
    await expect(cards(page)).toHaveCount(songs.length);
    const buttons = filter(page).getByRole('button');
    const labels = await buttons.allTextContents();
    expect(labels[0]).toBe('All');
    expect(labels.slice(1).sort()).toEqual(occasions.sort());
    await expect(filter(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const occasion of occasions) {
      await expect(filter(page).getByRole('button', { name: occasion, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  test('choosing an occasion shows only its songs; choosing All shows them all again', async ({ page, request, baseURL }) => {
    const songs = await shopSongs(request);
    // An occasion with more than one song but not all of them, so the filter visibly narrows the list.
    const counts = new Map<string, number>();
    for (const s of songs) counts.set(s.genre, (counts.get(s.genre) ?? 0) + 1);
    const [occasion, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeLessThan(songs.length);

    // The filter's buttons are in the prerendered page: pressed before the app's code has come (held here, all but the
    // starter's), the choice is made once it has.
    await pagePrerendered(request, '/sample-songs');
    const release = await holdAppScripts(page);
    await page.goto('/sample-songs', { waitUntil: 'domcontentloaded' });
    await expect(cards(page)).toHaveCount(songs.length);
    await filter(page).getByRole('button', { name: occasion, exact: true }).click();
    expect(await appHasStarted(page), 'no app yet').toBe(false);
    release();
    await appStarted(page);

    await expect(cards(page)).toHaveCount(count);
    await expect(page).toHaveURL(`${baseURL}/sample-songs?genre=${encodeURIComponent(occasion).replace(/%20/g, '+')}`);
    await expect(filter(page).getByRole('button', { name: occasion, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
    const expectedTitles = songs.filter((s) => s.genre === occasion).map((s) => s.title);
    await expect(cards(page).getByRole('heading')).toHaveText(expectedTitles);
    for (const genreLabel of await cards(page).locator('.song-card__genre').allTextContents()) expect(genreLabel).toBe(occasion);

    await filter(page).getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards(page)).toHaveCount(songs.length);
    await expect(page).toHaveURL(`${baseURL}/sample-songs`);
    await expect(filter(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page).getByRole('button', { name: occasion, exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('an occasion with no songs shows the empty message', async ({ page, request }) => {
    const present = new Set((await shopSongs(request)).map((s) => s.genre));
    // The seed has a Christmas song, so these two (one with a quote in its name) are the spec's occasions that have none.
    for (const occasion of ['Graduation', "Valentine's Day"]) {
      expect(present.has(occasion), `the shop has no ${occasion} song`).toBe(false);

      await page.goto(`/sample-songs?genre=${encodeURIComponent(occasion)}`);
      const empty = page.getByTestId('samples-empty');
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(`No songs available for "${occasion}" category yet.`);
      await expect(empty).toContainText('Check back soon or explore other categories!');
      await expect(cards(page)).toHaveCount(0);
    }
  });
});

test('while the songs load, nine placeholder cards show', async ({ page, request }) => {
  const songs = await shopSongs(request);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sample-songs', async (route) => {
    await released;
    await route.continue();
  });

  // Opened from another page: /sample-songs itself arrives prerendered, with its songs already in the HTML. The link
  // is followed by the app once it has started (before that, a press loads the prerendered page).
  await page.goto('/faq');
  await appStarted(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /sample songs/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sample-songs$/);
  await expect(page.locator('.song-card-skeleton')).toHaveCount(9);
  await expect(cards(page)).toHaveCount(0);

  release();
  await expect(cards(page)).toHaveCount(songs.length);
  await expect(page.locator('.song-card-skeleton')).toHaveCount(0);
});

test('pressing Play plays the song, the slider seeks, and starting another song pauses the first', async ({ page, request }) => {
  const [first, second] = await shopSongs(request);
  await page.goto('/sample-songs');
  const firstCard = cardTitled(page, first!.title);
  const secondCard = cardTitled(page, second!.title);
  await expect(firstCard.locator('.player')).toHaveAttribute('data-status', 'idle');

  await firstCard.getByRole('button', { name: `Play ${first!.title}` }).click();
  await expect(firstCard.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect(firstCard.getByRole('button', { name: `Pause ${first!.title}` })).toBeVisible();
  await expect.poll(() => playedSeconds(firstCard)).toBeGreaterThanOrEqual(1);

  // Seek by clicking the middle of the slider, as a listener would.
  const slider = firstCard.getByRole('slider');
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const half = first!.duration / 2;
  await expect.poll(() => playedSeconds(firstCard)).toBeGreaterThanOrEqual(Math.floor(half * 0.8));
  const afterSeek = await playedSeconds(firstCard);
  expect(afterSeek).toBeLessThan(first!.duration);
  await expect.poll(() => playedSeconds(firstCard)).toBeGreaterThan(afterSeek);
  await expect(firstCard.locator('.player')).toHaveAttribute('data-status', 'playing');

  await secondCard.getByRole('button', { name: `Play ${second!.title}` }).click();
  await expect(secondCard.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect(firstCard.locator('.player')).toHaveAttribute('data-status', 'paused');
  await expect(firstCard.getByRole('button', { name: `Play ${first!.title}` })).toBeVisible();
  await expect.poll(() => playedSeconds(secondCard)).toBeGreaterThanOrEqual(1);

  await secondCard.getByRole('button', { name: `Pause ${second!.title}` }).click();
  await expect(secondCard.locator('.player')).toHaveAttribute('data-status', 'paused');
});

test('Play pressed before the app’s code has come plays the song once it has', async ({ page, request }) => {
  const [first] = await shopSongs(request);
  await pagePrerendered(request, '/sample-songs');
  // The player's button is in the prerendered page, enabled: a press (here by keyboard, as Tab reaches it) is kept
  // while the app's code is held, all but the starter's.
  const release = await holdAppScripts(page);
  await page.goto('/sample-songs', { waitUntil: 'domcontentloaded' });
  const card = cardTitled(page, first!.title);
  const play = card.getByRole('button', { name: `Play ${first!.title}` });
  await expect(play).toBeEnabled();
  await play.focus();
  await page.keyboard.press('Enter');
  expect(await appHasStarted(page), 'no app yet').toBe(false);
  release();
  await appStarted(page);

  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(card)).toBeGreaterThanOrEqual(1);
  // Pressed once, it plays once: the next press pauses it.
  await card.getByRole('button', { name: `Pause ${first!.title}` }).click();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'paused');
});

test('Play pressed while the app hydrates, before the page’s own code has come, plays the song once it has', async ({ page, request }) => {
  const [first] = await shopSongs(request);
  await pagePrerendered(request, '/sample-songs');
  // The app starts, but the page's chunk is held: React cannot hydrate the card yet, and stops the press at #root.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SampleSongsPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sample-songs', { waitUntil: 'domcontentloaded' });
  await appStarted(page);
  const card = cardTitled(page, first!.title);
  await card.getByRole('button', { name: `Play ${first!.title}` }).click();
  release();
  await expect(card.locator('.player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => playedSeconds(card)).toBeGreaterThanOrEqual(1);
});

test('the home page shows the first six sample songs and links to all of them', async ({ page, request }) => {
  const songs = await shopSongs(request);
  expect(songs.length).toBeGreaterThan(6);

  await page.goto('/');
  const samples = page.locator('#samples');
  await expect(samples.getByTestId('song-card')).toHaveCount(6);
  await expect(samples.getByTestId('song-card').getByRole('heading')).toHaveText(songs.slice(0, 6).map((s) => s.title));

  const more = samples.getByRole('link', { name: 'Hear all sample songs' });
  await expect(more).toHaveAttribute('href', '/sample-songs');
  await more.click();
  await expect(page).toHaveURL(/\/sample-songs$/);
  await expect(cards(page)).toHaveCount(songs.length);
});

test('the call to action starts a fresh song', async ({ page }) => {
  await page.goto('/sample-songs');
  await expect(page.getByRole('link', { name: 'Create Your Song' })).toHaveAttribute('href', '/create-song?fresh=true');
});
