// A gift date (issue 25, item 4): an order may name the moment its recipient hears the song and the recipient's
// address. The recipient's own link (a token apart from the order's and the song's) opens a countdown until then;
// `revealed_at` records when the stored job revealed it (and mailed the recipient), once.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_gifts')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('reveal_at', 'text')
    .addColumn('recipient_email', 'text')
    .addColumn('revealed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_gifts').execute();
}
