// Journey: the owner, on a phone, replaces the shipped examples with their own: removes the demo content after
// confirming (the demo testimonials and demo sample songs go), adds two testimonials of their own, puts them in
// order, and sees them, with no "example reviews" note, on / and /hero, in the prerendered HTML with JavaScript off too.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { TESTIMONIAL_MESSAGES } from '../shared/schemas/testimonial';
import { PRERENDER_DATA_ID } from '../shared/prerender';
import { appHasStarted, expect, holdAppScripts, signInAsAdmin, startBrowserShop, test, TEST_ADMIN_PASSWORD } from './fixtures';
import { scrollsSideways } from './geometry';

// Removing the demo content changes every page, and other files count on the demo songs: this file has a shop of its own.
test.use({
  shop: [
    async ({}, use) => {
      const shop = await startBrowserShop();
      await use(shop);
      await shop.destroy();
    },
    { scope: 'worker' },
  ],
});

const ROSA = {
  name: 'Rosa M.',
  location: 'Seville',
  occasion: 'Anniversary',
  rating: '5',
  text: 'He listened to it three times in a row.',
};
const TOM = { name: 'Tom B.', location: 'Leeds', occasion: 'Birthday', rating: '4', text: 'Mum sang along by the second chorus.' };

async function addTestimonial(page: Page, t: typeof ROSA) {
  const form = page.getByRole('form', { name: 'Add a testimonial' });
  await form.getByLabel('Name').fill(t.name);
  await form.getByLabel('Location').fill(t.location);
  await form.getByLabel('Occasion').fill(t.occasion);
  await form.getByLabel('Rating').selectOption(t.rating);
  await form.getByLabel('What they said').fill(t.text);
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
}

/** The names in the admin's list, in order. */
const adminNames = (page: Page) =>
  page
    .getByRole('region', { name: /^Testimonials/ })
    .getByRole('listitem')
    .locator('h4');

/** Waits until the server has rendered / and /hero again with these names, in this order, in the page data. */
async function pagesRenderedWith(request: APIRequestContext, names: string[]) {
  for (const route of ['/', '/hero']) {
    await expect
      .poll(
        async () => {
          const html = await (await request.get(route)).text();
          const data = /<script[^>]*id="prerender-data"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
          // In this order: a page rendered before the last move holds the same names in the old one.
          const at = names.map((n) => data.indexOf(n));
          const inOrder = at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!));
          return html.includes(`id="${PRERENDER_DATA_ID}"`) && inOrder && !data.includes('"demo":true');
        },
        { timeout: 30_000, message: `${route} rendered again` },
      )
      .toBe(true);
  }
}

