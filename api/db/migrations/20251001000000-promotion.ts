// The free-song promotion: reaction videos and reminders on submissions, the buyer's own words for the
// song page on orders, request limits per address, addresses that unsubscribed, and the index the
// per-recipient mail caps read.
import type { Kysely } from 'kysely';
import { autoId } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('free_song_submissions')
    .addColumn('reaction_media_id', 'text', (c) => c.references('media_files.id'))
    .execute();
  await db.schema.alterTable('free_song_submissions').addColumn('reaction_message', 'text').execute();
  await db.schema.alterTable('free_song_submissions').addColumn('reaction_received_at', 'text').execute();
  await db.schema.alterTable('free_song_submissions').addColumn('reaction_reminded_at', 'text').execute();
  await db.schema.createIndex('free_song_submissions_status').on('free_song_submissions').column('status').execute();

  await db.schema.alterTable('orders').addColumn('dedication', 'text').execute();

  await db.schema
    .createTable('rate_limit_hits')
    .$call(autoId(db))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_subject').on('rate_limit_hits').columns(['bucket', 'subject', 'at']).execute();

  await db.schema
    .createTable('mail_unsubscribes')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('mail_log_recipient').on('mail_log').columns(['to_address', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_log_recipient').execute();
  await db.schema.dropTable('mail_unsubscribes').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.alterTable('orders').dropColumn('dedication').execute();
  await db.schema.dropIndex('free_song_submissions_status').execute();
  for (const column of ['reaction_reminded_at', 'reaction_received_at', 'reaction_message', 'reaction_media_id']) {
    await db.schema.alterTable('free_song_submissions').dropColumn(column).execute();
  }
}
