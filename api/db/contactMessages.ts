// Queries for messages sent through the contact form.
import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from './schema';

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>) {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}
