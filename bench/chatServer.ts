// The shop for the chat benchmark, in a process of its own so its memory is measured alone: it starts, tells
// its parent the address, and answers 'rss' with its resident set size after a garbage collection.
import fs from 'node:fs';
import { createLineWriter } from '../api/http/lineWriter';
import { startTestShop } from '../testing/testServer';

const shop = await startTestShop({
  seed: false,
  env: { TRUST_PROXY: 'true', ADMIN_PASSWORD: 'bench-password-123', LOG_REQUESTS: 'true' },
  log: createLineWriter(fs.createWriteStream('/dev/null')),
});

process.on('message', async (message: string) => {
  if (message === 'rss') {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));
    process.send?.({ rss: process.memoryUsage().rss });
  } else if (message === 'stop') {
    await shop.destroy();
    process.exit(0);
  }
});
process.send?.({ url: shop.url });
