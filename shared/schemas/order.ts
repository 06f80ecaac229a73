// The order wizard (spec §3 "Order draft", §5 "Wizard"): one schema per step for the page, and the whole
// order for the API, with the spec's messages word for word.
import { z } from 'zod';
import { GIFT_MESSAGES, parseRevealAt } from '../gift';
import { OFFER_PAGES } from '../offers';
import { TIP_MAX_CENTS } from '../pricing';
import { addOnChoiceSchema } from './addOn';
import { GENRES, MOODS, OCCASIONS, VOCAL_PREFERENCES, type Genre, type Mood, type Occasion, type VocalPreference } from '../enums';
import { EMAIL_PATTERN, text } from './fields';

export const WIZARD_MESSAGES = {
  recipientName: 'Please tell us who this is for',
  occasion: 'Please select an occasion',
  story: 'Please share more details about your story',
  mood: 'Please select a mood',
  genre: 'Please select a genre',
  vocalPreference: 'Please select a vocal preference',
  emailMissing: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  discountCode: 'Please check the discount code: letters, digits and dashes only',
  discountUnknown: 'This discount code is not valid',
  generic: 'Something went wrong. Please try again.',
  orderFailed: 'Failed to create order',
  noCheckoutUrl: 'No checkout URL received',
  invalidCheckoutUrl: 'Invalid checkout URL received',
  tooManyOrders: 'Too many orders from your connection. Please try again later.',
  tooManyCheckouts: 'Too many payment attempts from your connection. Please try again later.',
  tip: `The tip must be a whole number of cents from 0 to ${TIP_MAX_CENTS}`,
  offline: "You're offline. Your song details are saved, and we'll continue to payment as soon as you're back online.",
} as const;

export const STEP_TITLES = ["Let's start with the heart of it", 'Your words become the lyrics', 'Let us shape your melody'] as const;

