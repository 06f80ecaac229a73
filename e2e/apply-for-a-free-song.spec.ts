// Journey: a visitor applies for a free song: the page's offer, every validation toast in the spec's words, the
// agreement dimming the button, the application stored once and the success page with its code, sharing and
// links; the promotion filling up (before and while applying); the header's link; a phone's layout; the lead event.
import type { Page, Request } from '@playwright/test';
import { PRERENDER_DATA_ID } from '../shared/prerender';
import { startTestShop, type TestShop } from '../testing/testServer';
import {
  agreement,
  anApplication,
  applyForm,
  claimButton,
  countSubmissions,
  expectToast,
  field,
  fillApplication,
  fillEverySpot,
  LABELS,
  promotionShop,
  reachApplication,
  submissionsByEmail,
  type Application,
} from './freeSongApplication';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

// page.route must see the application's POST; a service worker would pass some requests on from its own context.
test.use({ serviceWorkers: 'block' });

const SPOTS = 50;
let shop: TestShop;
test.beforeAll(async () => {
  shop = await promotionShop(SPOTS);
});
test.afterAll(() => shop?.destroy());

async function openFreeSong(page: Page, at: TestShop = shop) {
  await page.goto(`${at.url}/free-song`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a personalized song, free' })).toBeVisible();
  await reachApplication(page);
}

/** Records every POST of an application the page makes. */
function watchApplications(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/free-song-submissions') posts.push(r);
  });
  return posts;
}

