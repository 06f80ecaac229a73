// Reviews from verified buyers (issue 25, item 5): what the order page, the admin's moderation and the public pages
// read of them, with their limits and the messages people see. Zod-free, so the order page and the home pages can
// import it; the request schemas are in shared/schemas/review.ts. Text is kept as typed: every page escapes it.

export const REVIEW_LIMITS = { text: 1000, displayName: 60, reply: 1000 } as const;

/** A review can be changed for this many days after it was first sent. */
export const REVIEW_EDIT_DAYS = 30;

/** The review-request mail goes this many days after the song was delivered. */
export const REVIEW_REQUEST_DAYS = 3;

export const REVIEW_MESSAGES = {
  rating: 'Rating must be a whole number of stars from 1 to 5',
  textMissing: 'Please write a few words about your song',
  textTooLong: `Your review must be ${REVIEW_LIMITS.text} characters or fewer`,
  nameMissing: 'Please give the name to show with your review',
  nameTooLong: `The name must be ${REVIEW_LIMITS.displayName} characters or fewer`,
  publish: 'publish must be true or false: may we show your review on our site?',
  orderNotFound: 'Order not found',
  notDelivered: 'You can review your song once it has been delivered.',
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is sent; this one was sent longer ago.`,
  tooMany: 'Too many reviews sent from your connection. Please try again later.',
  notFound: 'Review not found',
  published: 'published must be true or false',
  noConsent: 'This review cannot be published: its author did not allow it.',
  replyTooLong: `The reply must be ${REVIEW_LIMITS.reply} characters or fewer`,
} as const;

/** What every review has, wherever it is shown: its words, its author's consent, whether it shows, the reply. */
interface ReviewBase {
  text: string;
  displayName: string;
  /** The author allows the shop to show it on the site: without this it can never be published. */
  publish: boolean;
  /** Shown on the site now: the shop publishes what the author allowed, once it has read it. */
  published: boolean;
  /** The shop's public answer, if any. */
  reply: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A buyer's review as their order page shows it back to them. */
export interface OrderReview extends ReviewBase {
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Until when the buyer can change it (REVIEW_EDIT_DAYS after it was first sent). */
  editableUntil: string;
}

/** GET /api/orders/{token}/review: whether the order page asks for a review, and the one sent. */
export interface OrderReviewState {
  /** The song was delivered: the buyer may review it (or change their review while it is editable). */
  canReview: boolean;
  review: OrderReview | null;
}

/** Where a review comes from: a paid order's buyer, or a free-song customer's reaction (with their consent). */
export type ReviewSource = 'order' | 'reaction';

/** A review as the admin moderates it (Settings → Testimonials). */
export interface AdminReview extends ReviewBase {
  id: string;
  source: ReviewSource;
  /** The order's reference (AB12CD34), or the free-song submission's for a reaction. */
  reference: string;
  /** Who wrote it, as they gave their name to the shop (not necessarily the name shown). */
  customerName: string;
  email: string;
  recipientName: string;
  occasion: string;
  /** Null for a reaction, which has no stars. */
  rating: number | null;
  publishedAt: string | null;
}

/** The published reviews' summary the Product search data carries: buyers' reviews only, never the owner's entries. */
export interface ReviewSummary {
  count: number;
  /** The mean of their stars, to one decimal. */
  averageRating: number;
}
