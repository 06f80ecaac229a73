// An admin's push device belongs to the sign-in that subscribed it: signing out forgets that session's device,
// a new password forgets them all (issue 22: a device subscribed with a token kept every alert after the token
// was revoked). Devices subscribed before this have no session: they stay, listed in Settings to be removed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The SHA-256 of the admin session's token (admin_sessions.token_hash); null for customers' subscriptions.
  await db.schema.alterTable('push_subscriptions').addColumn('admin_session_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('admin_session_hash').execute();
}
