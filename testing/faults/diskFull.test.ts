// A full disk under DATA_DIR (a 24 MB tmpfs): the request that cannot be stored gets a 507 saying so, the log names
// the disk, nothing half-written is left, reads keep working, and once space is freed writes work again.
// Needs root (mount); runs with FAULT_TESTS=1, which .ci/run sets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form } from '../admin';
import { wavBytes } from '../files';
import { validOrder } from '../orders';
import { usingPostgres } from '../testDatabase';
import { CLEAN_STORE, inspectStore, postJson, readDb, signIn, startShopProcess, until, type ShopProcess } from './shopProcess';

const DISK_FULL = "The server's disk is full: the upload was not saved. Please try again later.";
const DISK_FULL_WRITE = "The server's disk is full: nothing was saved. Please try again later.";

/** Whether this machine lets the test mount a tmpfs (root, and a kernel or container that allows it). */
function mountRefusal(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return undefined;
  } catch (err) {
    return `mount -t tmpfs is not permitted here (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

const refusal = process.env.FAULT_TESTS === '1' ? mountRefusal() : 'set FAULT_TESTS=1';
if (refusal && process.env.FAULT_TESTS === '1') console.warn(`disk-full tests skipped: ${refusal}`);

// Also skipped on PostgreSQL: the test fills the disk under the SQLite file and reads app.db with better-sqlite3.
describe.skipIf(refusal !== undefined || usingPostgres())('a full disk under DATA_DIR', () => {
  let dir: string;
  let shop: ShopProcess;
  let token: string;
  const filler = () => path.join(dir, 'filler.bin');
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const addSong = (title: string, seconds: number) =>
    fetch(`${shop.url}/api/admin/sample-songs`, {
      method: 'POST',
      headers: auth(),
      body: form({ title, genre: 'Pop' }, { audioFile: { bytes: wavBytes(seconds), name: `${title}.wav`, type: 'audio/wav' } }),
    });
  /** Fills the disk until `leaveBytes` are free (0: until a write fails). */
  function fill(leaveBytes: number) {
    const { bavail, bsize } = fs.statfsSync(dir);
    const fd = fs.openSync(filler(), 'a');
    try {
      let left = Math.max(0, bavail * bsize - leaveBytes);
      const block = Buffer.alloc(256 * 1024, 1);
      while (left > 0 || leaveBytes === 0) {
        const n = Math.min(block.length, left > 0 ? left : block.length);
        try {
          fs.writeSync(fd, block, 0, n);
        } catch {
          break;
        }
        left -= n;
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dir]);
    shop = await startShopProcess(dir, { TRUST_PROXY: 'true' });
    token = await signIn(shop);
  }, 90_000);
  afterAll(async () => {
    await shop?.kill();
    if (dir) {
      execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers an upload that does not fit with 507, logs the disk, and keeps nothing of it', async () => {
    const first = await addSong('Before', 2);
    expect(first.status).toBe(201);
    const before = (await first.json()) as { audioUrl: string };

    fill(3 * 1024 * 1024);
    const res = await addSong('Too big', 400); // about 6.4 MB
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ error: DISK_FULL });
    const logged = new RegExp(`disk is full.*${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    expect(
      await until(
        () => shop.output(),
        (out) => logged.test(out),
      ),
    ).toMatch(logged);

    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
    expect(readDb(dir, (db) => db.prepare('SELECT title FROM sample_songs').all())).toEqual([{ title: 'Before' }]);
    // Reads go on.
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${shop.url}${before.audioUrl}`)).status).toBe(200);
    expect(((await (await fetch(`${shop.url}/api/sample-songs`)).json()) as unknown[]).length).toBe(1);
  }, 60_000);

  it('answers an order with 507 when not one more byte fits, and takes orders again once space is freed', async () => {
    const orders = () => readDb(dir, (db) => (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n);
    const before = orders();
    fill(0);
    const client = { 'X-Forwarded-For': '198.51.100.7' };
    const refused = await postJson(`${shop.url}/api/order/init`, validOrder({ story: 'x'.repeat(1500) }), client);
    expect(refused.status, shop.output()).toBe(507);
    expect(await refused.json()).toEqual({ error: DISK_FULL_WRITE });
    expect(orders()).toBe(before);
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);

    fs.rmSync(filler());
    const taken = await postJson(`${shop.url}/api/order/init`, validOrder(), client);
    expect(taken.status).toBe(201);
    expect((await addSong('After', 2)).status).toBe(201);
    expect(inspectStore(dir)).toEqual(CLEAN_STORE);
  }, 60_000);
});
