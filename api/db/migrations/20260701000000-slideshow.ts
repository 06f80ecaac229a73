// The photo slideshow video (issue 25, item 3): the buyer's photos for an order, in the order the buyer chose, and
// the slideshow's state with its two videos (1920×1080 and 1080×1920). The add-on, shipped switched off because the
// shop could not make it, is sold from here on: the shop renders slideshows itself.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id'))
    .addColumn('thumb_media_id', 'text', (c) => c.notNull().references('media_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_photos_order').on('order_photos').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('order_slideshows')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('landscape_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('portrait_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('landscape_poster_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('portrait_poster_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('error', 'text')
    .addColumn('requested_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.updateTable('add_ons').set({ enabled: 1, updated_at: new Date().toISOString() }).where('id', '=', 'photo-slideshow').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('add_ons').set({ enabled: 0 }).where('id', '=', 'photo-slideshow').execute();
  await db.schema.dropTable('order_slideshows').execute();
  await db.schema.dropTable('order_photos').execute();
}
