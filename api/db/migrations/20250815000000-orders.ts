// Ordering a song: orders, discount codes (with FREELOVE20), Stripe webhook event ids, test-mode checkout sessions.
import { sql, type Kysely } from 'kysely';

// Each table in a function of its own, created in this order (orders refer to discount codes, test sessions to orders).
export async function up(db: Kysely<any>): Promise<void> {
  await createDiscountCodes(db);
  await createOrders(db);
  await createWebhookEvents(db);
  await createTestCheckoutSessions(db);
}

/** The discount codes, FREELOVE20 among them. */
async function createDiscountCodes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('percent_off', 'integer', (c) => c.notNull().check(sql`percent_off between 1 and 100`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('first_order', 'abandoned')`))
    // Lower case; a code with an email works only for that email.
    .addColumn('email', 'text')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses', 'integer')
    .addColumn('expires_at', 'text')
    // The unpaid order an abandoned-checkout code was made for: one code per order, even when the job retries.
    .addColumn('source_order_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db
    .insertInto('discount_codes')
    .values({
      code: 'FREELOVE20',
      percent_off: 20,
      kind: 'first_order',
      email: null,
      uses: 0,
      max_uses: null,
      expires_at: null,
      source_order_id: null,
      created_at: '2025-08-15T00:00:00.000Z',
    })
    .execute();
}

/** The orders and the indexes their lookups use. */
async function createOrders(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('draft_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_token', 'text', (c) => c.notNull().unique())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('use_name_in_lyrics', 'integer', (c) => c.notNull().check(sql`use_name_in_lyrics in (0, 1)`))
    .addColumn('name_pronunciation', 'text')
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('vocal_preference', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('rush_delivery', 'integer', (c) => c.notNull().check(sql`rush_delivery in (0, 1)`))
    .addColumn('discount_code', 'text', (c) => c.references('discount_codes.code'))
    .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_cents', 'integer', (c) => c.notNull().check(sql`base_cents >= 0`))
    .addColumn('rush_fee_cents', 'integer', (c) => c.notNull().check(sql`rush_fee_cents >= 0`))
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_hours', 'integer', (c) => c.notNull().check(sql`delivery_hours > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'in_progress', 'completed', 'delivered', 'rejected')`),
    )
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`payment_status in ('pending', 'paid', 'refunded')`),
    )
    .addColumn('provider', 'text', (c) => c.check(sql`provider in ('stripe', 'test')`))
    .addColumn('provider_session_id', 'text')
    .addColumn('provider_session_url', 'text')
    .addColumn('session_amount_cents', 'integer')
    .addColumn('session_expires_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_provider_session').on('orders').column('provider_session_id').execute();
  await db.schema
    .createIndex('orders_email')
    .on('orders')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
}

/** Stripe events already processed, by id. */
async function createWebhookEvents(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

/** The test-mode checkout's sessions. */
async function createTestCheckoutSessions(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'complete', 'expired')`),
    )
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_checkout_sessions_order').on('test_checkout_sessions').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['test_checkout_sessions', 'webhook_events', 'orders', 'discount_codes']) {
    await db.schema.dropTable(table).execute();
  }
}
