// Opens the one SQLite file (WAL, foreign keys, busy timeout) and applies pending migrations.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export interface Db {
  kysely: Kysely<Database>;
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

export async function openDatabase(file: string): Promise<Db> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });

  const { error, results } = await new Migrator({ db: kysely, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await kysely.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  return {
    kysely,
    sqlite,
    async close() {
      try {
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // a closed or busy database needs no checkpoint
      }
      await kysely.destroy();
    },
  };
}