test('with the keyboard alone, Tab from the top of the page reaches the form’s fields in order, never past them', async ({ page }) => {
  // The page as a first visit gets it: prerendered (the shop writes its pages a moment after it starts).
  const prerendered = await startTestShop({ prerenderPages: true, env: { FREE_SONG_SPOTS: '5' } });
  try {
    await expect
      .poll(async () => (await (await fetch(`${prerendered.url}/free-song`)).text()).includes(`id="${PRERENDER_DATA_ID}"`), {
        timeout: 30_000,
      })
      .toBe(true);
    const formCode: string[] = [];
    page.on('request', (r) => void (/\/FreeSongApply-[\w-]+\.js$/.test(new URL(r.url()).pathname) && formCode.push(r.url())));
    await page.goto(`${prerendered.url}/free-song`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a personalized song, free' })).toBeVisible();
    // Once the page is the app's (the form's section hydrated, its own code not loaded)...
    const section = page.locator('[data-lazy-section]').filter({ has: applyForm(page) });
    await expect.poll(() => section.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    // ...nothing scrolled or touched: the form, far below, is the server's HTML with its fields disabled until its code
    // loads. The first Tab, still at the top of the page, loads it, so on a slow link too it is live when Tab gets there.
    expect(formCode).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => formCode.length).toBe(1);
    await tabTo(page, field(page, 'name'), 'free-song');
    await page.keyboard.press('Tab');
    await expect(field(page, 'email')).toBeFocused();
  } finally {
    await prerendered.destroy();
  }
});

test('the page tells the offer: hero, what you get, how it works, the spots left, four testimonials, its own bar and footer', async ({
  page,
}) => {
  const taken = await countSubmissions(shop);
  await openFreeSong(page);
  await expect(page.getByRole('heading', { level: 2, name: /Everything a paid song includes/ })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Three steps to their song' }).getByRole('listitem');
  await expect(steps.getByRole('heading')).toHaveText(['Share the story', 'Your song within 24 hours', 'Record the reaction']);
  await expect(page.getByTestId('spots-badge')).toHaveText(`${SPOTS - taken} of ${SPOTS} spots left`);
  await expect(page.getByRole('region', { name: 'What customers say' }).getByRole('listitem')).toHaveCount(4);

  // No shared header or footer: the slim bar's logo goes home, the small footer has the legal links.
  await expect(page.getByRole('link', { name: 'Start Your Song' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Serenade home' })).toHaveAttribute('href', '/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-service');

  // Every field is there, marked required, with the limits of the long answers said.
  for (const label of Object.values(LABELS)) await expect(applyForm(page).getByLabel(label)).toHaveAttribute('required', '');
  await expect(field(page, 'story')).toHaveAttribute('maxlength', '3000');
  await expect(field(page, 'story')).toHaveAccessibleDescription(/Up to 3,000 characters\. 0 \/ 3,000 characters/);
  await field(page, 'story').fill('Rain.');
  await expect(applyForm(page).getByText('5 / 3,000 characters')).toBeVisible();
  await expect(field(page, 'specialDetails')).toHaveAccessibleDescription(/Up to 1,000 characters/);
});

test('an empty form: "Required Fields Missing" naming every field, each marked, focus on the first, nothing sent', async ({ page }) => {
  const posts = watchApplications(page);
  const before = await countSubmissions(shop);
  await openFreeSong(page);
  await agreement(page).check();
  await claimButton(page).click();

  await expectToast(page, 'Required Fields Missing', `Please fill in all required fields: ${Object.values(LABELS).join(', ')}`);
  for (const key of Object.keys(LABELS) as Array<keyof Application>) {
    await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, key)).toHaveAccessibleDescription(/This field is required$/);
  }
  await expect(field(page, 'name')).toBeFocused();
  // Fixing a field takes its error away.
  await field(page, 'name').fill('Sam');
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);
  expect(await countSubmissions(shop)).toBe(before);
});

test('only the missing fields are named, blank ones included, and focus goes to the first of them', async ({ page }) => {
  await openFreeSong(page);
  await fillApplication(page, anApplication({ email: '', mood: '', story: '   ' }));
  await agreement(page).check();
  await claimButton(page).click();
  await expectToast(page, 'Required Fields Missing', 'Please fill in all required fields: Email, Your Story, Mood');
  await expect(field(page, 'email')).toBeFocused();
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('the agreement: Claim is dimmed until it is ticked, and pressing Enter without it says why', async ({ page }) => {
  const posts = watchApplications(page);
  await openFreeSong(page);
  await fillApplication(page, anApplication());
  await expect(claimButton(page)).toBeDisabled();
  await expect(claimButton(page)).toHaveAccessibleDescription('Tick “I agree to send a reaction video” to apply.');

  await field(page, 'name').press('Enter');
  await expectToast(page, 'Agreement Required', 'Please agree to send a reaction video to proceed');
  await expect(agreement(page)).toBeFocused();
  await expect(agreement(page)).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);

  // Space ticks it from the keyboard; the button wakes up and the error goes.
  await page.keyboard.press('Space');
  await expect(agreement(page)).toBeChecked();
  await expect(claimButton(page)).toBeEnabled();
  await expect(agreement(page)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a malformed e-mail address is explained beside the field and nothing is sent', async ({ page }) => {
  const posts = watchApplications(page);
  await openFreeSong(page);
  await fillApplication(page, anApplication({ email: 'sam-at-example' }));
  await agreement(page).check();
  await claimButton(page).click();
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(field(page, 'email')).toBeFocused();
  expect(posts).toHaveLength(0);
});

test('the keyboard goes through the form in order, from the name to the button', async ({ page }) => {
  await openFreeSong(page);
  await field(page, 'name').focus();
  const order: Array<keyof Application> = [
    'name',
    'email',
    'recipientName',
    'relationship',
    'occasion',
    'story',
    'specialDetails',
    'mood',
    'genre',
    'vocalPreference',
  ];
  for (const key of order.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(field(page, key)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(agreement(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(claimButton(page)).toBeFocused();
});

test('a successful application is stored once and lands on the success page with the code, sharing and the ways on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const application = anApplication({ name: '  Sam Rivera ' });
  const posts = watchApplications(page);
  await openFreeSong(page);
  const badge = page.getByTestId('spots-badge');
  await expect(badge).toHaveText(/^\d+ of 50 spots left$/);
  const leftBefore = Number((await badge.textContent())!.split(' ')[0]);

  await fillApplication(page, application);
  await agreement(page).check();
  await claimButton(page).click();

  await expect(page).toHaveURL(`${shop.url}/free-song-success`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Sam Rivera! Your application is in');
  const stored = await submissionsByEmail(shop, application.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Sam Rivera',
    recipient_name: application.recipientName,
    relationship: application.relationship,
    occasion: application.occasion,
    story: application.story,
    special_details: application.specialDetails,
    mood: application.mood,
    genre: application.genre,
    vocal_preference: application.vocalPreference,
    agreed_to_video: 1,
    status: 'pending',
  });
  expect(posts).toHaveLength(1);
  expect(stored[0]!.client_id).toBe(posts[0]!.postDataJSON().clientId);
  expect(stored[0]!.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // The three next steps, in order.
  await expect(page.getByRole('list', { name: 'What happens next' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'What happens next' })).toContainText('Within 24–48 hours');

  // FREELOVE20, copied with one press.
  await expect(page.getByTestId('discount-code')).toHaveText('FREELOVE20');
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FREELOVE20');

  // Sharing the offer (not this page) on two networks, each in a new tab without access back to this one.
  const offer = encodeURIComponent(`${shop.url}/free-song`);
  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  const x = page.getByRole('link', { name: /Share on X/ });
  await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${offer}`);
  await expect(x).toHaveAttribute(
    'href',
    new RegExp(`^https://x\\.com/intent/tweet\\?text=.+&url=${offer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  for (const link of [facebook, x]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }

  // The ways on: a song with the code, samples, home.
  await expect(page.getByRole('link', { name: 'Create a Song with 20% Off' })).toHaveAttribute('href', '/create-song?code=FREELOVE20');
  await expect(page.getByRole('link', { name: 'Hear Sample Songs' })).toHaveAttribute('href', '/samples');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // Back on the offer within 30 s, the spot just taken is counted: the cached count was refreshed after the submit.
  await page.goBack();
  await expect(page).toHaveURL(`${shop.url}/free-song`);
  await expect(badge).toHaveText(`${SPOTS - (await countSubmissions(shop))} of 50 spots left`);
  expect(SPOTS - (await countSubmissions(shop))).toBeLessThan(leftBefore);
});

test('the success page’s links lead to the wizard with the code and to the samples', async ({ page }) => {
  await page.goto(`${shop.url}/free-song-success`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your application is in');
  await page.getByRole('link', { name: 'Create a Song with 20% Off' }).click();
  await expect(page).toHaveURL(`${shop.url}/create-song?code=FREELOVE20`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`${shop.url}/free-song-success`);
  await page.getByRole('link', { name: 'Hear Sample Songs' }).click();
  await expect(page).toHaveURL(`${shop.url}/sample-songs`);
});

test('a server failure says "Submission Failed", keeps what was typed, and the retry stores one application', async ({ page }) => {
  const application = anApplication();
  const posts = watchApplications(page);
  await openFreeSong(page);
  await page.route('**/api/free-song-submissions', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) }),
  );
  await fillApplication(page, application);
  await agreement(page).check();
  await claimButton(page).click();

  await expectToast(page, 'Submission Failed', 'There was an error submitting your request. Please try again.');
  await expect(field(page, 'story')).toHaveValue(application.story);
  await expect(page).toHaveURL(`${shop.url}/free-song`);
  expect(await submissionsByEmail(shop, application.email)).toHaveLength(0);

  await page.unroute('**/api/free-song-submissions');
  await claimButton(page).click();
  await expect(page).toHaveURL(`${shop.url}/free-song-success`);
  expect(posts).toHaveLength(2);
  const [first, second] = posts.map((p) => p.postDataJSON().clientId as string);
  expect(second, 'the retry is the same application').toBe(first);
  expect(await submissionsByEmail(shop, application.email)).toHaveLength(1);
});

test.describe('a promotion with few spots', () => {
  let small: TestShop;
  test.beforeEach(async () => {
    small = await promotionShop(2);
  });
  test.afterEach(() => small?.destroy());

  test('once full, the page says so before anyone types, and offers a song of their own', async ({ page }) => {
    await fillEverySpot(small);
    await openFreeSong(page, small);
    await expect(page.getByTestId('hero-full')).toHaveText(
      'Sorry, all 2 spots have been filled. Follow us on social media for future offers! You can still order a song of your own today, ready within 24 hours.',
    );
    await expect(page.getByTestId('spots-badge')).toHaveText('0 of 2 spots left');
    await expect(page.getByTestId('promotion-full')).toBeVisible();
    await expect(applyForm(page)).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByTestId('promotion-full').getByRole('link', { name: 'Create Your Song' }).click();
    await expect(page).toHaveURL(`${small.url}/create-song?offer=freeSong`);
  });

  test('the last spot taken while the form was filled: "No Spots Available" in the spec’s words, nothing stored', async ({ page }) => {
    await openFreeSong(page, small);
    await expect(page.getByTestId('spots-badge')).toHaveText('2 of 2 spots left');
    const application = anApplication();
    await fillApplication(page, application);
    await agreement(page).check();
    await fillEverySpot(small);
    await claimButton(page).click();

    await expectToast(page, 'No Spots Available', 'Sorry, all 2 spots have been filled. Follow us on social media for future offers!');
    await expect(page.getByTestId('promotion-full')).toBeVisible();
    await expect(page.getByTestId('spots-badge')).toHaveText('0 of 2 spots left');
    expect(await submissionsByEmail(small, application.email)).toHaveLength(0);
  });
});

test.describe('from a page with the shared header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header’s "GET a FREE SONG" link leads to the application', async ({ page }) => {
    await page.goto(`${shop.url}/faq`);
    await page.getByRole('banner').getByRole('link', { name: 'GET a FREE SONG' }).click();
    await expect(page).toHaveURL(`${shop.url}/free-song`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a personalized song, free' })).toBeVisible();
    await expect(applyForm(page)).toBeVisible();
    // The way back returns to where the visitor came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${shop.url}/faq`);
  });
});

test('on a 390 px phone nothing runs off the side, and the form’s controls use the width', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(390);
  await openFreeSong(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const formBox = (await applyForm(page).boundingBox())!;
  expect(formBox.x).toBeGreaterThanOrEqual(0);
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(390);
  for (const key of Object.keys(LABELS) as Array<keyof Application>) {
    const box = (await field(page, key).boundingBox())!;
    expect(box.width, `${key} spans the form`).toBeGreaterThan(formBox.width * 0.8);
    expect(box.height, `${key} is easy to tap`).toBeGreaterThanOrEqual(44);
  }
  const button = (await claimButton(page).boundingBox())!;
  expect(button.height).toBeGreaterThanOrEqual(48);

  await page.goto(`${shop.url}/free-song-success`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('with analytics configured', () => {
  let analyticsShop: TestShop;
  test.beforeAll(async () => {
    analyticsShop = await startTestShop({ env: { GA_MEASUREMENT_ID: 'G-TEST123', TRUST_PROXY: 'true' } });
  });
  test.afterAll(() => analyticsShop?.destroy());

  const leadEvents = (page: Page) =>
    page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((a) => Array.from(a))
          .filter((a) => a[0] === 'event' && a[1] === 'generate_lead').length,
    );

  test('the success page records one lead per application, not again on a reload', async ({ page }) => {
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await openFreeSong(page, analyticsShop);
    await fillApplication(page, anApplication());
    await agreement(page).check();
    await claimButton(page).click();
    await expect(page).toHaveURL(`${analyticsShop.url}/free-song-success`);
    await expect.poll(() => leadEvents(page)).toBe(1);

    // The page asks the device whether this application's lead went already (lead.ts); once it has asked, its
    // answer (no second lead) is final, so that question is the condition to wait for.
    await page.addInitScript(() => {
      const read = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        const w = window as unknown as { leadChecks?: number };
        if (key.startsWith('free-song-lead:')) w.leadChecks = (w.leadChecks ?? 0) + 1;
        return read.call(this, key);
      };
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your application is in');
    // Analytics started again on the reload (its config arrived), and still no second lead.
    await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { leadChecks?: number }).leadChecks ?? 0)).toBeGreaterThan(0);
    expect(await leadEvents(page)).toBe(0);
  });
});