export const ORDER_LIMITS = {
  name: 100,
  story: 5000,
  dedication: 500,
  email: 254,
  pronunciation: 100,
  discountCode: 40,
  storyMin: 10,
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const step1Schema = z.object({
  recipientName: text('Recipient name', ORDER_LIMITS.name, WIZARD_MESSAGES.recipientName),
  useNameInLyrics: flag('useNameInLyrics'),
  /** Beyond the spec: how to say the name, when it goes in the lyrics. */
  namePronunciation: text('Pronunciation', ORDER_LIMITS.pronunciation).optional(),
  occasion: choice(OCCASIONS, WIZARD_MESSAGES.occasion),
  customerName: text('Your name', ORDER_LIMITS.name).optional(),
});

export const step2Schema = z.object({
  story: z
    .string({ error: WIZARD_MESSAGES.story })
    .trim()
    .min(ORDER_LIMITS.storyMin, { error: WIZARD_MESSAGES.story })
    .max(ORDER_LIMITS.story, { error: `Your story must be ${ORDER_LIMITS.story} characters or fewer` }),
  /** Beyond the spec: the buyer's own words for the recipient, shown on the song page. */
  dedication: text('Your message', ORDER_LIMITS.dedication).optional(),
});

export const step3Schema = z.object({
  mood: choice(MOODS, WIZARD_MESSAGES.mood),
  genre: choice(GENRES, WIZARD_MESSAGES.genre),
  vocalPreference: choice(VOCAL_PREFERENCES, WIZARD_MESSAGES.vocalPreference),
  email: z
    .string({ error: WIZARD_MESSAGES.emailMissing })
    .trim()
    .min(1, { error: WIZARD_MESSAGES.emailMissing })
    .max(ORDER_LIMITS.email, { error: `Email must be ${ORDER_LIMITS.email} characters or fewer` })
    .regex(EMAIL_PATTERN, { error: WIZARD_MESSAGES.emailInvalid }),
  rushDelivery: flag('rushDelivery'),
  /** Beyond the spec: FREELOVE20 or the code mailed after an abandoned checkout. */
  discountCode: z
    .string({ error: WIZARD_MESSAGES.discountCode })
    .trim()
    .toUpperCase()
    .max(ORDER_LIMITS.discountCode, { error: WIZARD_MESSAGES.discountCode })
    .regex(/^[A-Z0-9-]*$/, { error: WIZARD_MESSAGES.discountCode })
    .optional(),
});

/** Beyond the spec (issue 25), in step 3 too: the add-ons chosen and a tip for the musicians; both optional. */
export const extrasSchema = z.object({
  addOns: addOnChoiceSchema.optional(),
  tipCents: z
    .number({ error: WIZARD_MESSAGES.tip })
    .int({ error: WIZARD_MESSAGES.tip })
    .min(0, { error: WIZARD_MESSAGES.tip })
    .max(TIP_MAX_CENTS, { error: WIZARD_MESSAGES.tip })
    .optional(),
});

/**
 * Beyond the spec (issue 25), in step 3 too: when the recipient hears the song (ISO 8601 with its offset; whether
 * it is soon enough and within a year is the server's check against its clock) and their address; both optional.
 */
export const giftSchema = z.object({
  revealAt: z
    .string({ error: GIFT_MESSAGES.revealAtFormat })
    .refine((value) => parseRevealAt(value) !== undefined, { error: GIFT_MESSAGES.revealAtFormat })
    .optional(),
  recipientEmail: z
    .string({ error: GIFT_MESSAGES.recipientEmail })
    .trim()
    .max(ORDER_LIMITS.email, { error: GIFT_MESSAGES.recipientEmail })
    .regex(EMAIL_PATTERN, { error: GIFT_MESSAGES.recipientEmail })
    .optional(),
});

export const STEP_SCHEMAS = [step1Schema, step2Schema, step3Schema] as const;

/**
 * The whole order as POST /api/order/init takes it. `draftId` is ours and optional: with it a retried submit
 * returns the same order; without it (the spec's payload as is) every call is a new order.
 */
export const orderInitSchema = z
  .strictObject({
    draftId: z
      .string({ error: 'draftId must be text' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'draftId must be 8 to 64 letters, digits, - or _' })
      .optional(),
    /** Ours and optional: the page whose offer the customer saw (DESIGN §3); absent means the wizard's. */
    offer: z.enum(OFFER_PAGES, { error: `offer must be one of ${OFFER_PAGES.join(', ')}` }).optional(),
    ...step1Schema.shape,
    ...step2Schema.shape,
    ...step3Schema.shape,
    ...extrasSchema.shape,
    ...giftSchema.shape,
  })
  .superRefine((order, ctx) => {
    // The recipient's page and mail say whom the song is from: a gift needs the buyer's name.
    if ((order.revealAt !== undefined || order.recipientEmail !== undefined) && !order.customerName)
      ctx.addIssue({ code: 'custom', path: ['customerName'], message: GIFT_MESSAGES.giverName });
  });

export type OrderInit = z.output<typeof orderInitSchema>;

/** What the wizard keeps while the customer types (spec §3 "Order draft"): every field, possibly still invalid. */
export interface OrderDraft {
  recipientName: string;
  useNameInLyrics: boolean;
  namePronunciation: string;
  occasion: Occasion | '';
  customerName: string;
  story: string;
  dedication: string;
  mood: Mood | '';
  genre: Genre | '';
  vocalPreference: VocalPreference | '';
  email: string;
  rushDelivery: boolean;
  discountCode: string;
  /** The add-ons ticked, by id (issue 25). */
  addOns: string[];
  /** The tip chosen: none, a percent of the song and add-ons after the discount, or an amount typed in dollars. */
  tip: TipChoice;
  tipAmount: string;
  /** When the recipient hears it (issue 25): as soon as it is ready, or on a date the buyer chooses. */
  giftWhen: GiftWhen;
  /** The date and time chosen, as the buyer's device shows it ("2026-06-12T18:00", no zone): sent with its offset. */
  revealAt: string;
  /** The recipient's address, mailed at that moment; optional. */
  recipientEmail: string;
}

/** When the recipient hears the song: as soon as it is ready (the default), or on a date. */
export const GIFT_WHEN = ['ready', 'date'] as const;
export type GiftWhen = (typeof GIFT_WHEN)[number];

/** The wizard's tip choices: none (the default), TIP_PERCENTS, or an amount. */
export const TIP_CHOICES = ['none', '10', '15', '20', 'amount'] as const;
export type TipChoice = (typeof TIP_CHOICES)[number];

export type DraftField = keyof OrderDraft;

export const EMPTY_DRAFT: OrderDraft = {
  recipientName: '',
  useNameInLyrics: true,
  namePronunciation: '',
  occasion: '',
  customerName: '',
  story: '',
  dedication: '',
  mood: '',
  genre: '',
  vocalPreference: '',
  email: '',
  rushDelivery: false,
  discountCode: '',
  addOns: [],
  tip: 'none',
  tipAmount: '',
  giftWhen: 'ready',
  revealAt: '',
  recipientEmail: '',
};

/** The fields each step asks for, in the order they appear. */
export const STEP_FIELDS: readonly (readonly DraftField[])[] = [
  ['recipientName', 'useNameInLyrics', 'namePronunciation', 'occasion', 'customerName'],
  ['story', 'dedication'],
  [
    'mood',
    'genre',
    'vocalPreference',
    'email',
    'rushDelivery',
    'giftWhen',
    'revealAt',
    'recipientEmail',
    'addOns',
    'tip',
    'tipAmount',
    'discountCode',
  ],
];

export const checkoutRequestSchema = z.strictObject({
  orderId: z.string({ error: 'orderId is missing' }).regex(/^[0-9a-f]{32}$/, { error: 'Order not found' }),
  rushDelivery: flag('rushDelivery'),
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