async function withoutJavaScript(browser: Browser, baseURL: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the owner removes the demo content, adds two testimonials, orders them, and the pages show just those', async ({
  page,
  request,
  browser,
  shop,
}, testInfo) => {
  // Before: the shipped examples are marked as examples on the pages.
  await page.goto('/');
  await expect(page.getByText(TESTIMONIAL_MESSAGES.demoNote)).toBeAttached();
  await expect(page.getByTestId('song-card').first().getByText('Demo', { exact: false })).toBeVisible();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const demo = page.getByRole('region', { name: 'Demo content' });
  await expect(demo).toContainText(/4 demo testimonials and \d+ demo sample songs/);
  const list = page.getByRole('region', { name: /^Testimonials/ });
  await expect(list.getByRole('listitem').first().getByText('Demo', { exact: true })).toBeVisible();

  await demo.getByRole('button', { name: 'Remove demo content' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the demo content?' });
  await expect(dialog).toContainText(/4 demo testimonials and \d+ demo sample songs/);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove demo content' }).click();
  await expect(dialog).toBeHidden();
  await expect(demo.getByRole('status')).toHaveText(/^Removed 4 demo testimonials and \d+ demo sample songs\./);
  await expect(demo).toContainText('No demo content left');
  await expect(list.getByText('No testimonials yet')).toBeVisible();

  // A text the schema refuses is said beside its field, and nothing is added.
  await list.getByText('Add a testimonial').click();
  const form = page.getByRole('form', { name: 'Add a testimonial' });
  await form.getByLabel('Name').fill('Nobody');
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(form.getByLabel('What they said')).toBeFocused();
  await expect(form.getByLabel('What they said')).toHaveAccessibleDescription(new RegExp(TESTIMONIAL_MESSAGES.textMissing));
  await form.getByLabel('Name').fill('');

  await addTestimonial(page, ROSA);
  await addTestimonial(page, TOM);
  await expect(adminNames(page)).toHaveText([ROSA.name, TOM.name]);

  // Tom first, from the keyboard.
  await page.getByRole('button', { name: `Move up: ${TOM.name}, position 2 of 2` }).focus();
  await page.keyboard.press('Enter');
  await expect(adminNames(page)).toHaveText([TOM.name, ROSA.name]);
  expect(await scrollsSideways(page)).toBe(false);
  const shot = testInfo.outputPath('testimonials-settings.png');
  await list.screenshot({ path: shot });
  await testInfo.attach('Settings → Testimonials at 390 px', { path: shot, contentType: 'image/png' });

  await pagesRenderedWith(request, [TOM.name, ROSA.name]);

  // With JavaScript: the landing's carousel and the hero's reviews, in the owner's order, with no example note.
  await page.goto('/');
  // The carousel is a lazy section: it comes as it scrolls near.
  await page.getByRole('heading', { name: 'The moment the song starts playing' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'What customers say' });
  await expect(carousel.getByRole('listitem')).toHaveCount(2);
  await expect(carousel.locator('figcaption strong')).toHaveText([TOM.name, ROSA.name]);
  await expect(page.getByText(TESTIMONIAL_MESSAGES.demoNote)).toHaveCount(0);
  await expect(page.locator('.song-card__demo')).toHaveCount(0);

  // And as the server sent them, before any script.
  await withoutJavaScript(browser, shop.url, async (bare) => {
    await bare.goto('/');
    const reviews = bare.locator('section', { has: bare.getByRole('heading', { name: 'The moment the song starts playing' }) });
    await expect(reviews.locator('figcaption strong')).toHaveText([TOM.name, ROSA.name]);
    await expect(reviews).toContainText(TOM.text);
    await expect(bare.getByText(TESTIMONIAL_MESSAGES.demoNote)).toHaveCount(0);

    await bare.goto('/hero');
    const said = bare.locator('section', { has: bare.getByRole('heading', { name: 'What they said' }) });
    await expect(said.locator('figcaption strong')).toHaveText([TOM.name, ROSA.name]);
    await expect(said.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
    await expect(bare.getByText(TESTIMONIAL_MESSAGES.demoNote)).toHaveCount(0);
    await expect(bare.locator('.song-card__demo')).toHaveCount(0);
  });
});

test('a long testimonial shows its first lines and “Read more”, whole without scripts; the carousel counts from the first card in view and goes round', async ({
  page,
  request,
  browser,
  shop,
}) => {
  const login = await request.post('/api/admin/login', { data: { password: TEST_ADMIN_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  // Three testimonials, so all fit on a wide screen: whatever the test above left (or the shipped examples) goes,
  // and two short ones come before the long one.
  const auth = { Authorization: `Bearer ${token}` };
  for (const { id } of (await (await request.get('/api/admin/testimonials', { headers: auth })).json()) as { id: string }[])
    expect((await request.delete(`/api/admin/testimonials/${id}`, { headers: auth })).ok()).toBe(true);
  for (const data of [
    { name: 'Ana L.', rating: 5, location: 'Lisbon', text: 'Our daughter asked for it every night that week.' },
    { name: 'Jon K.', rating: 4, location: 'Oslo', text: 'The chorus had the name of our first dog in it.' },
  ])
    expect((await request.post('/api/admin/testimonials', { headers: auth, data })).status()).toBe(201);
  const story = 'We asked for a song for our parents’ fortieth anniversary and got far more than we hoped for. ';
  const LONG = `${story.repeat(5)}They played it twice at dinner.`;
  const added = await request.post('/api/admin/testimonials', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Inês P.', rating: 5, location: 'Porto', text: LONG },
  });
  expect(added.status()).toBe(201);
  await expect.poll(async () => (await (await request.get('/')).text()).includes('Inês P.'), { timeout: 30_000 }).toBe(true);

  const clamped = (text: Locator) => text.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'The moment the song starts playing' }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'What customers say' });
    const cards = carousel.getByRole('listitem');
    await expect(cards.filter({ hasText: 'Inês P.' })).toHaveCount(1);

    const card = cards.filter({ hasText: 'Inês P.' });
    const text = card.locator('blockquote p');
    expect(await clamped(text)).toBe(true);
    await card.getByRole('button', { name: 'Read more' }).click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await clamped(text)).toBe(false);
    await expect(text).toContainText('They played it twice at dinner.');
    await card.getByRole('button', { name: 'Show less' }).click();
    expect(await clamped(text)).toBe(true);
    // The count names the first card in view, also where all three are (opening the card scrolled it into view on a phone).
    if (width === 1280) await expect(carousel.getByText(`1 / ${await cards.count()}`)).toBeVisible();
  }

  // On a phone one card is in view: "Next" walks through them, and past the last goes round to the first. The
  // buttons are in the server's HTML: pressed before the app's code has come (held here, all but the starter), "Next"
  // moves once it has. A first visit, in a context of its own: the page above has installed the service worker,
  // which would answer the held scripts from its cache.
  const phone = await browser.newContext({ baseURL: shop.url, viewport: { width: 390, height: 900 }, serviceWorkers: 'block' });
  try {
    const first = await phone.newPage();
    const release = await holdAppScripts(first);
    await first.goto('/', { waitUntil: 'domcontentloaded' });
    await first.getByRole('heading', { name: 'The moment the song starts playing' }).scrollIntoViewIfNeeded();
    const carousel = first.getByRole('region', { name: 'What customers say' });
    await expect(carousel.getByRole('listitem').filter({ hasText: 'Inês P.' })).toHaveCount(1);
    const count = await carousel.getByRole('listitem').count();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await appHasStarted(first), 'no app yet').toBe(false);
    release();
    await expect(carousel.getByText(`2 / ${count}`)).toBeVisible();
    for (let shown = 3; shown <= count; shown++) {
      await carousel.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(carousel.getByText(`${shown} / ${count}`)).toBeVisible();
    }
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel.getByText(`1 / ${count}`)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(carousel.getByText(`${count} / ${count}`)).toBeVisible();
  } finally {
    await phone.close();
  }

  // "Read more" is in the server's HTML too: pressed before the app's code has come, it opens the card once it has.
  const wide = await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const first = await wide.newPage();
    const release = await holdAppScripts(first);
    await first.goto('/', { waitUntil: 'domcontentloaded' });
    const card = first.getByRole('region', { name: 'What customers say' }).getByRole('listitem').filter({ hasText: 'Inês P.' });
    await card.getByRole('button', { name: 'Read more' }).click();
    expect(await appHasStarted(first), 'no app yet').toBe(false);
    release();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await clamped(card.locator('blockquote p'))).toBe(false);
  } finally {
    await wide.close();
  }

  // Without scripts nothing could open it: the server's page shows it whole, with no button.
  await withoutJavaScript(browser, shop.url, async (bare) => {
    await bare.goto('/');
    const card = bare.locator('figure', { hasText: 'Inês P.' });
    await expect(card.getByRole('button', { name: 'Read more' })).toBeHidden();
    expect(await clamped(card.locator('blockquote p'))).toBe(false);
  });
});
