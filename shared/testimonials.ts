// What the public pages need of the shop's testimonials: their shape and the note beside demo ones. Kept apart from
// the schemas (shared/schemas/testimonial.ts), so the pages that show reviews do not load Zod with them.

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

/** The note beside example reviews on the public pages. */
export const DEMO_REVIEWS_NOTE = 'Example reviews shown until this shop publishes its customers’ own.';
