// Reviews from verified buyers (issue 25, item 5): one per paid order, written on its order page, and one per
// free-song submission for a reaction its customer let the shop publish. The constraints carry the rules: a review
// belongs to exactly one order or submission, an order's has stars (1 to 5), and none is published without consent.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.unique().references('orders.id').onDelete('cascade'))
    .addColumn('submission_id', 'text', (c) => c.unique().references('free_song_submissions.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('allow_publish', 'integer', (c) => c.notNull().check(sql`allow_publish in (0, 1)`))
    .addColumn('published', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`published in (0, 1)`),
    )
    .addColumn('reply', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reviews_one_source', sql`(order_id is null) <> (submission_id is null)`)
    .addCheckConstraint('reviews_order_rated', sql`order_id is null or rating is not null`)
    .addCheckConstraint('reviews_published_with_consent', sql`published = 0 or allow_publish = 1`)
    .execute();
  await db.schema.createIndex('reviews_published').on('reviews').columns(['published', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
