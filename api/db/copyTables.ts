// Copying a whole shop from one database to another (SQLite to PostgreSQL, or back): every table in an order
// that satisfies its foreign keys, in one transaction on the target, then the numbering of the id columns
// moved past the copied ids. The target must hold nothing but what its migrations made.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';
import { DEFAULT_ADD_ON_IDS } from './migrations/20260601000000-add-ons';
import { DEMO_TESTIMONIAL_IDS } from './migrations/20260510000000-testimonials';
import type { Database } from './schema';

type Table = keyof Database & string;

/** Every table, parents before the tables that point at them, each with its primary key. */
export const SHOP_TABLES: ReadonlyArray<{ table: Table; key: string; numbered?: true }> = [
  { table: 'settings', key: 'key' },
  { table: 'app_state', key: 'key' },
  { table: 'offers', key: 'page' },
  { table: 'media_files', key: 'id' },
  { table: 'sample_songs', key: 'id' },
  { table: 'testimonials', key: 'id' },
  { table: 'add_ons', key: 'id' },
  { table: 'contact_messages', key: 'id' },
  { table: 'jobs', key: 'id', numbered: true },
  { table: 'event_payloads', key: 'id', numbered: true },
  { table: 'task_locks', key: 'key' },
  { table: 'mail_log', key: 'id', numbered: true },
  { table: 'discount_codes', key: 'code' },
  { table: 'orders', key: 'id' },
  { table: 'order_add_ons', key: 'id' },
  { table: 'order_photos', key: 'id' },
  { table: 'order_slideshows', key: 'order_id' },
  { table: 'order_gifts', key: 'order_id' },
  { table: 'refunds', key: 'id' },
  { table: 'lyrics_drafts', key: 'id' },
  { table: 'webhook_events', key: 'id' },
  { table: 'test_checkout_sessions', key: 'id' },
  { table: 'free_song_submissions', key: 'id' },
  { table: 'reviews', key: 'id' },
  { table: 'staff_accounts', key: 'id' },
  { table: 'staff_invitations', key: 'token_hash' },
  { table: 'admin_sessions', key: 'token_hash' },
  { table: 'login_attempts', key: 'id', numbered: true },
  { table: 'rate_limit_hits', key: 'id', numbered: true },
  { table: 'mail_unsubscribes', key: 'email' },
  { table: 'chat_sessions', key: 'id' },
  { table: 'chat_messages', key: 'id', numbered: true },
  { table: 'push_subscriptions', key: 'id' },
  { table: 'video_templates', key: 'id' },
  { table: 'generated_videos', key: 'id' },
  { table: 'shop_profile', key: 'id' },
  { table: 'audit_log', key: 'id', numbered: true },
];

/** Rows the migrations themselves insert: a new database has them, and the copy replaces them with the source's. */
const MIGRATION_ROWS: Partial<Record<Table, { key: string; values: string[] }>> = {
  discount_codes: { key: 'code', values: ['FREELOVE20'] },
  testimonials: { key: 'id', values: DEMO_TESTIMONIAL_IDS },
  add_ons: { key: 'id', values: DEFAULT_ADD_ON_IDS },
  video_templates: { key: 'id', values: ['song-teaser', 'reaction-highlight', 'testimonial-quote', 'how-it-works'] },
};

const PAGE = 500;

// Tables are named from SHOP_TABLES only, so the dynamic names below are never input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** The tables a database has that the copy does not know (a newer schema than this code): the copy refuses them. */
export async function unknownTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const known = new Set<string>(SHOP_TABLES.map((t) => t.table));
  return tables.map((t) => t.name).filter((name) => !known.has(name) && !name.startsWith('kysely_') && name !== 'sqlite_sequence');
}

export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of SHOP_TABLES) {
    const row = await loose(db)
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Where the target already holds data of its own (beyond what migrations insert): table and rows. */
export async function dataAlreadyIn(db: Kysely<Database>): Promise<{ table: string; rows: number } | undefined> {
  for (const { table } of SHOP_TABLES) {
    let query = loose(db)
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'));
    const made = MIGRATION_ROWS[table];
    if (made) query = query.where(made.key, 'not in', made.values);
    const rows = Number((await query.executeTakeFirstOrThrow()).n);
    if (rows > 0) return { table, rows };
  }
  return undefined;
}

/** Copies every row of `from` into `to` (empty but for its migrations' rows), all or nothing. Answers the rows copied per table. */
export async function copyTables(
  from: Kysely<Database>,
  to: Kysely<Database>,
  progress: (table: string, rows: number) => void = () => undefined,
): Promise<Record<string, number>> {
  return to.transaction().execute(async (trx) => {
    const copied: Record<string, number> = {};
    for (const [table, made] of Object.entries(MIGRATION_ROWS))
      await loose(trx).deleteFrom(table).where(made.key, 'in', made.values).execute();
    for (const { table, key, numbered } of SHOP_TABLES) {
      let rows = 0;
      for (let offset = 0; ; offset += PAGE) {
        const page = await loose(from).selectFrom(table).selectAll().orderBy(key).limit(PAGE).offset(offset).execute();
        if (page.length) await loose(trx).insertInto(table).values(page).execute();
        rows += page.length;
        if (page.length < PAGE) break;
      }
      if (numbered && dialectOf(to) === 'postgres')
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      copied[table] = rows;
      progress(table, rows);
    }
    return copied;
  });
}
