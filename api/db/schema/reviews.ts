// Reviews (issue 25) as Kysely sees them: a buyer's review of their order, or a free-song customer's reaction they
// let the shop publish. Flags are 0/1.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface ReviewsTable {
  id: string;
  /** The order reviewed (its buyer wrote it); null for a reaction. */
  order_id: string | null;
  /** The free-song submission whose reaction this is; null for an order's review. */
  submission_id: string | null;
  /** 1 to 5; null for a reaction. */
  rating: number | null;
  text: string;
  display_name: string;
  /** The author's consent to publish it. */
  allow_publish: number;
  published: Generated<number>;
  reply: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReviewRow = Insertable<ReviewsTable>;
export type ReviewChange = Updateable<ReviewsTable>;
