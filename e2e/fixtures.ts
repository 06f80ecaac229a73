// Test fixtures: each worker gets its own shop (real server, temporary DATA_DIR); pages use it as baseURL.
import { test as base, expect, type Page } from '@playwright/test';
import { ShiftedClock, startTestShop, withDatabase, type TestShop } from '../api/testing/testServer';

interface WorkerFixtures {
  shop: TestShop;
}

/** Runs a function against the shop's SQLite file (opened and closed around it). */
export type ShopDatabase = <T>(use: (db: import('better-sqlite3').Database) => T) => T;

export const test = base.extend<{ db: ShopDatabase }, WorkerFixtures>({
  shop: [
    async ({}, use) => {
      // Pages read the real clock, so the shop's runs in real time too; tests may move it forward.
      const shop = await startTestShop({ runJobs: true, clock: new ShiftedClock() });
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
  // The predicate must be synchronous: waitForFunction takes a returned Promise as a truthy answer and stops at once.
  // The controller appears when the worker claims the page; 'activated' means its activation (and precache) is done.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
}

export interface KeptSampleAudio {
  url: string;
  bytes: number;
  lastUsedAt: number;
}

/**
 * The sample audio the page keeps for offline play (IndexedDB 'serenade', store 'sampleAudio'), oldest first,
 * read with the browser's own IndexedDB API rather than the app's code. Empty when the app has not created it yet.
 */
export async function keptSampleAudio(page: Page): Promise<KeptSampleAudio[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('serenade')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('serenade');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('sampleAudio')) return [];
      const rows = await new Promise<Array<{ url: string; bytes: number; lastUsedAt: number }>>((resolve, reject) => {
        const all = db.transaction('sampleAudio').objectStore('sampleAudio').getAll();
        all.onsuccess = () => resolve(all.result as Array<{ url: string; bytes: number; lastUsedAt: number }>);
        all.onerror = () => reject(all.error);
      });
      return rows.map(({ url, bytes, lastUsedAt }) => ({ url, bytes, lastUsedAt })).sort((a, b) => a.lastUsedAt - b.lastUsedAt);
    } finally {
      db.close();
    }
  });
}
