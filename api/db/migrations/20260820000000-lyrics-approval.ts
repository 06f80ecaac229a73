// Lyrics approval (issue 26, item 4): the drafts sent to the buyer (version 1, and version 2 after the one change
// they may ask), each with the buyer's answer, and on each order the minutes the shop waited for the buyer, by
// which its due time moves. One draft per order and version (a unique index), so two sends at once store one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lyrics_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version in (1, 2)`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text')
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.check(sql`answer in ('approved', 'change_requested', 'auto_approved')`))
    .addColumn('answered_at', 'text')
    .addColumn('change_note', 'text')
    .execute();
  await db.schema.createIndex('lyrics_drafts_order_version').on('lyrics_drafts').columns(['order_id', 'version']).unique().execute();
  await db.schema
    .alterTable('orders')
    .addColumn('due_shift_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('due_shift_minutes').execute();
  await db.schema.dropTable('lyrics_drafts').execute();
}
