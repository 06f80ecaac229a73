// A real shop server in a child process, so a test can SIGKILL it mid-request and start it again on the same
// DATA_DIR; and the checks that nothing was lost or left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

export const FAULT_ADMIN_PASSWORD = 'correct-horse-battery';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_ROOT = path.resolve(HERE, '..', '..');
const ENTRY = path.join(HERE, 'shopEntry.ts');

export interface ShopProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** kill -9: no handler runs, no transaction finishes. */
  kill(): Promise<void>;
  /** SIGTERM: the orderly stop. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startShopProcess(dataDir: string, env: Record<string, string> = {}): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start in 60 s:\n${out}`)), 60_000);
    const onData = () => {
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited (${code ?? signal}) before serving:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir,
    output: () => out,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Polls until `check` holds, or answers the last value at the deadline. */
export async function until<T>(read: () => T | Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function readDb<T>(dataDir: string, use: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

export interface StoreReport {
  integrity: string;
  /** Files in uploads/ that no media row names. */
  orphanFiles: string[];
  /** Media rows whose file is not in uploads/. */
  missingFiles: string[];
  /** What is left in incoming/ (uploads cut off, render work). */
  incoming: string[];
}

/** What a restart must leave: a sound database, and files and rows that match one to one. */
export function inspectStore(dataDir: string): StoreReport {
  const list = (dir: string) => (fs.existsSync(path.join(dataDir, dir)) ? fs.readdirSync(path.join(dataDir, dir)).sort() : []);
  const files = list('uploads');
  return readDb(dataDir, (db) => {
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join('; ');
    const names = new Set(
      (db.prepare('SELECT stored_name FROM media_files').all() as Array<{ stored_name: string }>).map((r) => r.stored_name),
    );
    return {
      integrity,
      orphanFiles: files.filter((f) => !names.has(f)),
      missingFiles: [...names].filter((n) => !files.includes(n)).sort(),
      incoming: list('incoming'),
    };
  });
}

export const CLEAN_STORE: StoreReport = { integrity: 'ok', orphanFiles: [], missingFiles: [], incoming: [] };

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export async function signIn(shop: ShopProcess): Promise<string> {
  const res = await postJson(`${shop.url}/api/admin/login`, { password: FAULT_ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface SlowUpload {
  /** Bytes of the body written so far. */
  sent(): number;
  /** The status, or 'cut' when the connection broke first. */
  done: Promise<number | 'cut'>;
}

/**
 * A multipart POST whose file trickles in (64 KiB every `everyMs`), as from a phone on a slow line: the
 * server is part-way through storing it for as long as the test likes.
 */
export function slowUpload(
  url: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
  headers: Record<string, string> = {},
  everyMs = 20,
): SlowUpload {
  const boundary = `----fault${Date.now().toString(16)}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let sent = 0;
  const done = new Promise<number | 'cut'>((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve('cut'));
      },
    );
    req.on('error', () => resolve('cut'));
    const pump = () => {
      if (req.destroyed) return;
      if (sent >= body.length) return void req.end();
      const chunk = body.subarray(sent, sent + 64 * 1024);
      sent += chunk.length;
      req.write(chunk);
      setTimeout(pump, everyMs);
    };
    pump();
  });
  return { sent: () => sent, done };
}

/** The ffmpeg processes whose parent is this process id (a render under way). */
export function childProcesses(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Whether the process still runs (a zombie waiting for its reaper does not). */
export function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
