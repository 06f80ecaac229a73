// The testimonial form's values and their check (the API's own schema, so the page and the server agree), and a
// server refusal put beside the field it names.
import { fieldMessages } from '../../../shared/schemas/fields';
import {
  testimonialCreateSchema,
  testimonialFieldOf,
  type Testimonial,
  type TestimonialField,
  type TestimonialFields,
} from '../../../shared/schemas/testimonial';

export type TestimonialFormValues = Record<TestimonialField, string>;
export type TestimonialErrors = Partial<Record<TestimonialField, string>>;

export const EMPTY_TESTIMONIAL: TestimonialFormValues = { name: '', location: '', occasion: '', rating: '5', text: '' };

export function testimonialToForm(t: Testimonial): TestimonialFormValues {
  return { name: t.name, location: t.location, occasion: t.occasion, rating: String(t.rating), text: t.text };
}

export function formToTestimonial(
  values: TestimonialFormValues,
): { ok: true; fields: TestimonialFields } | { ok: false; errors: TestimonialErrors } {
  const parsed = testimonialCreateSchema.safeParse({ ...values, rating: Number(values.rating) });
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, errors: fieldMessages(parsed.error) as TestimonialErrors };
}

/** A refusal from the server: beside its field when it names one, else for the whole form. */
export function refusalToErrors(message: string): { errors: TestimonialErrors; general?: string } {
  const field = testimonialFieldOf(message);
  return field ? { errors: { [field]: message } } : { errors: {}, general: message };
}
