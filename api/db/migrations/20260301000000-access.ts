// Access that ends where it should (issue 22). An admin's push device belongs to the sign-in that subscribed it:
// signing out forgets that session's device, a new password forgets them all (a device subscribed with a token
// kept every alert after the token was revoked); devices subscribed before this have no session and stay, listed
// in Settings to be removed. A stored file is served by its id alone only when it is a sample or a delivered
// song or lyrics: the indexes let each media request ask that quickly.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The SHA-256 of the admin session's token (admin_sessions.token_hash); null for customers' subscriptions.
  await db.schema.alterTable('push_subscriptions').addColumn('admin_session_hash', 'text').execute();
  await db.schema.createIndex('sample_songs_media').on('sample_songs').column('media_id').execute();
  for (const table of ['orders', 'free_song_submissions']) {
    await db.schema.createIndex(`${table}_song_media`).on(table).column('song_media_id').execute();
    await db.schema.createIndex(`${table}_lyrics_media`).on(table).column('lyrics_media_id').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'free_song_submissions']) {
    await db.schema.dropIndex(`${table}_lyrics_media`).execute();
    await db.schema.dropIndex(`${table}_song_media`).execute();
  }
  await db.schema.dropIndex('sample_songs_media').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('admin_session_hash').execute();
}
