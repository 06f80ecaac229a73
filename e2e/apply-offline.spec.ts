// Journey: a visitor applies for a free song without a connection: the application waits on the device (through a
// reload and a closed tab), goes by itself when the connection returns, from /free-song or from any other page,
// and the shop stores it exactly once, even when an answer was lost on the way; a refusal empties the queue.
import type { Page, Response } from '@playwright/test';
import type { TestShop } from '../testing/testServer';
import { noSpotsMessage } from '../shared/schemas/freeSong';
import {
  agreement,
  anApplication,
  claimButton,
  expectToast,
  field,
  fillApplication,
  fillEverySpot,
  promotionShop,
  queuedInBrowser,
  submissionsByClientId,
  submissionsByEmail,
  type Application,
} from './freeSongApplication';
import { expect, test, waitForServiceWorker, type NetworkTo } from './fixtures';
import type { CuttableNetwork } from './networkGate';

let shop: TestShop;
test.beforeAll(async () => {
  shop = await promotionShop(50);
});
test.afterAll(() => shop?.destroy());

const queuedNotice = (page: Page) => page.getByTestId('queued-notice');
const queuedBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'saved and waiting for a connection' });

/**
 * Opens /free-song under the service worker (through a network the test cuts, so nothing can reach the shop while
 * offline), fills the form, goes offline and presses Claim.
 */
async function applyOffline(
  page: Page,
  networkTo: NetworkTo,
  at: TestShop = shop,
): Promise<{ application: Application; clientId: string; network: CuttableNetwork }> {
  const network = await networkTo(at.url);
  await page.goto(`${network.url}/free-song`);
  await waitForServiceWorker(page);
  const application = anApplication();
  await fillApplication(page, application);
  await agreement(page).check();

  await network.goOffline();
  const reachesShop = await page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reachesShop, 'the page has no network').toBe(false);
  await claimButton(page).click();

  await expect(queuedNotice(page)).toContainText('You’re offline — your application is saved on this device');
  await expect(queuedBanner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
  const queued = await queuedInBrowser(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]!.application.email).toBe(application.email);
  expect(await submissionsByEmail(at, application.email), 'nothing reaches the shop while offline').toHaveLength(0);
  return { application, clientId: queued[0]!.clientId, network };
}

test('saved offline, kept through a reload and a closed tab, and sent once when the connection returns', async ({
  page,
  context,
  networkTo,
}) => {
  const { application, clientId, network } = await applyOffline(page, networkTo);

  await page.reload();
  await expect(queuedNotice(page)).toBeVisible();
  await expect(field(page, 'story')).toHaveValue(application.story);
  await expect(field(page, 'name')).toBeDisabled();
  // The last count the worker kept.
  await expect(page.getByTestId('spots-badge')).toHaveText(/^\d+ of 50 spots left$/);

  await page.close();
  const again = await context.newPage();
  await again.goto(`${network.url}/free-song`);
  await expect(queuedNotice(again)).toBeVisible();
  await expect(field(again, 'email')).toHaveValue(application.email);
  expect(await submissionsByClientId(shop, clientId)).toHaveLength(0);

  // No click: the connection coming back is enough.
  await network.goOnline();
  await expect(again).toHaveURL(`${network.url}/free-song-success`);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(`Thank you, ${application.name}! Your application is in`);
  const stored = await submissionsByClientId(shop, clientId);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ email: application.email, story: application.story, status: 'pending' });
  expect(await submissionsByEmail(shop, application.email)).toHaveLength(1);
  expect(await queuedInBrowser(again)).toEqual([]);
});

test('sent from another page when the connection returns, with a toast saying so', async ({ page, networkTo }) => {
  const { application, clientId, network } = await applyOffline(page, networkTo);
  await page.goto(`${network.url}/faq`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // The watcher loads once the page is idle; it must be listening before the connection returns.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/watchQueue-[^/]+\.js$/.test(entry.name)));

  await network.goOnline();
  await expectToast(
    page,
    'Your free-song application was sent',
    `We’ll review it within 24–48 hours and email you at ${application.email}.`,
  );
  await expect(page).toHaveURL(`${network.url}/faq`);
  expect(await submissionsByClientId(shop, clientId)).toHaveLength(1);
  await expect.poll(() => queuedInBrowser(page)).toEqual([]);
});

test('opened again once the connection is back, the app sends it as it starts', async ({ page, context, networkTo }) => {
  const { application, clientId, network } = await applyOffline(page, networkTo);
  await page.close();
  await network.goOnline();

  const later = await context.newPage();
  await later.goto(`${network.url}/`);
  await expectToast(
    later,
    'Your free-song application was sent',
    `We’ll review it within 24–48 hours and email you at ${application.email}.`,
  );
  expect(await submissionsByClientId(shop, clientId)).toHaveLength(1);
  expect(await submissionsByEmail(shop, application.email)).toHaveLength(1);
  await expect.poll(() => queuedInBrowser(later)).toEqual([]);
});

test('a waiting application the shop refuses (the spots went meanwhile) leaves the queue, and the page says so', async ({
  page,
  networkTo,
}) => {
  const small = await promotionShop(1);
  try {
    const { clientId, network } = await applyOffline(page, networkTo, small);
    await fillEverySpot(small);
    await network.goOnline();

    await expectToast(page, 'No Spots Available', noSpotsMessage(1));
    await expect(page.getByTestId('promotion-full')).toBeVisible();
    await expect(queuedBanner(page)).toHaveCount(0);
    expect(await submissionsByClientId(small, clientId)).toHaveLength(0);
    await expect.poll(() => queuedInBrowser(page)).toEqual([]);
  } finally {
    await small.destroy();
  }
});

test.describe('an answer lost on the way', () => {
  // page.route must see the application's POST, which the service worker would otherwise send on its own.
  test.use({ serviceWorkers: 'block' });

  test('the shop stored it, the page never heard: the resend carries the same clientId and the shop keeps one', async ({
    page,
    context,
  }) => {
    const application = anApplication();
    const bodies: Array<{ clientId: string }> = [];
    const answers: Response[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/free-song-submissions') answers.push(r);
    });
    await page.route('**/api/free-song-submissions', async (route) => {
      bodies.push(route.request().postDataJSON());
      if (bodies.length > 1) return route.continue();
      // The shop receives and stores it; the answer never reaches the page.
      await route.fetch();
      return route.abort('connectionfailed');
    });

    await page.goto(`${shop.url}/free-song`);
    await fillApplication(page, application);
    await agreement(page).check();
    await claimButton(page).click();

    await expect(queuedNotice(page)).toBeVisible();
    const [first] = bodies;
    expect(await submissionsByClientId(shop, first!.clientId), 'the first request was stored').toHaveLength(1);

    // The connection drops and returns: the page sends again by itself.
    await context.setOffline(true);
    await context.setOffline(false);
    // At once on the connection's return, or at the latest by the waiting application's own retry (10 s) when the
    // return came while the page was still writing it to the device (seen once in CI on a loaded machine).
    await expect(page).toHaveURL(`${shop.url}/free-song-success`, { timeout: 20_000 });

    expect(bodies.map((b) => b.clientId)).toEqual([first!.clientId, first!.clientId]);
    expect(
      answers.map((a) => a.status()),
      'the resend is answered with the application already made',
    ).toEqual([200]);
    expect(await submissionsByClientId(shop, first!.clientId)).toHaveLength(1);
    expect(await submissionsByEmail(shop, application.email)).toHaveLength(1);
  });
});
