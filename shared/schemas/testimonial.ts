// The shop's testimonials (issue 23): what customers said, kept and ordered by the owner in Settings and shown on the
// home pages and the free-song page. The shipped ones are demo content until the owner removes or edits them.
// One schema for the admin screen and the API (api/routes/admin/testimonials.ts). Text is kept as typed: pages escape it.
import { z } from 'zod';
import { DEMO_REVIEWS_NOTE } from '../testimonials';
import { text } from './fields';

export type { Testimonial } from '../testimonials';

export const TESTIMONIAL_LIMITS = { name: 60, location: 60, occasion: 40, text: 600 } as const;

export const TESTIMONIAL_MESSAGES = {
  notFound: 'Testimonial not found',
  nameMissing: 'Name is required: the customer’s name as they agreed to show it',
  textMissing: 'Text is required: what the customer said',
  rating: 'Rating must be a whole number of stars from 1 to 5',
  orderNotList: 'ids must be the list of every testimonial’s id',
  orderMismatch: 'ids must name every testimonial exactly once: reload the list and try again',
  /** The note beside example reviews on the public pages. */
  demoNote: DEMO_REVIEWS_NOTE,
} as const;

/** A field's messages start with its name (Name, Location, Occasion, Rating, Text): the form shows each beside its field. */
export const TESTIMONIAL_FIELDS = ['name', 'location', 'occasion', 'rating', 'text'] as const;
export type TestimonialField = (typeof TESTIMONIAL_FIELDS)[number];

/** The field a refusal's message is about (its first word), if any. */
export function testimonialFieldOf(message: string): TestimonialField | undefined {
  const first = message.split(/[\s:]/, 1)[0]?.toLowerCase();
  return TESTIMONIAL_FIELDS.find((f) => f === first);
}

const rating = z
  .number({ error: TESTIMONIAL_MESSAGES.rating })
  .int({ error: TESTIMONIAL_MESSAGES.rating })
  .min(1, { error: TESTIMONIAL_MESSAGES.rating })
  .max(5, { error: TESTIMONIAL_MESSAGES.rating });

const fields = {
  name: text('Name', TESTIMONIAL_LIMITS.name, TESTIMONIAL_MESSAGES.nameMissing),
  location: text('Location', TESTIMONIAL_LIMITS.location),
  occasion: text('Occasion', TESTIMONIAL_LIMITS.occasion),
  rating,
  text: text('Text', TESTIMONIAL_LIMITS.text, TESTIMONIAL_MESSAGES.textMissing),
};

/** POST /api/admin/testimonials: location and occasion may be left empty. */
export const testimonialCreateSchema = z.strictObject({
  ...fields,
  location: fields.location.default(''),
  occasion: fields.occasion.default(''),
});
export type TestimonialInput = z.input<typeof testimonialCreateSchema>;
export type TestimonialFields = z.output<typeof testimonialCreateSchema>;

/** PUT /api/admin/testimonials/{id}: any of the fields. */
export const testimonialUpdateSchema = z.strictObject({
  name: fields.name.optional(),
  location: fields.location.optional(),
  occasion: fields.occasion.optional(),
  rating: rating.optional(),
  text: fields.text.optional(),
});
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

/** PUT /api/admin/testimonials/order: every id once, in the new order (the service checks it names them all). */
export const testimonialOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: TESTIMONIAL_MESSAGES.orderNotList }).max(64, { error: TESTIMONIAL_MESSAGES.orderNotList }), {
      error: TESTIMONIAL_MESSAGES.orderNotList,
    })
    .max(500, { error: TESTIMONIAL_MESSAGES.orderNotList })
    .refine((ids) => new Set(ids).size === ids.length, { error: TESTIMONIAL_MESSAGES.orderMismatch }),
});
export type TestimonialOrder = z.output<typeof testimonialOrderSchema>;

/** What demo content the shop still shows: GET /api/admin/demo-content (the owner's setup checklist). */
export interface DemoContentCounts {
  testimonials: number;
  sampleSongs: number;
}

/** POST /api/admin/demo-content/remove: what went. */
export interface DemoContentRemoved {
  testimonialsRemoved: number;
  sampleSongsRemoved: number;
}
