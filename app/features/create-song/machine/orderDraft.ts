// The wizard's draft as plain data: which step a field is on, the messages a step shows, a stored draft made
// safe to use, and the order the API takes. Pure functions, shared by both machines and the page.
import { GENRES, MOODS, OCCASIONS, VOCAL_PREFERENCES } from '../../../../shared/enums';
import { GIFT_MESSAGES } from '../../../../shared/gift';
import type { OfferPage } from '../../../../shared/offers';
import { tipForPercent, type OrderPrice } from '../../../../shared/pricing';
import { fieldMessages } from '../../../../shared/schemas/fields';
import {
  EMPTY_DRAFT,
  GIFT_WHEN,
  giftSchema,
  orderInitSchema,
  step1Schema,
  step2Schema,
  step3Schema,
  STEP_FIELDS,
  TIP_CHOICES,
  type DraftField,
  type OrderDraft,
  type OrderInit,
} from '../../../../shared/schemas/order';
import { localMoment, withOffset } from './giftMoment';

export type Step = 1 | 2 | 3;
export const LAST_STEP: Step = 3;

export type FieldErrors = Partial<Record<DraftField, string>>;

function parseStep(step: Step, draft: OrderDraft) {
  switch (step) {
    case 1:
      return step1Schema.safeParse(draft);
    case 2:
      return step2Schema.safeParse(draft);
    case 3:
      return step3Schema.safeParse(draft);
  }
}

export function fieldsOf(step: Step): readonly DraftField[] {
  const fields = STEP_FIELDS[step - 1] ?? [];
  // Step 1's name is asked again beside a gift, which says whom it is from.
  return step === 3 ? fields.flatMap((field) => (field === 'recipientEmail' ? [field, 'customerName'] : [field])) : fields;
}

/** Whether step 3 asks for a gift: a date, or the recipient's address. */
export const asksForGift = (draft: Pick<OrderDraft, 'giftWhen' | 'recipientEmail'>) =>
  draft.giftWhen === 'date' || draft.recipientEmail.trim() !== '';

/** Step 3's gift, beyond its schema: a chosen date and time, an address that is one, and the giver's name with it. */
function giftErrors(draft: OrderDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.giftWhen === 'date' && !localMoment(draft.revealAt)) errors.revealAt = GIFT_MESSAGES.revealAtMissing;
  if (draft.recipientEmail.trim() && !giftSchema.shape.recipientEmail.safeParse(draft.recipientEmail).success)
    errors.recipientEmail = GIFT_MESSAGES.recipientEmail;
  if (asksForGift(draft) && !draft.customerName.trim()) errors.customerName = GIFT_MESSAGES.giverName;
  return errors;
}

export function stepOf(field: DraftField): Step {
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return toStep(index + 1);
}

export function toStep(value: unknown): Step {
  return value === 2 || value === 3 ? value : 1;
}

export function isStepValid(step: Step, draft: OrderDraft): boolean {
  return parseStep(step, draft).success && (step !== 3 || Object.keys(giftErrors(draft)).length === 0);
}

