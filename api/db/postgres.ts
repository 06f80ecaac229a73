// The PostgreSQL side of the connection (DATABASE_URL): a pg pool behind Kysely's PostgreSQL dialect, and the
// LISTEN connection for messages between processes. Imported only when the shop runs on PostgreSQL.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPostgresEvents, type DbEvents } from './events';
import { refuseNulText } from './nulText';
import type { Database } from './schema';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Counts and sums come back as numbers, as SQLite gives them (bigint and numeric arrive as text otherwise);
 * the shop's counts stay far below 2^53.
 */
export function numericTypes(client: typeof pg): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8 || oid === NUMERIC
        ? (value: string) => Number(value)
        : client.types.getTypeParser(oid, format)) as typeof client.types.getTypeParser,
  };
}

/** The pool's size per process: requests wait for a connection beyond it. */
const POOL_SIZE = 10;

export async function openPostgresKysely(url: string): Promise<{ kysely: Kysely<Database>; events: DbEvents }> {
  const types = numericTypes(pg);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server dropped is replaced on next use; the error must not end the process.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [refuseNulText] });
  try {
    return {
      kysely,
      events: await createPostgresEvents({ url, types, kysely, Client: pg.Client, log: (line) => process.stderr.write(`${line}\n`) }),
    };
  } catch (err) {
    await kysely.destroy();
    throw new Error(`Could not connect to the database at DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`);
  }
}
