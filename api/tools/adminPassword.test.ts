// `npm run admin-password` against a running shop's DATA_DIR: the new password works at once, the old one
// and every session end; ADMIN_PASSWORD set means the tool refuses and says why.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, loginAs } from '../../testing/admin';
import { json, startTestShop, withDatabase, type TestShop } from '../../testing/testServer';
import { dataEnv, usingPostgres } from '../../testing/testDatabase';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(ROOT, 'api', 'tools', 'adminPassword.ts');

/** Runs the tool from an empty directory (no .env) with this DATA_DIR and stdin. */
function runTool(
  env: Record<string, string>,
  stdin: string,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-password-cwd-'));
  const { ADMIN_PASSWORD: _ignored, DATABASE_URL: _suite, ...inherited } = process.env;
  const data = env.DATA_DIR ? dataEnv(env.DATA_DIR) : {};
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SCRIPT, ...args], { cwd, env: { ...inherited, ...data, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => {
      fs.rmSync(cwd, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(stdin);
  });
}

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false });
});
afterAll(() => shop.destroy());

async function signIn(password: string) {
  const res = await loginAs(shop, password);
  return { status: res.status, token: res.status === 200 ? (await json<{ token: string }>(res)).token : undefined };
}

describe('npm run admin-password', () => {
  it('sets a piped password while the server runs: it works at once, the old one and every session end', async () => {
    const file = path.join(shop.dataDir, 'admin-password.txt');
    const generated = fs.readFileSync(file, 'utf8').trim();
    const before = await signIn(generated);
    expect(before.status).toBe(200);

    const run = await runTool({ DATA_DIR: shop.dataDir }, 'a-brand-new-pass\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Every admin session has ended');
    expect(run.stdout).not.toContain('a-brand-new-pass');

    expect((await adminCall(shop, before.token!, 'GET', '/api/admin/session')).status).toBe(401);
    expect((await signIn(generated)).status).toBe(401);
    expect((await signIn('a-brand-new-pass')).status).toBe(200);
    // The first start's file held the old password: it is gone, and only a hash is stored.
    expect(fs.existsSync(file)).toBe(false);
    const stored = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT key, value FROM app_state').all<{ value: string }>());
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.value.includes('a-brand-new-pass'))).toBe(false);
    if (!usingPostgres()) expect(fs.readFileSync(path.join(shop.dataDir, 'app.db')).includes('a-brand-new-pass')).toBe(false);
  });

  it('makes one up with --generate and prints it; it survives a restart', async () => {
    const run = await runTool({ DATA_DIR: shop.dataDir }, '', ['--generate']);
    expect(run.code).toBe(0);
    const password = /New admin password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){3}$/);
    expect((await signIn(password!)).status).toBe(200);
    await shop.stop();
    shop = await startTestShop({ seed: false, runJobs: false, dataDir: shop.dataDir, clock: shop.clock });
    expect((await signIn(password!)).status).toBe(200);
  });

  it('refuses a password under 8 characters, and one set while ADMIN_PASSWORD is, saying why; nothing changes', async () => {
    const generated = await runTool({ DATA_DIR: shop.dataDir }, '', ['--generate']);
    const password = /New admin password: (\S+)/.exec(generated.stdout)![1]!;
    const short = await runTool({ DATA_DIR: shop.dataDir }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 8 characters');
    const overridden = await runTool({ DATA_DIR: shop.dataDir, ADMIN_PASSWORD: 'set-in-the-env' }, 'another-password\n');
    expect(overridden.code).toBe(1);
    expect(overridden.stderr).toContain('ADMIN_PASSWORD is set');
    expect((await signIn(password)).status).toBe(200);
    expect((await signIn('another-password')).status).toBe(401);
  });
});
