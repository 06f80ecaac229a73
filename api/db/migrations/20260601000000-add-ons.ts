// What buyers add (issue 25): the shop's add-ons, in the owner's order, and what each order chose of them, kept as
// it was sold (name and price) so that the owner's later edits never change an order. Orders learn the add-ons'
// sum and the buyer's tip for the musicians, both 0 for orders made before, and the instrumental version's file
// when one was bought and sent (a delivery column, so on free songs too, where it stays empty); test-mode checkouts keep their lines
// (song, add-ons, tip) as the payment page lists them, empty for those made before.
import type { Kysely } from 'kysely';

/** The shipped add-ons' ids: fixed, so a copy of the shop (copyTables.ts) knows these rows came from here. */
export const DEFAULT_ADD_ON_IDS = ['extra-verse', 'instrumental', 'photo-slideshow'];

const DEFAULT_ADD_ONS = [
  { name: 'Extra verse', description: 'A third verse, with more of your story in it', price_cents: 1900, enabled: 1 },
  {
    name: 'Instrumental version',
    description: 'The song without vocals, to sing along or play under a video',
    price_cents: 1500,
    enabled: 1,
  },
  // Off until the shop renders slideshows itself (issue 25, item 3): it is not sold before it can be made.
  { name: 'Photo slideshow video', description: 'Your photos set to the song, a video to share', price_cents: 2900, enabled: 0 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('add_ons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('add_ons')
    .values(
      DEFAULT_ADD_ONS.map((a, index) => ({ id: DEFAULT_ADD_ON_IDS[index], ...a, sort_order: index, created_at: now, updated_at: now })),
    )
    .execute();

  await db.schema
    .createTable('order_add_ons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('add_on_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('order_add_ons_once', ['order_id', 'add_on_id'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('add_ons_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('tip_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('test_checkout_sessions')
    .addColumn('line_items', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  for (const table of ['orders', 'free_song_submissions']) {
    await db.schema.alterTable(table).addColumn('instrumental_media_id', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'free_song_submissions']) {
    await db.schema.alterTable(table).dropColumn('instrumental_media_id').execute();
  }
  await db.schema.alterTable('test_checkout_sessions').dropColumn('line_items').execute();
  await db.schema.alterTable('orders').dropColumn('tip_cents').execute();
  await db.schema.alterTable('orders').dropColumn('add_ons_cents').execute();
  await db.schema.dropTable('order_add_ons').execute();
  await db.schema.dropTable('add_ons').execute();
}
