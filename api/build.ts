// Builds the PWA into dist/ when it is missing or older than its sources, so `npm start` just works.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'shared', 'public', 'vite.config.ts', 'package-lock.json'];
const STAMP = '.source-hash';

function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    });
}

/** A hash of every source file's path and content: a clone, a pull or an edit all change it. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => filesUnder(path.join(root, s)))) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function ensureClientBuild(root: string, distDir: string, log: (line: string) => void): Promise<void> {
  const hash = sourceHash(root);
  const stampFile = path.join(distDir, STAMP);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : undefined;
  if (current === hash && fs.existsSync(path.join(distDir, 'index.html'))) return;

  log(current ? 'The app changed since the last build: rebuilding…' : 'Building the app (first start only)…');
  const started = Date.now();
  const { build } = await import('vite');
  // vite.config.ts names its root relative to the working directory; pass it absolute so any cwd works.
  await build({ root: path.join(root, 'app'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  fs.writeFileSync(stampFile, `${hash}\n`);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
