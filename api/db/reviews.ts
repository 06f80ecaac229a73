// Queries for reviews (issue 25): a buyer's review of their order and a free-song customer's reaction they let the
// shop publish; the order a review is for, found by its page's token; the admin's list and the published ones.
import { sql, type Kysely } from 'kysely';
import type { Database, NewReviewRow, ReviewChange, ReviewRow } from './schema';

/** What a review needs of its order: who bought it, for whom, and whether (and when) the song was delivered. */
export interface ReviewedOrder {
  id: string;
  public_token: string;
  email: string;
  customer_name: string | null;
  recipient_name: string;
  occasion: string;
  payment_status: string;
  delivered_at: string | null;
}

const ORDER_COLUMNS = [
  'id',
  'public_token',
  'email',
  'customer_name',
  'recipient_name',
  'occasion',
  'payment_status',
  'delivered_at',
] as const;

export async function findReviewedOrder(db: Kysely<Database>, by: { token: string } | { id: string }): Promise<ReviewedOrder | undefined> {
  const query = db.selectFrom('orders').select(ORDER_COLUMNS);
  return ('token' in by ? query.where('public_token', '=', by.token) : query.where('id', '=', by.id)).executeTakeFirst();
}

export async function findReview(db: Kysely<Database>, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReviewOf(
  db: Kysely<Database>,
  of: { orderId: string } | { submissionId: string },
): Promise<ReviewRow | undefined> {
  const query = db.selectFrom('reviews').selectAll();
  return (
    'orderId' in of ? query.where('order_id', '=', of.orderId) : query.where('submission_id', '=', of.submissionId)
  ).executeTakeFirst();
}

/** Inserts a review (in the transaction that found none for its order or submission: the columns are unique). */
export async function insertReview(db: Kysely<Database>, row: NewReviewRow): Promise<void> {
  await db.insertInto('reviews').values(row).execute();
}

export async function updateReview(db: Kysely<Database>, id: string, change: ReviewChange): Promise<void> {
  await db.updateTable('reviews').set(change).where('id', '=', id).execute();
}

/** A review as the admin sees it: with its order's or submission's customer, recipient and occasion. */
export interface AdminReviewRow extends ReviewRow {
  customer_name: string | null;
  email: string | null;
  recipient_name: string | null;
  occasion: string | null;
}

function withAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .leftJoin('orders', 'orders.id', 'reviews.order_id')
    .leftJoin('free_song_submissions as s', 's.id', 'reviews.submission_id')
    .selectAll('reviews')
    .select((eb) => [
      eb.fn.coalesce('orders.customer_name', 's.name').as('customer_name'),
      eb.fn.coalesce('orders.email', 's.email').as('email'),
      eb.fn.coalesce('orders.recipient_name', 's.recipient_name').as('recipient_name'),
      eb.fn.coalesce('orders.occasion', 's.occasion').as('occasion'),
    ]);
}

/** Every review, the latest sent or changed first. */
export async function listReviews(db: Kysely<Database>): Promise<AdminReviewRow[]> {
  return withAuthor(db).orderBy('reviews.updated_at', 'desc').orderBy('reviews.id').execute();
}

export async function findAdminReview(db: Kysely<Database>, id: string): Promise<AdminReviewRow | undefined> {
  return withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** The published reviews, newest first, at most `limit`, with the occasion of what they review. */
export async function listPublishedReviews(db: Kysely<Database>, limit: number): Promise<AdminReviewRow[]> {
  return withAuthor(db)
    .where('reviews.published', '=', 1)
    .orderBy('reviews.published_at', 'desc')
    .orderBy('reviews.id')
    .limit(limit)
    .execute();
}

/** How many buyers' reviews are published and their mean rating (reactions have none and do not count). */
export async function publishedRatings(db: Kysely<Database>): Promise<{ count: number; average: number | null }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number | null>`avg(${eb.ref('rating')})`.as('average')])
    .where('published', '=', 1)
    .where('order_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), average: row.average === null ? null : Number(row.average) };
}
