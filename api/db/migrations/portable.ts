// The few column types SQLite and PostgreSQL spell differently, for migrations that run on both. On SQLite
// each gives exactly what the migrations always created, so databases made before PostgreSQL are unchanged.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** An integer primary key `id` the database numbers itself (SQLite's autoincrement, PostgreSQL's serial). */
export function autoId(db: Kysely<any>) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialectOf(db) === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A fractional number: SQLite's real is already 8 bytes; PostgreSQL's real would keep only 6 digits. */
export function fraction(db: Kysely<any>): 'real' | 'double precision' {
  return dialectOf(db) === 'postgres' ? 'double precision' : 'real';
}
