// Queries for messages sent through the contact form, and the admin's inbox of them.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from './schema';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>) {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every message, newest first (the id breaks a tie between two in the same millisecond). */
export async function listContactMessages(db: Kysely<Database>): Promise<ContactMessageRow[]> {
  return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Sets the status; answers whether the message exists. */
export async function setContactMessageStatus(db: Kysely<Database>, id: string, status: string): Promise<boolean> {
  const result = await db.updateTable('contact_messages').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps the reply that was mailed, and marks the message done. */
export async function saveContactReply(db: Kysely<Database>, id: string, reply: string, at: string): Promise<void> {
  await db.updateTable('contact_messages').set({ reply, replied_at: at, status: 'done' }).where('id', '=', id).execute();
}

export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
