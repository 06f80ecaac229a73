// Journey: a new owner on a phone (390 px) makes the demo shop theirs. The dashboard's checklist shows what is left;
// in Settings → Shop they rename the shop and set its support address, hours, a link and the legal entity; they
// send themselves a test mail from the checklist and see its answer. Then every page names their shop (with
// JavaScript off too: the prerendered HTML), the footer shows only their link and this year's copyright, the
// social-proof line they emptied is gone, the installed app's manifest has the new name, and the shop's mail
// is signed with it. The shop is the spec's own: renaming it would change what other journeys see.
import type { Browser, Page } from '@playwright/test';
import { startBrowserShop, TEST_ADMIN_PASSWORD, expect, mailsTo, mailText, test } from './fixtures';
import type { TestShop } from '../testing/testServer';

const ADMIN_EMAIL = 'owner@serenade.test';
const NAME = 'Cantata & Co';
const SUPPORT = 'help@cantata.example';
const INSTAGRAM = 'https://www.instagram.com/cantata.songs';

let shop: TestShop;

test.beforeAll(async () => {
  shop = await startBrowserShop();
});
test.afterAll(async () => {
  await shop?.destroy();
});

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page) {
  await page.goto(`${shop.url}/admin`);
  await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A page as a visitor without JavaScript gets it: the prerendered HTML only. */
async function withoutScripts<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${shop.url}${path}`);
    return await read(page);
  } finally {
    await context.close();
  }
}

test('a new owner makes the shop theirs from a phone, and every page, the manifest and the mails say so', async ({ page, browser }) => {
  // A long journey (a sign-in, a dozen page loads, a re-render of every page) on a shared machine.
  test.setTimeout(180_000);
  await signIn(page);
  const checklist = page.getByRole('region', { name: 'Getting the shop ready' });
  await expect(checklist).toBeVisible();
  // On a phone it is one line until opened, so the tabs stay near the top.
  await expect(checklist).toContainText('0 of 7 done');
  await expect(checklist.getByTestId('setup-profile')).toBeHidden();
  await checklist.getByText('Getting the shop ready').click();
  await expect(checklist.getByTestId('setup-profile')).toContainText('(to do)');
  await expect(checklist.getByTestId('setup-profile')).toContainText(/demo shop’s values/);

  // The checklist leads to Settings, where the shop's profile shows its demo values as such.
  await checklist.getByTestId('setup-profile').getByRole('button', { name: 'Open Settings' }).click();
  const form = page.getByRole('form', { name: 'Shop profile' });
  await expect(form.getByTestId('shop-demo-note')).toBeVisible();
  await expect(form.getByText('Demo value').first()).toBeVisible();

  // A bad address is refused beside its field, and nothing is saved.
  await form.getByLabel('Support e-mail').fill('not an address');
  await form.getByRole('button', { name: 'Save shop profile' }).click();
  await expect(form.getByText(/Support e-mail \(supportEmail\) must be an e-mail address/)).toBeVisible();
  await expect(form.getByLabel('Support e-mail')).toBeFocused();

  // A demo value that suits them is kept as theirs.
  await form.getByRole('button', { name: 'keep “Response time” as it is' }).click();
  await expect(form.getByRole('button', { name: 'keep “Response time” as it is' })).toBeHidden();
  await form.getByLabel('Shop name').fill(NAME);
  await form.getByLabel('Tagline').fill('Songs from your story, sung by friends');
  await form.getByLabel('Support e-mail').fill(SUPPORT);
  await form.getByLabel('Contact hours').fill('Every day, 10 AM–8 PM');
  await form.getByLabel('Time zone').fill('Europe/London');
  await form.getByLabel('Instagram link').fill(INSTAGRAM);
  await form.getByLabel('Legal name').fill('Cantata Songs Ltd');
  await form.getByLabel('Postal address').fill('1 Melody Lane\nLondon N1 9GU');
  await form.getByLabel('Social-proof line').fill('');
  await form.getByRole('button', { name: 'Save shop profile' }).click();
  await expect(page.locator('.toast__description', { hasText: 'Shop profile saved' })).toBeVisible();
  await expect(page.getByText(`${NAME} admin`)).toBeVisible();

  // The checklist folded when it opened Settings; opened again, the profile item is ticked.
  await checklist.getByText('Getting the shop ready').click();
  await expect(checklist.getByTestId('setup-profile')).toContainText('(done)');
  await expect(checklist).toContainText('1 of 7 done');

  // The test mail: without SMTP it becomes a file in the outbox, and the checklist says so.
  const mailItem = checklist.getByTestId('setup-mail');
  await mailItem.getByRole('button', { name: 'Send me a test mail' }).click();
  await expect(mailItem.getByRole('status')).toContainText(`sent to ${ADMIN_EMAIL}`);
  await expect(mailItem.getByRole('status')).toContainText('outbox');
  await expect.poll(async () => (await mailsTo(shop, ADMIN_EMAIL)).map((m) => m.subject)).toContain(`Test mail from ${NAME}`);
  const testMail = (await mailsTo(shop, ADMIN_EMAIL)).find((m) => m.subject === `Test mail from ${NAME}`)!;
  expect(testMail.from?.name).toBe(NAME);
  expect(mailText(testMail)).toContain(`— ${NAME}`);

  // Every page names the shop, before any script runs: the pages are rendered again within seconds.
  const year = String(new Date().getFullYear());
  await expect
    .poll(() => withoutScripts(browser, '/', (p) => p.title()), { timeout: 30_000 })
    .toBe(`${NAME} | Personalized Songs Written Just for Them`);
  await withoutScripts(browser, '/', async (p) => {
    await expect(p.getByRole('link', { name: `${NAME} home` }).first()).toBeVisible();
    const footer = p.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${year} Cantata Songs Ltd. All rights reserved.`);
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(1);
    await expect(social).toHaveAttribute('href', INSTAGRAM);
    await expect(social).toHaveAccessibleName(`${NAME} on Instagram`);
    await expect(p.getByText('500+')).toHaveCount(0);
    const organization = await p.locator('script[type="application/ld+json"]').allTextContents();
    expect(organization.join('\n')).toContain(`"name":"${NAME}"`);
    expect(await p.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe(NAME);
  });
  await withoutScripts(browser, '/contact', async (p) => {
    await expect(p.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
    await expect(p.getByText(/Every day, 10 AM–8 PM \((Greenwich Mean Time|United Kingdom Time|British Time|GMT)[^)]*\)/)).toBeVisible();
  });
  await withoutScripts(browser, '/privacy-policy', async (p) => {
    await expect(p.getByTestId('legal-address')).toContainText('Cantata Songs Ltd');
    await expect(p.getByTestId('legal-address')).toContainText('1 Melody Lane');
    await expect(p.getByText(/Serenade/)).toHaveCount(0);
  });
  // A page that is not prerendered (the app shell) names the shop too.
  await withoutScripts(browser, '/create-song', async (p) => {
    expect(await p.title()).toContain(NAME);
  });

  // The installed app's name follows the profile: the manifest is the server's.
  const manifest = (await (await page.request.get(`${shop.url}/manifest.webmanifest`)).json()) as { name: string; short_name: string };
  expect(manifest.name).toBe(NAME);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);

  // With scripts, the same page renders the same names.
  await page.goto(`${shop.url}/`);
  await expect(page).toHaveTitle(`${NAME} | Personalized Songs Written Just for Them`);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Cantata Songs Ltd.`);
});
