// Running the shop: admin sessions and failed logins, free-song submissions, and on orders the admin's
// notes, the delivered song (files, message, the song page's token) and the customer's revision request.
import { sql, type Kysely } from 'kysely';
import { autoId } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .$call(autoId(db))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'attempted_at']).execute();

  await db.schema
    .createTable('free_song_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('special_details', 'text', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('vocal_preference', 'text', (c) => c.notNull())
    .addColumn('agreed_to_video', 'integer', (c) => c.notNull().check(sql`agreed_to_video in (0, 1)`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'in_progress', 'completed', 'delivered', 'reaction_received', 'rejected')`),
    )
    // The browser's id for one submission: a retried submit finds the row it already made.
    .addColumn('client_id', 'text', (c) => c.unique())
    .addColumn('admin_notes', 'text')
    .addColumn('scheduled_send_at', 'text')
    .addColumn('delivery_token', 'text', (c) => c.unique())
    .addColumn('song_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('lyrics_media_id', 'text', (c) => c.references('media_files.id'))
    .addColumn('delivery_message', 'text')
    .addColumn('delivery_created_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('revision_note', 'text')
    .addColumn('revision_requested_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('free_song_submissions_created').on('free_song_submissions').column('created_at').execute();

  // SQLite adds no UNIQUE column to an existing table: the token's uniqueness is an index.
  await db.schema.alterTable('orders').addColumn('admin_notes', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_token', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('song_media_id', 'text', (c) => c.references('media_files.id'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('lyrics_media_id', 'text', (c) => c.references('media_files.id'))
    .execute();
  await db.schema.alterTable('orders').addColumn('delivery_message', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_created_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('revision_note', 'text').execute();
  await db.schema.alterTable('orders').addColumn('revision_requested_at', 'text').execute();
  await db.schema.createIndex('orders_delivery_token').unique().on('orders').column('delivery_token').execute();
  await db.schema.createIndex('orders_paid').on('orders').columns(['payment_status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_paid').execute();
  await db.schema.dropIndex('orders_delivery_token').execute();
  for (const column of [
    'revision_requested_at',
    'revision_note',
    'delivered_at',
    'delivery_created_at',
    'delivery_message',
    'lyrics_media_id',
    'song_media_id',
    'delivery_token',
    'admin_notes',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const table of ['free_song_submissions', 'login_attempts', 'admin_sessions']) await db.schema.dropTable(table).execute();
}
