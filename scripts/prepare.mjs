// @ts-check
// Makes what `npm start` serves, each part only when its sources changed and each in a short-lived process of its
// own, so the long-running server never holds a bundler or a synthesiser: the PWA (vite build -> dist/, and its
// prerenderer -> dist-ssr/), the server
// (esbuild -> build/server/main.js, plain JavaScript run by node) and the demo sample songs (their cache in
// node_modules/.cache). Usage: node scripts/prepare.mjs [--only=app,server,samples] [--dist=DIR]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isFresh, sourceHash, writeStamp } from './stamp.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIR = path.join(ROOT, 'build', 'server');
export const SERVER_ENTRY = path.join(SERVER_DIR, 'main.js');
/** What the PWA is built from. */
export const APP_SOURCES = ['app', 'shared', 'public', 'vite.config.ts', 'package-lock.json'];
/** What the server bundle is built from (this file holds its build options), the demo songs' synthesiser included. */
const SERVER_SOURCES = ['api', 'shared', 'tools/demo-songs', 'package-lock.json', 'tsconfig.json', 'scripts/prepare.mjs'];
/** The server's entry points: the shop, and the process that makes the demo songs. */
const SERVER_ENTRIES = { main: 'api/main.ts', 'sample-audio': 'tools/demo-songs/makeSampleAudio.ts' };

const require = createRequire(import.meta.url);
const seconds = (/** @type {number} */ started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Runs node on a script as a child process, its output shown; rejects when it fails.
 * @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 */
function runNode(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`node ${path.relative(ROOT, args[0] ?? '')} failed (${code ?? signal})`)),
    );
  });
}

/** The PWA, built by Vite in its own process (it peaks at several hundred MB) when dist/ is missing or stale. */
export async function prepareApp(distDir = path.join(ROOT, 'dist'), log = console.log) {
  const hash = sourceHash(ROOT, APP_SOURCES);
  const renderer = path.join(`${distDir}-ssr`, 'prerender.js');
  if (isFresh(distDir, hash, 'index.html') && (await fs.stat(renderer).catch(() => null))) return;
  log('Building the app (after a clone or a change)…');
  const started = Date.now();
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const config = path.join(ROOT, 'vite.config.ts');
  // Always React's production code: a caller's NODE_ENV (vitest sets "test") would otherwise make Vite build the
  // development one, twice the size, into the dist/ everything else is served from.
  const env = { ...process.env, NODE_ENV: 'production' };
  await runNode([vite, 'build', '--config', config, '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  // The prerenderer the server runs in a child process to write the public pages' HTML (api/services/pages).
  await runNode(
    [vite, 'build', '--config', config, '--ssr', 'ssr/prerender.tsx', '--outDir', `${distDir}-ssr`, '--emptyOutDir', '--logLevel', 'error'],
    env,
  );
  await compressText(distDir);
  writeStamp(distDir, hash);
  log(`App built in ${seconds(started)}.`);
}

/** The text types api/http/staticApp.ts sends compressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes file.gz and file.br beside each text file of the build, which the server then reads instead of
 * compressing at start (brotli at this quality takes seconds of CPU for the app's megabyte of text).
 * @param {string} distDir
 */
async function compressText(distDir) {
  const entries = await fs.readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      if (raw.length <= 512) return;
      await fs.writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
      await fs.writeFile(`${file}.br`, await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }),
  );
}

/** The server as plain JavaScript: api/ and shared/ bundled into build/server/, packages left to node_modules. */
export async function prepareServer(log = console.log) {
  const hash = sourceHash(ROOT, SERVER_SOURCES);
  if (isFresh(SERVER_DIR, hash, 'main.js')) return;
  const started = Date.now();
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Modules imported on first use stay in chunks of their own, so what they import (the PostgreSQL client,
    // the AWS SDK, the payment and mail SDKs) is loaded only by a shop that uses it.
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  writeStamp(SERVER_DIR, hash);
  log(`Server compiled in ${seconds(started)}.`);
}

/** The demo songs, synthesised in their own process (a minute and a few hundred MB, once) unless already cached. */
export async function prepareSamples() {
  await runNode([path.join(SERVER_DIR, 'sample-audio.js')]);
}

const STEPS = ['app', 'server', 'samples'];

async function main() {
  const option = (/** @type {string} */ name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const steps = option('only')?.split(',') ?? STEPS;
  const distDir = path.resolve(option('dist') ?? path.join(ROOT, 'dist'));
  const unknown = process.argv
    .slice(2)
    .filter((a) => !/^--(only|dist)=/.test(a))
    .concat(steps.filter((s) => !STEPS.includes(s)));
  if (unknown.length)
    throw new Error(`Usage: node scripts/prepare.mjs [--only=${STEPS.join(',')}] [--dist=DIR] (not ${unknown.join(' ')})`);
  // The server first: the demo songs are made by its compiled code, and it takes under a second.
  if (steps.includes('server') || steps.includes('samples')) await prepareServer();
  // Both busy for a minute after a clone: side by side they share the cores and finish sooner.
  await Promise.all([
    // Without demo songs the shop still runs (the server says so, and the next start tries again).
    steps.includes('samples') &&
      prepareSamples().catch((/** @type {unknown} */ err) =>
        console.error(`No demo sample songs this time: ${err instanceof Error ? err.message : String(err)}`),
      ),
    steps.includes('app') && prepareApp(distDir),
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((/** @type {unknown} */ err) => {
    process.stderr.write(`Could not prepare the shop: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
