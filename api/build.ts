// Builds the PWA into dist/ when it is missing or older than its sources, for the browser tests and benchmarks: the
// same step `npm start` runs first (scripts/prepare.mjs), in a process of its own since Vite peaks at several hundred MB.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function ensureClientBuild(root: string, distDir: string, log: (line: string) => void): Promise<void> {
  const args = [path.join(root, 'scripts', 'prepare.mjs'), '--only=app', `--dist=${distDir}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const show = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .forEach((line) => log(line));
    child.stdout.on('data', show);
    child.stderr.on('data', show);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the app failed (exit ${code}): see the lines above`)),
    );
  });
}
