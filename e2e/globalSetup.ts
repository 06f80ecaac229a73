// Builds the PWA once before the browser tests (skipped when dist/ is already up to date).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from '../api/build';

export default async function globalSetup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await ensureClientBuild(root, path.join(root, 'dist'), (line) => console.log(line));
}
