// The production process: start to first /api/health and idle memory of the whole process tree (the process and its
// children, VmRSS from /proc after a few requests and 10 s idle), for `node build/server/main.js` (systemd) and for
// `npm start` (npm's own process included), each against a bare Node HTTP server measured the same way.
// The target (<= 120 MB) is the issue's: the summed VmRSS of `npm start`'s tree. That sum counts the pages of the node
// binary and its libraries once per node process (npm and the server both map them), so the tree's distinct resident
// memory (each file page once) is shown beside it, and each process of the tree on its own.
// With --full, also a fresh clone to serving (`npm ci && npm start`, minutes). Built first by scripts/prepare.mjs.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { descendants, removeDir, REPO_ROOT, tempDir, vmRss, type Bench, type Row } from './lib';

const IDLE_MS = 10_000;
const TARGET_RSS_MB = 120;
const TARGET_START_MS = 2_000;
const TARGET_CLONE_S = 180;
const REQUESTS = ['/', '/sample-songs', '/api/config', '/api/sample-songs', '/api/health'];
const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('{\"ok\":true}')).listen(process.env.PORT)";

const MB = (bytes: number) => bytes / 1024 / 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function untilHealthy(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no answer from /api/health within ${timeoutMs / 1000} s`);
}

/** Stops a process group: npm start's tree (npm, sh, node) goes with it. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
}

const PAGE = 4096;

/**
 * The tree's resident memory with each page counted once: a page of a file (the node binary, its libraries) that
 * several processes map is one page of memory; anonymous memory is each process's own. Read from smaps and the
 * pagemap's present and file-page bits (no privilege needed for one's own processes).
 */
function distinctRss(pids: number[]): number {
  const filePages = new Set<string>();
  let own = 0;
  for (const pid of pids) {
    let smaps: string;
    let fd: number;
    try {
      smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
      fd = fs.openSync(`/proc/${pid}/pagemap`, 'r');
    } catch {
      continue; // gone meanwhile
    }
    try {
      let file: { start: number; end: number; offset: number; key: string } | undefined;
      for (const line of smaps.split('\n')) {
        const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ ([0-9a-f]+) (\S+) (\d+)/.exec(line);
        if (head) {
          const [, start, end, offset, dev, inode] = head;
          file =
            inode === '0'
              ? undefined
              : { start: parseInt(start!, 16), end: parseInt(end!, 16), offset: parseInt(offset!, 16), key: `${dev}:${inode}` };
          continue;
        }
        const rss = /^Rss:\s+(\d+) kB/.exec(line);
        if (!rss || rss[1] === '0') continue;
        if (!file) {
          own += Number(rss[1]) * 1024;
          continue;
        }
        const entries = Buffer.alloc(((file.end - file.start) / PAGE) * 8);
        fs.readSync(fd, entries, 0, entries.length, (file.start / PAGE) * 8);
        for (let i = 0; i < entries.length / 8; i++) {
          const high = entries.readUInt32LE(i * 8 + 4);
          if (!(high & 0x80000000)) continue; // not present
          // A file page (bit 61) is shared by all who map it; a private copy of one (written to) is the process's own.
          if (high & 0x20000000) filePages.add(`${file.key}:${file.offset / PAGE + i}`);
          else own += PAGE;
        }
      }
    } finally {
      fs.closeSync(fd);
    }
  }
  return own + filePages.size * PAGE;
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
  } catch {
    return `pid ${pid}`;
  }
};

interface Measured {
  startMs: number;
  /** Summed VmRSS of the tree. */
  idleBytes: number;
  /** The tree's resident memory, each shared file page once. */
  distinctBytes: number;
  /** Each process of the tree: its command and VmRSS. */
  processes: string;
}

/** Starts `command` in `cwd`, times it to the first healthy answer, asks a few pages, idles, sums the tree's RSS. */
async function measure(command: string[], cwd: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Measured> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), LOG_REQUESTS: 'false' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await untilHealthy(port, child, timeoutMs);
    const startMs = Date.now() - started;
    for (const url of REQUESTS)
      await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const pids = [child.pid!, ...descendants(child.pid!)];
    const sizes = pids.map((pid) => ({ pid, bytes: vmRss(pid) }));
    return {
      startMs,
      idleBytes: sizes.reduce((sum, p) => sum + p.bytes, 0),
      distinctBytes: distinctRss(pids),
      processes: sizes.map((p) => `${commandOf(p.pid)} ${MB(p.bytes).toFixed(1)}`).join(', '),
    };
  } finally {
    await stop(child);
  }
}

const rssRow = (metric: string, bytes: number, bare: number, target = true): Row => ({
  metric,
  value: `${MB(bytes).toFixed(1)} MB (${(bytes / bare).toFixed(2)}x bare node)`,
  ...(target ? { target: `<= ${TARGET_RSS_MB} MB`, met: MB(bytes) <= TARGET_RSS_MB } : {}),
});
const startRow = (metric: string, ms: number): Row => ({
  metric,
  value: `${ms} ms`,
  target: `<= ${TARGET_START_MS} ms`,
  met: ms <= TARGET_START_MS,
});

/** A fresh clone of this checkout's HEAD to its first healthy answer: `npm ci`, then `npm start` (which builds). */
async function cloneToServing(log: (line: string) => void): Promise<Row> {
  const dir = tempDir('clone');
  try {
    execFileSync('git', ['clone', '-q', REPO_ROOT, path.join(dir, 'shop')]);
    const port = await freePort();
    const started = Date.now();
    const script = 'npm ci --no-audit --no-fund --loglevel=error && exec npm start';
    const child = spawn('sh', ['-c', script], {
      cwd: path.join(dir, 'shop'),
      env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), LOG_REQUESTS: 'false' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      await untilHealthy(port, child, 15 * 60_000);
    } finally {
      await stop(child);
    }
    const seconds = (Date.now() - started) / 1000;
    log(`fresh clone to serving: ${seconds.toFixed(0)} s`);
    return {
      metric: 'fresh clone to serving (npm ci && npm start)',
      value: `${seconds.toFixed(0)} s`,
      target: `<= ${TARGET_CLONE_S} s`,
      met: seconds <= TARGET_CLONE_S,
    };
  } finally {
    removeDir(dir);
  }
}

export const run: Bench = async ({ log, full }) => {
  log('Building what npm start serves (scripts/prepare.mjs: only what is stale)…');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'prepare.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });

  const dataDir = tempDir('process');
  try {
    const bare = await measure([process.execPath, '-e', BARE_SERVER], REPO_ROOT, {});
    log(`bare node http server: ${MB(bare.idleBytes).toFixed(1)} MB idle`);
    // The first start migrates a new database and copies the demo songs in; the second finds them done.
    const first = await measure([process.execPath, 'build/server/main.js'], REPO_ROOT, { DATA_DIR: dataDir });
    const report = (what: string, m: Measured) =>
      log(
        `${what}: ${m.startMs} ms to healthy, ${MB(m.idleBytes).toFixed(1)} MB idle (summed VmRSS; ${MB(m.distinctBytes).toFixed(1)} MB distinct; ${m.processes})`,
      );
    report('node build/server/main.js, new data dir', first);
    const again = await measure([process.execPath, 'build/server/main.js'], REPO_ROOT, { DATA_DIR: dataDir });
    report('node build/server/main.js, restart', again);
    const npm = await measure(['npm', 'start', '--silent'], REPO_ROOT, { DATA_DIR: dataDir });
    report('npm start (prestart checks; npm and the server)', npm);

    const rows: Row[] = [
      startRow('start to /api/health: node build/server/main.js, new data dir', first.startMs),
      startRow('start to /api/health: node build/server/main.js, restart', again.startMs),
      { metric: 'start to /api/health: npm start (with prestart checks)', value: `${npm.startMs} ms` },
      rssRow('idle RSS: node build/server/main.js (systemd; no target)', Math.max(first.idleBytes, again.idleBytes), bare.idleBytes, false),
      // The issue's target: `npm start`'s whole tree, VmRSS summed over its processes.
      rssRow('idle RSS, process tree: npm start (npm + node, VmRSS summed)', npm.idleBytes, bare.idleBytes),
      rssRow('idle RSS, process tree: npm start, each shared page once', npm.distinctBytes, bare.distinctBytes, false),
    ];
    if (full) rows.push(await cloneToServing(log));
    else log('(fresh clone to serving: pass --full, it takes minutes)');
    return rows;
  } finally {
    removeDir(dataDir);
  }
};
