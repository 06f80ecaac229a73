// The wizard's rules: each step's messages word for word, and the whole order as the API takes it.
import { describe, expect, it } from 'vitest';
import { fieldMessages, firstMessage } from './fields';
import { GIFT_MESSAGES } from '../gift';
import { EMPTY_DRAFT, orderInitSchema, step1Schema, step2Schema, step3Schema, WIZARD_MESSAGES } from './order';

// The draft's tip and gift choices are the page's (it sends tipCents, and a chosen date with its offset): the rest
// of an empty draft is an empty payload.
const { tip: _tip, tipAmount: _tipAmount, giftWhen: _when, revealAt: _at, recipientEmail: _to, ...emptyPayload } = EMPTY_DRAFT;
const complete = {
  ...emptyPayload,
  draftId: 'draft_12345678',
  recipientName: 'Maria',
  occasion: 'Anniversary',
  story: 'We met at a bus stop in the rain.',
  mood: 'Romantic',
  genre: 'Pop',
  vocalPreference: 'Female',
  email: 'sam@example.com',
};

describe('step 1', () => {
  it('asks who it is for and the occasion', () => {
    const result = step1Schema.safeParse({ ...EMPTY_DRAFT, recipientName: '   ' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ recipientName: WIZARD_MESSAGES.recipientName, occasion: WIZARD_MESSAGES.occasion });
    expect(WIZARD_MESSAGES.recipientName).toBe('Please tell us who this is for');
    expect(WIZARD_MESSAGES.occasion).toBe('Please select an occasion');
  });

  it('accepts a name and one of the 13 occasions, with the optional fields empty', () => {
    expect(step1Schema.safeParse({ ...EMPTY_DRAFT, recipientName: 'Maria', occasion: 'Loss / Grief' }).success).toBe(true);
    expect(step1Schema.safeParse({ ...EMPTY_DRAFT, recipientName: 'Maria', occasion: 'Divorce' }).success).toBe(false);
  });
});

describe('step 2', () => {
  it.each(['', 'too short', '         short    '])('wants at least 10 characters after trimming (%j)', (story) => {
    const result = step2Schema.safeParse({ story });
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe('Please share more details about your story');
  });

  it('accepts 10 characters', () => {
    expect(step2Schema.safeParse({ story: '  0123456789  ' }).success).toBe(true);
  });
});

describe('step 3', () => {
  it('asks for mood, genre, voice and email with the spec’s messages', () => {
    const result = step3Schema.safeParse({ ...EMPTY_DRAFT });
    expect(fieldMessages(result.error!)).toEqual({
      mood: 'Please select a mood',
      genre: 'Please select a genre',
      vocalPreference: 'Please select a vocal preference',
      email: 'Please enter your email',
    });
  });

  it('wants an email of the form name@host.tld', () => {
    const result = step3Schema.safeParse({ ...complete, email: 'sam@example' });
    expect(fieldMessages(result.error!)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('upper-cases a discount code and refuses odd characters', () => {
    expect(step3Schema.parse({ ...complete, discountCode: ' freelove20 ' }).discountCode).toBe('FREELOVE20');
    expect(step3Schema.safeParse({ ...complete, discountCode: 'FREE LOVE' }).success).toBe(false);
  });
});

describe('orderInitSchema', () => {
  it('takes a complete order with its draft id', () => {
    expect(orderInitSchema.parse(complete).recipientName).toBe('Maria');
  });

  it('refuses unknown fields, such as a price', () => {
    const result = orderInitSchema.safeParse({ ...complete, price: 1 });
    expect(firstMessage(result.error!)).toBe('Unknown field: price');
  });

  it('refuses wrong types with a message', () => {
    const result = orderInitSchema.safeParse({ ...complete, rushDelivery: 'yes' });
    expect(firstMessage(result.error!)).toBe('rushDelivery must be true or false');
  });

  it('takes the spec payload without a draft id, and refuses a malformed one', () => {
    const { draftId: _, ...rest } = complete;
    expect(orderInitSchema.safeParse(rest).success).toBe(true);
    expect(firstMessage(orderInitSchema.safeParse({ ...rest, draftId: 'x' }).error!)).toBe(
      'draftId must be 8 to 64 letters, digits, - or _',
    );
  });

  it('takes a gift date with its offset and the recipient’s address, with the buyer’s name', () => {
    const gift = { revealAt: '2026-06-12T18:00:00+02:00', recipientEmail: ' maria@example.com ' };
    expect(orderInitSchema.parse({ ...complete, ...gift, customerName: 'Tom' })).toMatchObject({
      ...gift,
      recipientEmail: 'maria@example.com',
    });
    expect(fieldMessages(orderInitSchema.safeParse({ ...complete, ...gift }).error!)).toEqual({ customerName: GIFT_MESSAGES.giverName });
    expect(fieldMessages(orderInitSchema.safeParse({ ...complete, customerName: 'Tom', revealAt: '2026-06-12T18:00' }).error!)).toEqual({
      revealAt: GIFT_MESSAGES.revealAtFormat,
    });
  });
});