/** The first message of every field of the step that is not right yet, in the spec's words. */
export function stepErrors(step: Step, draft: OrderDraft): FieldErrors {
  const result = parseStep(step, draft);
  const messages = result.success ? {} : fieldMessages(result.error);
  const errors: FieldErrors = step === 3 ? giftErrors(draft) : {};
  for (const field of fieldsOf(step)) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function fieldError(field: DraftField, draft: OrderDraft): string | undefined {
  // The giver's name is step 1's field, and asked for again by step 3's gift.
  return stepErrors(stepOf(field), draft)[field] ?? (field === 'customerName' ? giftErrors(draft).customerName : undefined);
}

/** A restored step never skips a step that does not validate (an old or edited record). */
export function reachableStep(requested: Step, draft: OrderDraft): Step {
  for (let step = 1 as Step; step < requested; step = (step + 1) as Step) {
    if (!isStepValid(step, draft)) return step;
  }
  return requested;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : '';

/** Whatever was stored (an older version, a hand-edited record) as a draft with every field of the right type. */
export function normalizeDraft(raw: unknown): OrderDraft {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const str = (key: DraftField) => (typeof source[key] === 'string' ? (source[key] as string) : (EMPTY_DRAFT[key] as string));
  const bool = (key: DraftField) => (typeof source[key] === 'boolean' ? (source[key] as boolean) : (EMPTY_DRAFT[key] as boolean));
  return {
    recipientName: str('recipientName'),
    useNameInLyrics: bool('useNameInLyrics'),
    namePronunciation: str('namePronunciation'),
    occasion: oneOf(OCCASIONS, source.occasion),
    customerName: str('customerName'),
    story: str('story'),
    dedication: str('dedication'),
    mood: oneOf(MOODS, source.mood),
    genre: oneOf(GENRES, source.genre),
    vocalPreference: oneOf(VOCAL_PREFERENCES, source.vocalPreference),
    email: str('email'),
    rushDelivery: bool('rushDelivery'),
    discountCode: str('discountCode'),
    addOns: Array.isArray(source.addOns) ? source.addOns.filter((id): id is string => typeof id === 'string') : [],
    tip: oneOf(TIP_CHOICES, source.tip) || 'none',
    tipAmount: str('tipAmount'),
    giftWhen: oneOf(GIFT_WHEN, source.giftWhen) || 'ready',
    revealAt: str('revealAt'),
    recipientEmail: str('recipientEmail'),
  };
}

/** Whether nothing has been entered: every field as a new draft has it. */
export function isEmptyDraft(draft: OrderDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as DraftField[]).every((field) => {
    const value = draft[field];
    const empty = EMPTY_DRAFT[field];
    return Array.isArray(value) && Array.isArray(empty) ? value.length === empty.length : value === empty;
  });
}

/**
 * The tip in cents: a percent of what the song and its add-ons cost after the discount (`price`, without a tip),
 * or the amount typed in dollars ("12", "12.50", "$12"); nothing for anything else. Over the cap it stays as
 * typed: the server says what the most is.
 */
export function tipCentsOf(draft: Pick<OrderDraft, 'tip' | 'tipAmount'>, price: OrderPrice): number {
  if (draft.tip === 'none') return 0;
  if (draft.tip !== 'amount') return tipForPercent(price, Number(draft.tip));
  const typed = draft.tipAmount.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(typed)) return 0;
  return Math.round(Number(typed) * 100);
}

const DRAFT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isDraftId(value: unknown): value is string {
  return typeof value === 'string' && DRAFT_ID.test(value);
}

/** A random id for one draft (randomUUID needs a secure context; getRandomValues does not). */
export function newDraftId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What step 3 priced besides the draft's own fields: the add-ons still offered among those ticked, the tip in cents. */
export interface OrderExtras {
  addOns: string[];
  tipCents: number;
}

/**
 * The order as POST /api/order/init takes it, or null while the draft is incomplete. Blank optional fields are
 * left out; the offer is named when there is one, so the server charges the price the customer was shown; the
 * add-ons and tip are sent only when there are some.
 */
export function toOrderInit(draft: OrderDraft, draftId: string, offer?: OfferPage, extras?: OrderExtras): OrderInit | null {
  // The draft's add-on and tip choices become `extras`, priced by the page: never sent as they are.
  const { namePronunciation, customerName, discountCode, dedication, addOns: _ticked, tip: _tip, tipAmount: _amount, ...rest } = draft;
  // The gift's date goes with the device's offset, and only when a date is chosen.
  const { giftWhen, revealAt, recipientEmail, ...required } = rest;
  const moment = giftWhen === 'date' ? localMoment(revealAt) : undefined;
  const result = orderInitSchema.safeParse({
    draftId,
    ...(offer ? { offer } : {}),
    ...required,
    ...(draft.useNameInLyrics && namePronunciation.trim() ? { namePronunciation } : {}),
    ...(customerName.trim() ? { customerName } : {}),
    ...(dedication.trim() ? { dedication } : {}),
    ...(discountCode.trim() ? { discountCode } : {}),
    ...(extras?.addOns.length ? { addOns: extras.addOns } : {}),
    ...(extras?.tipCents ? { tipCents: extras.tipCents } : {}),
    ...(moment ? { revealAt: withOffset(moment) } : {}),
    ...(recipientEmail.trim() ? { recipientEmail } : {}),
  });
  return result.success ? result.data : null;
}

/** The wizard's field a refusal is about (the server's `{ error, field }`), when it names one of them. */
export function draftFieldOf(field: string | undefined): DraftField | null {
  const named = STEP_FIELDS.flat().find((draftField) => draftField === field);
  return named ?? null;
}
