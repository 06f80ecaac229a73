// What differs between SQLite and PostgreSQL, asked of a query's own connection: the data layer decides,
// services never do. Both keep the same schema: text ISO-8601 UTC times, integer cents, 0/1 flags.
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<any>
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The greater of two values, numbers or ISO times (SQLite's two-argument max, PostgreSQL's greatest). */
export function greaterOf<T extends number | string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  a: Expression<T>,
  b: Expression<T> | T,
): RawBuilder<T> {
  return dialectOf(db) === 'postgres' ? sql<T>`greatest(${a}, ${b})` : sql<T>`max(${a}, ${b})`;
}
