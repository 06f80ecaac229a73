// The cheapest query that proves the database answers.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
