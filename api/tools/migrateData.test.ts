// Moving a shop between databases: a seeded SQLite shop copied into PostgreSQL serves the same orders, chats
// and admin password there, and copied back it is row for row what it was; a non-empty target, a running
// source and bad arguments are refused without writing anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect';
import { SHOP_TABLES, unknownTables } from '../db/copyTables';
import { adminCall, loginAs, paidOrder } from '../../testing/admin';
import { APPLICATION, applyForFreeSong } from '../../testing/freeSongs';
import { jobsDone } from '../../testing/jobs';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../../testing/testDatabase';
import { json, startTestShop, type TestShop } from '../../testing/testServer';
import { migrateData, parseArguments, Refusal } from './migrateData';

const ENV = { TRUST_PROXY: 'true' };
const dirs: string[] = [];
const databases: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-migrate-'));
  dirs.push(dir);
  return dir;
};
const newPostgres = async () => {
  const url = await createPostgresDatabase();
  databases.push(url);
  return url;
};
const quiet = () => undefined;
/** The admin password the SQLite shop generated and stored (as a first `npm start` does). */
let password: string;

async function signIn(shop: TestShop): Promise<string> {
  const res = await loginAs(shop, password);
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

/** Every row of every table, each table in key order. */
async function everything(target: { file: string } | { url: string }) {
  const db = await openDatabase(target);
  try {
    const all: Record<string, unknown[]> = {};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table by name
    const loose = db.kysely as unknown as Kysely<any>;
    for (const { table, key } of SHOP_TABLES) all[table] = await loose.selectFrom(table).selectAll().orderBy(key).execute();
    return all;
  } finally {
    await db.close();
  }
}

describe('the arguments of migrate-data', () => {
  it('reads --from and --to as sqlite:<file> or a postgres URL, and --storage', () => {
    expect(parseArguments(['--', '--from', 'sqlite:./data/app.db', '--to=postgres://u:p@db/shop', '--storage'])).toEqual({
      from: { file: path.resolve('data/app.db') },
      to: { url: 'postgres://u:p@db/shop' },
      storage: true,
    });
  });

  it.each([
    [['--to', 'postgres://db/shop'], '--from is missing'],
    [['--from', 'sqlite:a.db'], '--to is missing'],
    [['--from', 'mysql://db/shop', '--to', 'postgres://db/shop'], '--from must be sqlite:<file> or a postgres:// URL'],
    [['--from', 'sqlite:a.db', '--to', 'sqlite:a.db'], '--from and --to name the same database'],
    [['--from', 'sqlite:a.db', '--to', 'postgres://db/x', '--force'], 'Unknown argument --force'],
  ])('refuses %j with one line', (args, message) => {
    expect(() => parseArguments(args)).toThrow(Refusal);
    expect(() => parseArguments(args)).toThrow(message);
  });
});

describe('the tables it copies', () => {
  it('are every table the migrations make, so none is left behind', async () => {
    const file = path.join(tempDir(), 'app.db');
    const db = await openDatabase(file);
    try {
      expect(await unknownTables(db.kysely)).toEqual([]);
      const tables = (await db.kysely.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely_') && n !== 'sqlite_sequence');
      expect(tables.sort()).toEqual(SHOP_TABLES.map((t) => t.table).sort());
    } finally {
      await db.close();
    }
  });
});

describe.runIf(usingPostgres())('moving a shop from SQLite to PostgreSQL and back', () => {
  let sqliteDir: string;
  let before: Record<string, unknown[]>;
  let orderId: string;
  let postgresUrl: string;

  beforeAll(async () => {
    // A shop on SQLite (DATABASE_URL empty) with orders, a free song, a chat, mails sent, limits counted.
    sqliteDir = tempDir();
    const shop = await startTestShop({ dataDir: sqliteDir, seed: false, env: { ...ENV, DATABASE_URL: '' } });
    password = shop.services.adminPassword.generated!;
    orderId = await paidOrder(shop);
    expect((await applyForFreeSong(shop, { ...APPLICATION, email: 'fan@example.com' })).status).toBe(201);
    const chat = await fetch(`${shop.url}/api/chat/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerName: 'Dana', customerEmail: 'dana@example.com', initialMessage: 'Hello there' }),
    });
    expect(chat.status).toBe(201);
    const token = await signIn(shop);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/settings/free_song_enabled', { value: 'false' })).status).toBeLessThan(300);
    await jobsDone(shop);
    await shop.stop();
    before = await everything({ file: path.join(sqliteDir, 'app.db') });
    expect(before.orders).toHaveLength(1);
    expect(before.chat_messages!.length).toBeGreaterThan(0);
    expect(before.mail_log!.length).toBeGreaterThan(0);
    postgresUrl = await newPostgres();
  }, 60_000);

  afterAll(async () => {
    for (const url of databases) await dropPostgresDatabase(url);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row, and the shop on PostgreSQL serves the same data with the same admin password', async () => {
    const lines: string[] = [];
    await migrateData({ from: { file: path.join(sqliteDir, 'app.db') }, to: { url: postgresUrl }, storage: false }, (l) => lines.push(l));
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Copied \\d+ rows in ${SHOP_TABLES.length} tables; every table's row count matches the source\\.$`),
    );
    expect(await everything({ url: postgresUrl })).toEqual(before);

    let shop: TestShop | undefined;
    try {
      shop = await startTestShop({ dataDir: tempDir(), seed: false, env: { ...ENV, DATABASE_URL: postgresUrl } });
      expect(shop.services.adminPassword.generated).toBeUndefined();
      const token = await signIn(shop);
      const orders = await json<Array<{ id: string }>>(await adminCall(shop, token, 'GET', '/api/admin/orders'));
      expect(orders.map((o) => o.id)).toEqual([orderId]);
      // The numbering goes on after the copied ids.
      const session = (before.chat_sessions as Array<{ id: string }>)[0]!;
      const reply = await adminCall(shop, token, 'POST', '/api/chat/send', { sessionId: session.id, message: 'Hi Dana!', sender: 'admin' });
      expect(reply.status).toBe(201);
      const lastCopied = Math.max(...(before.chat_messages as Array<{ id: number }>).map((m) => m.id));
      expect((await json<{ id: number }>(reply)).id).toBeGreaterThan(lastCopied);
    } finally {
      await shop?.stop();
    }
  }, 60_000);

  it('refuses a target that already holds a shop, and writes nothing into it', async () => {
    const rows = await everything({ url: postgresUrl });
    await expect(
      migrateData({ from: { file: path.join(sqliteDir, 'app.db') }, to: { url: postgresUrl }, storage: false }, quiet),
    ).rejects.toThrow(/already holds a shop's data \(\d+ rows in \w+\): migrate-data copies only into an empty database/);
    expect(await everything({ url: postgresUrl })).toEqual(rows);
  });

  it('copies the PostgreSQL shop back into a new SQLite file, row for row', async () => {
    const fresh = await newPostgres();
    await migrateData({ from: { file: path.join(sqliteDir, 'app.db') }, to: { url: fresh }, storage: false }, quiet);
    const back = path.join(tempDir(), 'app.db');
    await migrateData({ from: { url: fresh }, to: { file: back }, storage: false }, quiet);
    expect(await everything({ file: back })).toEqual(before);
  }, 60_000);

  it('refuses to copy from a SQLite file a shop is running on', async () => {
    const shop = await startTestShop({ dataDir: sqliteDir, seed: false, env: { ...ENV, DATABASE_URL: '' } });
    try {
      await expect(
        migrateData({ from: { file: path.join(sqliteDir, 'app.db') }, to: { url: await newPostgres() }, storage: false }, quiet),
      ).rejects.toThrow('Stop the shop first');
    } finally {
      await shop.stop();
    }
  }, 30_000);
});
