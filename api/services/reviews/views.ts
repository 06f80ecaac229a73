// Reviews as each side sees them (issue 25): the buyer on their order page, the admin moderating, the public pages.
import { displayReference } from '../../../shared/pricing';
import { REVIEW_EDIT_DAYS, type AdminReview, type OrderReview } from '../../../shared/reviews';
import type { PublicTestimonial } from '../../../shared/testimonials';
import type { AdminReviewRow } from '../../db/reviews';
import type { ReviewRow } from '../../db/schema';

const EDIT_MS = REVIEW_EDIT_DAYS * 24 * 3_600_000;

/** Until when its author may change a review: REVIEW_EDIT_DAYS after it was first sent. */
export const editableUntil = (r: ReviewRow) => new Date(Date.parse(r.created_at) + EDIT_MS).toISOString();

/** What every view of a review shows the same way. */
const common = (r: ReviewRow) => ({
  text: r.text,
  displayName: r.display_name,
  publish: r.allow_publish === 1,
  published: r.published === 1,
  reply: r.reply,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** An order's review (it always has stars) as its buyer sees it. */
export const toOrderReview = (r: ReviewRow): OrderReview => ({ ...common(r), rating: r.rating ?? 0, editableUntil: editableUntil(r) });

export const toAdminReview = (r: AdminReviewRow): AdminReview => ({
  ...common(r),
  id: r.id,
  source: r.order_id ? 'order' : 'reaction',
  reference: displayReference(r.order_id ?? r.submission_id ?? ''),
  customerName: r.customer_name ?? '',
  email: r.email ?? '',
  recipientName: r.recipient_name ?? '',
  occasion: r.occasion ?? '',
  rating: r.rating,
  publishedAt: r.published_at,
});

/** A published review as the pages show it among the testimonials. */
export const toPublicTestimonial = (r: AdminReviewRow): PublicTestimonial => ({
  id: r.id,
  name: r.display_name,
  location: '',
  occasion: r.occasion ?? '',
  rating: r.rating,
  text: r.text,
  demo: false,
  source: r.order_id ? 'buyer' : 'free-song',
  reply: r.reply,
  publishedAt: r.published_at ?? r.updated_at,
});
