// The admin's inbox (issue 23): a contact message is read and answered in the admin area. Its status (`new` until
// opened, then `read`, then `done`) and the reply sent from there are kept with it; existing messages start unread.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('reply', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('replied_at', 'text').execute();
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_created').execute();
  await db.schema.alterTable('contact_messages').dropColumn('replied_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('reply').execute();
  await db.schema.alterTable('contact_messages').dropColumn('status').execute();
}
