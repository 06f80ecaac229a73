// The shop for the video benchmark, seeded with its demo songs and templates, in a process of its own so that its
// memory (and its ffmpeg child's) is measured apart from the benchmark's: it starts, tells its parent the address,
// and stops when told. Its admin password is its first argument.
import { startTestShop } from '../testing/testServer';

const shop = await startTestShop({ env: { ADMIN_PASSWORD: process.argv[2]! } });
process.on('message', async (message: string) => {
  if (message !== 'stop') return;
  await shop.destroy();
  process.exit(0);
});
process.send?.({ url: shop.url });
