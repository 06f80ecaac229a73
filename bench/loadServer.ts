// The shop for the mixed-load benchmark, seeded with its demo songs and a few delivered free songs (to take
// reaction uploads), in a process of its own so its memory is measured alone. It tells its parent the address
// and the submissions, answers 'rss' with its resident set size after a garbage collection, and stops when told.
import fs from 'node:fs';
import { createLineWriter } from '../api/http/lineWriter';
import { insertFreeSong } from '../testing/admin';
import { ShiftedClock, startTestShop } from '../testing/testServer';

const shop = await startTestShop({
  // Real time: the limits' windows and the jobs move as they would in production.
  clock: new ShiftedClock(),
  distDir: process.argv[2],
  env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: 'bench-password-123', LOG_REQUESTS: 'true' },
  log: createLineWriter(fs.createWriteStream('/dev/null')),
});
const submissions: string[] = [];
for (let i = 0; i < 40; i++) submissions.push(await insertFreeSong(shop, { status: 'delivered', createdAt: new Date().toISOString() }));

process.on('message', async (message: string) => {
  if (message === 'rss') {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 300));
    process.send?.({ rss: process.memoryUsage().rss });
  } else if (message === 'stop') {
    await shop.destroy();
    process.exit(0);
  }
});
process.send?.({ url: shop.url, submissions });
