// npm run backup / npm run restore, as a self-hoster runs them: a backup taken while the shop takes orders
// and uploads, restored into a fresh DATA_DIR, holds every acknowledged order and every file; neither tool
// writes over a folder in use.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../server';
import { adminCall, adminToken, form, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { seedMp3 } from '../../testing/files';
import { validOrder } from '../../testing/orders';
import { usingPostgres } from '../../testing/testDatabase';
import { startTestShop, type TestShop } from '../../testing/testServer';
import type { Manifest } from './backupArchive';

const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: 'true' };
const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

let work: string;
let shop: TestShop;
/** The backup taken under load, which the refusals below reuse. */
let backupDir: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-backup-'));
  shop = await startTestShop({ seed: false, runJobs: false, env });
});
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs one of the tools as the README says, from a folder with no .env, with DATA_DIR set. */
async function tool(
  name: 'backup' | 'restore',
  folder: string,
  dataDir: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [path.join(PROJECT_ROOT, 'api', 'tools', `${name}.ts`), folder], {
      cwd: work,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    return { code: e.code ?? -1, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Opens a DATA_DIR's app.db itself: these tests are about that file (its copy, its integrity_check). */
function withSqliteFile<T>(dataDir: string, use: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'app.db'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const randomIp = () => `10.${randomBytes(3).join('.')}`;
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

// The backup and restore tools copy the SQLite file (app.db) and run its integrity_check: nothing to test on PostgreSQL.
describe.skipIf(usingPostgres())('backup and restore under write load', () => {
  it('restores every order acknowledged before the backup began and every stored file, intact', async () => {
    const token = await adminToken(shop);
    const mp3 = await seedMp3();
    const acknowledged: Array<{ id: string; at: number }> = [];
    let uploads = 0;
    let stopped = false;

    const orderLoop = async () => {
      while (!stopped) {
        const res = await fetch(`${shop.url}/api/order/init`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
          body: JSON.stringify(validOrder()),
        });
        const body = (await res.json()) as { orderId?: string };
        if (res.status === 201) acknowledged.push({ id: body.orderId!, at: performance.now() });
        else expect(res.status).toBe(429);
      }
    };
    const uploadLoop = async () => {
      while (!stopped) {
        const res = await adminCall(
          shop,
          token,
          'POST',
          '/api/admin/sample-songs',
          form({ title: `Take ${uploads}`, genre: 'Wedding' }, { audioFile: { bytes: mp3.bytes, name: 'take.mp3', type: 'audio/mpeg' } }),
        );
        expect(res.status).toBe(201);
        uploads++;
      }
    };
    const load = Promise.all([orderLoop(), orderLoop(), orderLoop(), uploadLoop()]);
    await vi.waitFor(() => expect(acknowledged.length >= 20 && uploads >= 2).toBe(true), { timeout: 30_000, interval: 20 });

    backupDir = path.join(work, 'backup');
    const startedAt = performance.now();
    const backup = await tool('backup', backupDir, shop.dataDir);
    const finishedAt = performance.now();
    const ordersBefore = acknowledged.filter((o) => o.at < startedAt).map((o) => o.id);
    const duringBackup = acknowledged.filter((o) => o.at >= startedAt && o.at <= finishedAt).length;
    stopped = true;
    await load;
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(/^Backed up /);
    // The load really ran through the backup.
    expect(duringBackup).toBeGreaterThan(0);

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    console.log(
      `backup: ${ordersBefore.length} orders acknowledged before it, ${duringBackup} while it ran; it holds ${manifest.counts.orders} orders and ${manifest.files.length} files`,
    );
    expect(fs.readdirSync(backupDir).sort()).toEqual(['app.db', 'manifest.json', 'uploads']);
    expect(manifest.migration).toMatch(/^\d{14}-/);
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(ordersBefore.length);
    expect(manifest.files.length).toBe(manifest.counts.media_files);
    expect(manifest.files.length).toBeGreaterThanOrEqual(2);
    // Files are copied from the live uploads: each the very bytes the shop stored.
    for (const file of manifest.files) expect(sha256(path.join(shop.dataDir, 'uploads', file.name))).toBe(file.sha256);

    const restoredDir = path.join(work, 'restored');
    const restore = await tool('restore', backupDir, restoredDir);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(/integrity_check ok/);

    const restored = await startTestShop({ dataDir: restoredDir, seed: false, runJobs: false, env });
    try {
      expect(await (await fetch(`${restored.url}/api/health`)).json()).toEqual({ ok: true, db: 'ok' });
      const { ids, media, integrity } = withSqliteFile(restoredDir, (db) => ({
        ids: new Set((db.prepare('SELECT id FROM orders').all() as Array<{ id: string }>).map((r) => r.id)),
        media: db.prepare('SELECT id, stored_name, size FROM media_files').all() as Array<{
          id: string;
          stored_name: string;
          size: number;
        }>,
        integrity: db.pragma('integrity_check', { simple: true }),
      }));
      expect(integrity).toBe('ok');
      expect(ordersBefore.filter((id) => !ids.has(id))).toEqual([]);
      expect(media.length).toBe(manifest.files.length);
      const checksums = new Map(manifest.files.map((f) => [f.name, f.sha256]));
      for (const row of media) {
        const file = path.join(restoredDir, 'uploads', row.stored_name);
        expect({ name: row.stored_name, size: fs.statSync(file).size, sha256: sha256(file) }).toEqual({
          name: row.stored_name,
          size: row.size,
          sha256: checksums.get(row.stored_name),
        });
      }
      // And the restored shop serves them.
      const served = await fetch(`${restored.url}/api/media/${media[0]!.id}`);
      expect(served.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await served.arrayBuffer()))
          .digest('hex'),
      ).toBe(checksums.get(media[0]!.stored_name));
    } finally {
      await restored.stop();
    }
  }, 60_000);
});

// As above: these refusals are about app.db in DATA_DIR.
describe.skipIf(usingPostgres())('folders in use', () => {
  it('backup refuses a folder that is not empty, and leaves it as it was', async () => {
    const dir = path.join(work, 'full');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const res = await tool('backup', dir, shop.dataDir);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/is not empty: a backup goes into a new or empty folder/);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('restore refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const res = await tool('restore', backupDir, shop.dataDir);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^DATA_DIR .* is not empty \(.*app\.db.*\): restore only into an empty folder/);
    expect(withSqliteFile(shop.dataDir, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok');
  });

  it('restore refuses a backup whose files do not match its manifest, and leaves nothing behind', async () => {
    const tampered = path.join(work, 'tampered');
    fs.cpSync(backupDir, tampered, { recursive: true });
    const [first] = fs.readdirSync(path.join(tampered, 'uploads'));
    fs.appendFileSync(path.join(tampered, 'uploads', first!), 'x');
    const target = path.join(work, 'tampered-restore');
    const res = await tool('restore', tampered, target);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/does not match the manifest/);
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });
});
