// The database a test shop uses: its SQLite file, or, when the suite runs with DATABASE_URL (a PostgreSQL
// server the tests may create databases on), a database of its own, made for it and dropped with it. The
// database's URL is kept in the shop's DATA_DIR, so a restarted shop (the same DATA_DIR) finds it again.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { numericTypes } from '../api/db/postgres';

const pgTypes = numericTypes(pg);

const URL_FILE = '.test-database-url';

/** The PostgreSQL server the suite runs against, or undefined for SQLite. */
export const suitePostgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

export const usingPostgres = (): boolean => suitePostgresUrl() !== undefined;

async function onServer<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: suitePostgresUrl(), types: pgTypes });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the suite's server; answers its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(suitePostgresUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^shop_test_[0-9a-f]+$/.test(name)) throw new Error(`Not a test database: ${name}`);
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The DATABASE_URL for a test shop in this DATA_DIR: undefined on SQLite; made (once per DATA_DIR) on PostgreSQL. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (!usingPostgres()) return undefined;
  const file = path.join(dataDir, URL_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const url = await createPostgresDatabase();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, url);
  return url;
}

/** Drops the test shop's PostgreSQL database, if it has one. */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const file = path.join(dataDir, URL_FILE);
  if (fs.existsSync(file)) await dropPostgresDatabase(fs.readFileSync(file, 'utf8'));
}

/** A statement on the stored data, answered alike by both databases. */
export interface StoredStatement {
  get<T = Record<string, unknown>>(...params: unknown[]): Promise<T | undefined>;
  all<T = Record<string, unknown>>(...params: unknown[]): Promise<T[]>;
  run(...params: unknown[]): Promise<{ changes: number }>;
}

export interface StoredData {
  /** SQL with `?` placeholders (numbered for PostgreSQL here). */
  prepare(sql: string): StoredStatement;
}

/** `?` placeholders outside quoted text become $1, $2, … */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

/**
 * Opens a test shop's stored data directly, as a test that checks (or arranges) what is stored: its SQLite
 * file, or its PostgreSQL database. Pass the shop's DATA_DIR.
 */
export async function withDatabase<T>(dataDir: string, use: (db: StoredData) => T | Promise<T>): Promise<T> {
  const file = path.join(dataDir, URL_FILE);
  if (!fs.existsSync(file)) {
    const sqlite = new SQLite(path.join(dataDir, 'app.db'));
    try {
      return await use({
        prepare(sql) {
          const statement = sqlite.prepare(sql);
          return {
            get: async <R>(...params: unknown[]) => statement.get(...params) as R | undefined,
            all: async <R>(...params: unknown[]) => statement.all(...params) as R[],
            run: async (...params: unknown[]) => ({ changes: statement.run(...params).changes }),
          };
        },
      });
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: fs.readFileSync(file, 'utf8'), types: pgTypes });
  await client.connect();
  try {
    return await use({
      prepare(sql) {
        const text = numberPlaceholders(sql);
        const query = (params: unknown[]) => client.query(text, params);
        return {
          get: async <R>(...params: unknown[]) => (await query(params)).rows[0] as R | undefined,
          all: async <R>(...params: unknown[]) => (await query(params)).rows as R[],
          run: async (...params: unknown[]) => ({ changes: (await query(params)).rowCount ?? 0 }),
        };
      },
    });
  } finally {
    await client.end();
  }
}

/** The variables a tool run beside a test shop needs to reach its data: DATA_DIR, and its DATABASE_URL if it has one. */
export function dataEnv(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, URL_FILE);
  return { DATA_DIR: dataDir, ...(fs.existsSync(file) ? { DATABASE_URL: fs.readFileSync(file, 'utf8') } : {}) };
}
