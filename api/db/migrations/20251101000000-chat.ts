// Live chat and web push: chat sessions (the customer's token kept only as its hash), their messages (the
// integer id orders them and is the event id of the live streams), and push subscriptions with what each is for.
import { sql, type Kysely } from 'kysely';
import { autoId } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    // Up to which message id each side has read.
    .addColumn('admin_read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    // When the customer was told that replies also come by email (no one answered in time).
    .addColumn('email_fallback_at', 'text')
    .execute();
  await db.schema.createIndex('chat_sessions_activity').on('chat_sessions').column('last_message_at').execute();

  await db.schema
    .createTable('chat_messages')
    .$call(autoId(db))
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('customer', 'admin')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // When an admin reply went to the customer by email (the fallback): each reply is mailed once.
    .addColumn('emailed_at', 'text')
    .execute();
  await db.schema.createIndex('chat_messages_session').on('chat_messages').columns(['session_id', 'id']).execute();
  // A resent message (same browser id) is the one already stored.
  await db.schema
    .createIndex('chat_messages_client_id')
    .unique()
    .on('chat_messages')
    .columns(['session_id', 'client_message_id'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // 'admin' (an admin's device), or a customer's 'order' (by id), 'free_song' (by id) or 'chat' (by session id).
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('admin', 'order', 'free_song', 'chat')`))
    .addColumn('owner_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_owner').on('push_subscriptions').columns(['owner_kind', 'owner_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['push_subscriptions', 'chat_messages', 'chat_sessions']) await db.schema.dropTable(table).execute();
}
