// What the public pages need of the shop's testimonials (the owner's and the published reviews): their shape and the
// note beside demo ones. Kept apart from the schemas (shared/schemas/testimonial.ts), so the pages that show reviews
// do not load Zod with them.

/** A testimonial as the shop shows it; `demo` marks the shipped examples. */
export interface Testimonial {
  id: string;
  name: string;
  location: string;
  occasion: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  demo: boolean;
}

/**
 * What the public pages show (GET /api/testimonials): the reviews the shop published (issue 25), newest first, then
 * the owner's own testimonials in the owner's order. A published review says where it comes from.
 */
export interface PublicTestimonial extends Omit<Testimonial, 'rating'> {
  /** Whole stars, 1 to 5; null for a free-song customer's reaction, which has none. */
  rating: number | null;
  /** Absent for the owner's own entries; `buyer` is a verified buyer's review of their order, `free-song` a free-song customer's reaction. */
  source?: 'buyer' | 'free-song';
  /** The shop's public answer to a review. */
  reply?: string | null;
  /** When a review was published. */
  publishedAt?: string;
}

/** The note beside example reviews on the public pages. */
export const DEMO_REVIEWS_NOTE = 'Example reviews shown until this shop publishes its customers’ own.';

/** The note when examples are shown beside published reviews: each example says so on its card. */
export const DEMO_BESIDE_REVIEWS_NOTE = 'Reviews marked “Example” were shipped with this shop; the others are its customers’ own.';
