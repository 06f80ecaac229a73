// Journey: a returning visitor is told "New version available — Reload" when the shop was updated, and
// gets the new version by pressing Reload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestShop, type TestShop } from '../testing/testServer';
import { expect, test, waitForServiceWorker } from './fixtures';

let dist: string;
let shop: TestShop;

test.beforeEach(async () => {
  // A copy of the build, so this test can deploy "the next release" without touching dist/.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
  fs.cpSync(fileURLToPath(new URL('../dist', import.meta.url)), dist, { recursive: true });
  shop = await startTestShop({ distDir: dist });
});
test.afterEach(async () => {
  await shop.destroy();
  fs.rmSync(dist, { recursive: true, force: true });
});

for (const visitor of ['first-time', 'returning'] as const) {
  test(`a waiting update is offered and taken on Reload (${visitor} visitor)`, async ({ page }) => {
    await page.goto(`${shop.url}/faq`);
    await waitForServiceWorker(page);
    // A returning visitor's page is controlled by the worker from the start.
    if (visitor === 'returning') await page.reload();
    await expect(page.getByText('New version available')).toHaveCount(0);

    // Deploy: the same shop, same address and data, with a service worker that differs by one comment.
    const { port } = new URL(shop.url);
    await shop.stop();
    fs.appendFileSync(path.join(dist, 'sw.js'), '\n// next release\n');
    shop = await startTestShop({ dataDir: shop.dataDir, distDir: dist, port: Number(port) });

    // The app checks hourly; the test asks for the check now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('New version available — Reload');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('New version available')).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  });
}
