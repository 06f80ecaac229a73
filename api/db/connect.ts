// Opens the shop's database and applies pending migrations: the SQLite file DATA_DIR/app.db (WAL, foreign
// keys, busy timeout) or, with DATABASE_URL, PostgreSQL through a pg pool. Both answer the same typed queries.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { Dialect } from './dialect';
import { createLocalEvents, type DbEvents } from './events';
import { migrationProvider } from './migrations';
import { refuseNulText } from './nulText';
import { ownSqliteFile } from './sqliteOwner';
import type { Database } from './schema';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Messages between the processes that share this database (one process on SQLite). */
  events: DbEvents;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, or a SQLite file. */
export type DatabaseTarget = { url: string } | { file: string };

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { file: path.join(config.dataDir, 'app.db') };
}

/**
 * A path is a SQLite file (as tests and tools have always passed it). `server`: the opener is the shop's
 * server, and on SQLite it must be the only one (tools such as backups may still read alongside).
 */
export async function openDatabase(target: DatabaseTarget | string, options: { server?: boolean } = {}): Promise<Db> {
  const where = typeof target === 'string' ? { file: target } : target;
  const opened = 'url' in where ? await openPostgres(where.url) : openSqlite(where.file, options.server ?? false);
  await migrate(opened.kysely, () => opened.close());
  return opened;
}

async function migrate(kysely: Kysely<Database>, close: () => Promise<void>): Promise<void> {
  const { error, results } = await new Migrator({ db: kysely, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await close();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function openSqlite(file: string, server: boolean): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const release = server ? ownSqliteFile(file) : () => undefined;
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite undoes a transaction itself on some errors (SQLITE_FULL when the disk is full): Kysely's ROLLBACK
  // after it would fail too, and its "no transaction is active" would hide the error that says what happened.
  const database = {
    close: () => sqlite.close(),
    prepare: (sql: string) => sqlite.prepare(sql === 'rollback' && !sqlite.inTransaction ? 'select 1' : sql),
  };
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [refuseNulText] });
  return {
    kysely,
    dialect: 'sqlite',
    events: createLocalEvents(),
    async close() {
      try {
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // a closed or busy database needs no checkpoint
      }
      await kysely.destroy();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  // Loaded only here: a shop on SQLite never holds the PostgreSQL client.
  const { openPostgresKysely } = await import('./postgres');
  const { kysely, events } = await openPostgresKysely(url);
  return {
    kysely,
    dialect: 'postgres',
    events,
    async close() {
      await events.close();
      await kysely.destroy();
    },
  };
}
