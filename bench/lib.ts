// Shared bits of the benchmarks: options, summary rows, Chromium flags, temp dirs and the built dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from '../api/build';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

export const CHROMIUM = '/usr/bin/chromium';
/** The only flags Chromium may run with here (no internet: without them it tries to phone home). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BenchOptions {
  /** --quick: shorter runs, for a smoke test. */
  quick: boolean;
  /** --full: the long measurements too (a fresh clone to serving). */
  full?: boolean;
  log: (line: string) => void;
}

/** One line of the final summary table. */
export interface Row {
  metric: string;
  value: string;
  target?: string;
  met?: boolean;
}

export type Bench = (options: BenchOptions) => Promise<Row[]>;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `serenade-bench-${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Left-aligned text columns, numbers right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  const numeric = (cell: string) => /^\d/.test(cell);
  return rows
    .map((row) =>
      row
        .map((cell, col) => (numeric(cell) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** dist/ built (or found up to date) by api/build.ts, as `npm start` does; returns its path. */
export async function builtDist(log: (line: string) => void): Promise<string> {
  const distDir = path.join(REPO_ROOT, 'dist');
  await ensureClientBuild(REPO_ROOT, distDir, log);
  return distDir;
}

/** Resident memory of a process from /proc, in bytes (0 once it has gone). */
export function vmRss(pid: number): number {
  try {
    const kB = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Number(kB) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process under `root` (children, grandchildren…), from the parent ids in /proc/<pid>/stat. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parents) {
      if (ppid !== parent) continue;
      queue.push(pid);
      found.push(pid);
    }
  }
  return found;
}

/** A process and all its descendants' resident memory, in bytes. */
export const treeRss = (root: number) => vmRss(root) + descendants(root).reduce((sum, pid) => sum + vmRss(pid), 0);

/** Bytes in megabytes. */
export const MB = (bytes: number) => bytes / 1024 / 1024;

const SAMPLE_MS = 100;

/** Samples a process tree until stopped: the peak of its sum and of the root's children alone. */
export function sampleTreeMemory(root: number, rootRss: () => number = () => vmRss(root)) {
  let peakTree = 0;
  let peakChildren = 0;
  const timer = setInterval(() => {
    const children = descendants(root).reduce((sum, pid) => sum + vmRss(pid), 0);
    peakChildren = Math.max(peakChildren, children);
    peakTree = Math.max(peakTree, children + rootRss());
  }, SAMPLE_MS);
  return { stop: () => (clearInterval(timer), { peakTree, peakChildren }) };
}
