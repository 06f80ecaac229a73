import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MESSAGES } from '../../../shared/schemas/testimonial';
import { EMPTY_TESTIMONIAL, formToTestimonial, refusalToErrors } from './testimonialForm';

describe('the testimonial form', () => {
  it('sends trimmed fields with the rating as a number', () => {
    expect(formToTestimonial({ ...EMPTY_TESTIMONIAL, name: ' Ana ', text: ' Lovely ', rating: '4' })).toEqual({
      ok: true,
      fields: { name: 'Ana', location: '', occasion: '', rating: 4, text: 'Lovely' },
    });
  });

  it('puts each problem beside its field', () => {
    expect(formToTestimonial({ ...EMPTY_TESTIMONIAL, name: 'x'.repeat(61), rating: '0' })).toEqual({
      ok: false,
      errors: { name: 'Name must be 60 characters or fewer', rating: TESTIMONIAL_MESSAGES.rating, text: TESTIMONIAL_MESSAGES.textMissing },
    });
  });

  it('puts a server refusal beside the field it names, or above the form', () => {
    expect(refusalToErrors('Occasion must be 40 characters or fewer')).toEqual({
      errors: { occasion: 'Occasion must be 40 characters or fewer' },
    });
    expect(refusalToErrors('Testimonial not found')).toEqual({ errors: {}, general: 'Testimonial not found' });
  });
});
