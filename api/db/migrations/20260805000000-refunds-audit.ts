// Refunds made from the shop (or found in Stripe), the guarantee's compensation on late orders, and the staff
// audit log (issue 26, items 6–8). The actor is an optional account id plus a label, ready for staff accounts.
import { sql, type Kysely } from 'kysely';
import { autoId } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('admin', 'stripe', 'guarantee')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded')`))
    .addColumn('request_id', 'text')
    .addColumn('provider_refund_id', 'text', (c) => c.unique())
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order_request').on('refunds').columns(['order_id', 'request_id']).unique().execute();

  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('guarantee', 'text').execute();
  await db.schema.alterTable('orders').addColumn('guarantee_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('guarantee_at', 'text').execute();

  await db.schema
    .createTable('audit_log')
    .$call(autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('orders').dropColumn('guarantee_at').execute();
  await db.schema.alterTable('orders').dropColumn('guarantee_code').execute();
  await db.schema.alterTable('orders').dropColumn('guarantee').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
  await db.schema.dropTable('refunds').execute();
}
