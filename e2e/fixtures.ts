// Test fixtures: each worker gets its own shop (real server, temporary DATA_DIR); pages use it as baseURL.
import { test as base, expect, type Page } from '@playwright/test';
import { startTestShop, withDatabase, type TestShop } from '../api/testing/testServer';

interface WorkerFixtures {
  shop: TestShop;
}

export const test = base.extend<{ db: <T>(use: (db: import('better-sqlite3').Database) => T) => T }, WorkerFixtures>({
  shop: [
    async ({}, use) => {
      const shop = await startTestShop({ runJobs: true });
      await use(shop);
      await shop.destroy();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  db: async ({ shop }, use) => use((fn) => withDatabase(shop.dataDir, fn)),
});

export { expect };

/** Waits until the service worker controls the page, so later navigations can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.active) && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 20_000 });
}
