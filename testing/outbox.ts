// Reads the mails a shop without SMTP wrote to DATA_DIR/outbox, parsed.
import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

export async function readOutbox(dataDir: string): Promise<Email[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f)))));
}

/** Waits until at least `count` mails are in the outbox. */
export async function waitForOutbox(dataDir: string, count: number, timeoutMs = 5000): Promise<Email[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(dataDir);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}
