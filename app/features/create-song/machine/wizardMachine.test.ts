// The wizard machine, transition by transition: steps, validation messages, saving, the hand-over to checkout.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { OrderInitResponse } from '../../../../shared/api-types';
import { EMPTY_DRAFT, WIZARD_MESSAGES, type OrderDraft, type OrderInit } from '../../../../shared/schemas/order';
import { ApiError } from '../../../core/api/client';
import type { SavedDraft } from '../drafts';
import { checkoutMachine } from './checkoutMachine';
import { wizardMachine, type DraftSaveEvent, type WizardInput } from './wizardMachine';

const STEP1: Partial<OrderDraft> = { recipientName: 'Maria', occasion: 'Anniversary' };
const STEP2: Partial<OrderDraft> = { story: 'We met at a bus stop in the rain.' };
const STEP3: Partial<OrderDraft> = { mood: 'Romantic', genre: 'Pop', vocalPreference: 'Female', email: 'sam@example.com' };
const COMPLETE: OrderDraft = { ...EMPTY_DRAFT, ...STEP1, ...STEP2, ...STEP3 };

/** A wizard whose saves are recorded and whose checkout never leaves this process. */
function start(input?: WizardInput, answer: (order: OrderInit) => Promise<OrderInitResponse> = () => new Promise(() => undefined)) {
  const saved: SavedDraft[] = [];
  const orders: OrderInit[] = [];
  const machine = wizardMachine.provide({
    actors: {
      draftSaver: fromCallback<DraftSaveEvent>(({ receive }) => {
        receive((event) => saved.push(structuredClone(event.saved)));
      }),
      checkout: checkoutMachine.provide({
        actors: {
          // By default never settles: the test looks at what checkout was handed, not at what it does with it.
          createOrder: fromPromise<OrderInitResponse, OrderInit>(({ input: order }) => {
            orders.push(order);
            return answer(order);
          }),
        },
        guards: { isOffline: () => false },
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const checkout = () => actor.getSnapshot().children.checkout!.getSnapshot();
  return { actor, saved, orders, checkout, lastSaved: () => saved.at(-1) };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<OrderDraft>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field, value } as never);
}

describe('starting', () => {
  it('starts on step 1 with an empty draft, a new draftId and no errors', () => {
    const { actor } = start();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('step1');
    expect(context.step).toBe(1);
    expect(context.draft).toEqual(EMPTY_DRAFT);
    expect(context.draftId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(context.errors).toEqual({});
    expect(context.touched).toEqual({});
    expect(context.draft.useNameInLyrics).toBe(true);
  });

  it('gives every new draft its own draftId', () => {
    expect(start().actor.getSnapshot().context.draftId).not.toBe(start().actor.getSnapshot().context.draftId);
  });

  it('resumes a saved draft on its saved step with its draftId', () => {
    const { actor } = start({ draft: { ...COMPLETE, story: 'A long enough story' }, step: 3, draftId: 'saved-draft-1', submitted: true });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('step3');
    expect(context.step).toBe(3);
    expect(context.draft.story).toBe('A long enough story');
    expect(context.draftId).toBe('saved-draft-1');
    expect(context.submitted).toBe(true);
  });

  it('resumes on step 2 when step 2 was saved', () => {
    const { actor } = start({ draft: { ...EMPTY_DRAFT, ...STEP1 }, step: 2, draftId: 'saved-draft-2' });
    expect(actor.getSnapshot().value).toBe('step2');
  });

  it('never resumes past a step that does not validate', () => {
    expect(start({ draft: { ...EMPTY_DRAFT, ...STEP2, ...STEP3 }, step: 3 }).actor.getSnapshot().value).toBe('step1');
    expect(start({ draft: { ...EMPTY_DRAFT, ...STEP1, ...STEP3 }, step: 3 }).actor.getSnapshot().value).toBe('step2');
  });

  it('makes a damaged saved record safe: unknown values dropped, wrong types replaced, a bad draftId renewed', () => {
    const { actor } = start({
      draft: { recipientName: 42, occasion: 'Divorce', mood: 'Joyful', useNameInLyrics: 'yes', extra: 'x' },
      step: 7,
      draftId: 'no',
      submitted: true,
    });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('step1');
    expect(context.draft).toEqual({ ...EMPTY_DRAFT, mood: 'Joyful' });
    expect(context.draftId).not.toBe('no');
    expect(context.submitted).toBe(false);
  });
});

describe('waiting for the saved draft', () => {
  it('shows a new draft on step 1 and saves nothing, whatever it is sent, until it starts', () => {
    const { actor, saved } = start({ waiting: true });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
    fill(actor, STEP1);
    actor.send({ type: 'field.blurred', field: 'email' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(saved).toEqual([]);
  });

  it('takes up the saved draft on its saved step when started with it, and saves it unchanged', () => {
    const { actor, lastSaved } = start({ waiting: true });
    const draft = { ...EMPTY_DRAFT, ...STEP1, ...STEP2 };
    actor.send({ type: 'start', input: { draft, step: 3, draftId: 'saved-draft-3', offer: 'landing' } });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('step3');
    expect(context.draft).toEqual(draft);
    expect(context.draftId).toBe('saved-draft-3');
    expect(lastSaved()).toEqual({ step: 3, draft, draftId: 'saved-draft-3', submitted: false, offer: 'landing' });
  });

  it('starts a new draft on step 1 when there is none, then works as usual; a second start changes nothing', () => {
    const { actor, lastSaved } = start({ waiting: true });
    actor.send({ type: 'start', input: {} });
    expect(actor.getSnapshot().value).toBe('step1');
    const { draftId } = actor.getSnapshot().context;
    fill(actor, STEP1);
    actor.send({ type: 'start', input: { draft: EMPTY_DRAFT, step: 1, draftId: 'another-draft' } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step2');
    expect(lastSaved()).toMatchObject({ step: 2, draftId, draft: { ...EMPTY_DRAFT, ...STEP1 } });
  });

  it('saves no new, untouched draft (so a first visit never opens the database), but saves it from the first change', () => {
    const { actor, saved, lastSaved } = start({ waiting: true });
    actor.send({ type: 'start', input: {} });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(saved).toEqual([]);
    actor.send({ type: 'field.changed', field: 'recipientName', value: 'M' });
    expect(lastSaved()).toMatchObject({ step: 1, draft: { ...EMPTY_DRAFT, recipientName: 'M' } });
  });

  it('saves a draft with nothing typed yet when it carries something: an offer, a code, or a sent draftId', () => {
    const offered = start({ waiting: true });
    offered.actor.send({ type: 'start', input: { offer: 'landing' } });
    expect(offered.lastSaved()).toMatchObject({ step: 1, draft: EMPTY_DRAFT, offer: 'landing' });

    const coded = start({ waiting: true });
    coded.actor.send({ type: 'start', input: { draft: { ...EMPTY_DRAFT, discountCode: 'SPRING' } } });
    expect(coded.lastSaved()).toMatchObject({ step: 1, draft: { discountCode: 'SPRING' } });

    const sent = start({ draft: EMPTY_DRAFT, draftId: 'sent-draft-1', submitted: true });
    expect(sent.lastSaved()).toMatchObject({ step: 1, draftId: 'sent-draft-1', submitted: true });
  });

  it('never waits when started with what was saved (a page rendered in the browser reads the draft first)', () => {
    const { actor } = start({ draft: { ...EMPTY_DRAFT, ...STEP1 }, step: 2, draftId: 'saved-draft-2' });
    actor.send({ type: 'start', input: { waiting: true } });
    expect(actor.getSnapshot().value).toBe('step2');
  });
});

describe('field.changed', () => {
  it('updates the draft', () => {
    const { actor } = start();
    actor.send({ type: 'field.changed', field: 'recipientName', value: 'Maria' });
    actor.send({ type: 'field.changed', field: 'useNameInLyrics', value: false });
    actor.send({ type: 'field.changed', field: 'occasion', value: 'New Baby' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ recipientName: 'Maria', useNameInLyrics: false, occasion: 'New Baby' });
  });

  it("clears that field's error and only that one", () => {
    const { actor } = start();
    actor.send({ type: 'step.next' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['recipientName', 'occasion']);
    actor.send({ type: 'field.changed', field: 'recipientName', value: 'M' });
    expect(actor.getSnapshot().context.errors).toEqual({ occasion: WIZARD_MESSAGES.occasion });
  });

  it('saves step, draft, draftId and offer on every change', () => {
    const { actor, saved, lastSaved } = start();
    const before = saved.length;
    actor.send({ type: 'field.changed', field: 'recipientName', value: 'Mar' });
    actor.send({ type: 'field.changed', field: 'recipientName', value: 'Maria' });
    expect(saved.length).toBe(before + 2);
    expect(lastSaved()).toEqual({
      step: 1,
      draft: { ...EMPTY_DRAFT, recipientName: 'Maria' },
      draftId: actor.getSnapshot().context.draftId,
      submitted: false,
      offer: 'wizard',
    });
  });

  it('tells checkout which field changed, so a server error about that field goes away', async () => {
    const refuse = () => Promise.reject(new ApiError(400, 'Bad Request', WIZARD_MESSAGES.discountUnknown, { field: 'discountCode' }));
    const { actor, checkout } = start({ draft: { ...COMPLETE, discountCode: 'NOPE' }, step: 3 }, refuse);
    actor.send({ type: 'submit' });
    await waitFor(actor.getSnapshot().children.checkout!, (s) => s.matches('failed'));
    expect(checkout().context).toMatchObject({ error: 'This discount code is not valid', errorField: 'discountCode' });
    actor.send({ type: 'field.changed', field: 'email', value: 'other@example.com' });
    expect(checkout().value).toBe('failed');
    actor.send({ type: 'field.changed', field: 'discountCode', value: 'FREELOVE20' });
    expect(checkout().value).toBe('idle');
    expect(checkout().context.error).toBeNull();
  });
});

describe('field.blurred', () => {
  it('shows the error of a field left invalid, in the spec’s words, and marks it touched', () => {
    const { actor } = start();
    actor.send({ type: 'field.blurred', field: 'recipientName' });
    expect(actor.getSnapshot().context.errors).toEqual({ recipientName: 'Please tell us who this is for' });
    expect(actor.getSnapshot().context.touched).toEqual({ recipientName: true });
    actor.send({ type: 'field.blurred', field: 'occasion' });
    expect(actor.getSnapshot().context.errors.occasion).toBe('Please select an occasion');
  });

  it('shows nothing for a valid or optional field, and removes an error that no longer applies', () => {
    const { actor } = start();
    actor.send({ type: 'field.blurred', field: 'customerName' });
    actor.send({ type: 'field.blurred', field: 'namePronunciation' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'field.blurred', field: 'recipientName' });
    fill(actor, { recipientName: '  ' });
    actor.send({ type: 'field.blurred', field: 'recipientName' });
    expect(actor.getSnapshot().context.errors.recipientName).toBe(WIZARD_MESSAGES.recipientName);
    fill(actor, { recipientName: 'Maria' });
    actor.send({ type: 'field.blurred', field: 'recipientName' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('tells a missing email from a malformed one', () => {
    const { actor } = start({ draft: { ...COMPLETE, email: '' }, step: 3 });
    actor.send({ type: 'field.blurred', field: 'email' });
    expect(actor.getSnapshot().context.errors.email).toBe('Please enter your email');
    fill(actor, { email: 'sam@example' });
    actor.send({ type: 'field.blurred', field: 'email' });
    expect(actor.getSnapshot().context.errors.email).toBe('Please enter a valid email address');
  });

  it('checks the story after trimming (at least 10 characters)', () => {
    const { actor } = start({ draft: { ...EMPTY_DRAFT, ...STEP1, story: '   too short   ' }, step: 2 });
    actor.send({ type: 'field.blurred', field: 'story' });
    expect(actor.getSnapshot().context.errors.story).toBe('Please share more details about your story');
  });

  it('checks the discount code format', () => {
    const { actor } = start({ draft: { ...COMPLETE, discountCode: 'free love!' }, step: 3 });
    actor.send({ type: 'field.blurred', field: 'discountCode' });
    expect(actor.getSnapshot().context.errors.discountCode).toBe(WIZARD_MESSAGES.discountCode);
  });
});

describe('step.next', () => {
  it('stays on step 1 until it validates, showing every message of the step', () => {
    const { actor } = start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(actor.getSnapshot().context.errors).toEqual({
      recipientName: 'Please tell us who this is for',
      occasion: 'Please select an occasion',
    });
    expect(actor.getSnapshot().context.touched).toEqual({ recipientName: true, occasion: true });
  });

  it('goes from step 1 to step 2 when who and occasion are given', () => {
    const { actor } = start();
    fill(actor, STEP1);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step2');
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it('stays on step 2 until the story validates, then goes to step 3', () => {
    const { actor } = start({ draft: { ...EMPTY_DRAFT, ...STEP1 }, step: 2 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step2');
    expect(actor.getSnapshot().context.errors).toEqual({ story: 'Please share more details about your story' });
    fill(actor, STEP2);
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step3');
  });

  it('does nothing on step 3 (the last step submits instead)', () => {
    const { actor } = start({ draft: COMPLETE, step: 3 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step3');
  });

  it('saves the new step', () => {
    const { actor, lastSaved } = start();
    fill(actor, STEP1);
    actor.send({ type: 'step.next' });
    expect(lastSaved()).toMatchObject({ step: 2, draft: { recipientName: 'Maria' } });
  });
});

describe('step.back', () => {
  it('is not possible on step 1', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('step1');
  });

  it('goes back freely, even from a step that does not validate, keeping what was typed', () => {
    const { actor, lastSaved } = start({ draft: { ...EMPTY_DRAFT, ...STEP1, ...STEP2, email: 'sam@' }, step: 3 });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('step2');
    expect(lastSaved()?.step).toBe(2);
    actor.send({ type: 'field.changed', field: 'story', value: 'short' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(actor.getSnapshot().context.draft).toMatchObject({ story: 'short', email: 'sam@' });
    expect(lastSaved()?.step).toBe(1);
  });
});

describe('submit', () => {
  it('is only handled on step 3', () => {
    const { actor, orders } = start({ draft: COMPLETE, step: 2 });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('step2');
    expect(orders).toEqual([]);
  });

  it('shows the step’s messages and hands nothing over while step 3 does not validate', () => {
    const { actor, orders, checkout } = start({ draft: { ...EMPTY_DRAFT, ...STEP1, ...STEP2 }, step: 3 });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mood: 'Please select a mood',
      genre: 'Please select a genre',
      vocalPreference: 'Please select a vocal preference',
      email: 'Please enter your email',
    });
    expect(checkout().value).toBe('idle');
    expect(orders).toEqual([]);
  });

  it('hands the whole order to checkout: trimmed, with its draftId, blank optional fields left out', async () => {
    const { actor, orders, checkout } = start({
      draft: {
        ...COMPLETE,
        recipientName: '  Maria ',
        namePronunciation: 'mah-REE-ah',
        useNameInLyrics: false,
        discountCode: ' freelove20 ',
      },
      step: 3,
      draftId: 'draft-abcdef12',
    });
    actor.send({ type: 'submit' });
    await waitFor(actor.getSnapshot().children.checkout!, (s) => s.matches('creatingOrder'));
    expect(checkout().context.order).toEqual({
      draftId: 'draft-abcdef12',
      offer: 'wizard',
      recipientName: 'Maria',
      useNameInLyrics: false,
      occasion: 'Anniversary',
      story: 'We met at a bus stop in the rain.',
      mood: 'Romantic',
      genre: 'Pop',
      vocalPreference: 'Female',
      email: 'sam@example.com',
      rushDelivery: false,
      discountCode: 'FREELOVE20',
    });
    expect(orders).toHaveLength(1);
  });

  it('keeps the pronunciation when the name goes in the lyrics', () => {
    const { actor, checkout } = start({ draft: { ...COMPLETE, namePronunciation: 'mah-REE-ah', rushDelivery: true }, step: 3 });
    actor.send({ type: 'submit' });
    expect(checkout().context.order).toMatchObject({ namePronunciation: 'mah-REE-ah', useNameInLyrics: true, rushDelivery: true });
  });

  it('hands over the add-ons and tip the page priced, and a new draftId when they change after a submit', () => {
    const { actor, checkout } = start({ draft: { ...COMPLETE, addOns: ['extra-verse'], tip: '15' }, step: 3, draftId: 'draft-abcdef12' });
    actor.send({ type: 'submit', extras: { addOns: ['extra-verse'], tipCents: 1185 } });
    expect(checkout().context.order).toMatchObject({ draftId: 'draft-abcdef12', addOns: ['extra-verse'], tipCents: 1185 });
    expect(checkout().context.order).not.toHaveProperty('tip');
    actor.send({ type: 'field.changed', field: 'tip', value: '20' });
    expect(actor.getSnapshot().context.draftId).not.toBe('draft-abcdef12');
  });

  it('sends no add-ons or tip when none were chosen', () => {
    const { actor, checkout } = start({ draft: COMPLETE, step: 3 });
    actor.send({ type: 'submit', extras: { addOns: [], tipCents: 0 } });
    expect(checkout().context.order).not.toHaveProperty('addOns');
    expect(checkout().context.order).not.toHaveProperty('tipCents');
  });

  it('saves that the draftId was sent', () => {
    const { actor, lastSaved } = start({ draft: COMPLETE, step: 3, draftId: 'draft-abcdef12' });
    actor.send({ type: 'submit' });
    expect(lastSaved()).toMatchObject({ step: 3, draftId: 'draft-abcdef12', submitted: true });
  });

  it('keeps the draftId when the same order is submitted again, so the server answers with the same order', () => {
    const { actor } = start({ draft: COMPLETE, step: 3, draftId: 'draft-abcdef12' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.changed', field: 'email', value: COMPLETE.email });
    expect(actor.getSnapshot().context.draftId).toBe('draft-abcdef12');
  });

  it('starts a new draftId when the draft is edited after it was sent (the first order keeps its data)', () => {
    const { actor, lastSaved } = start({ draft: COMPLETE, step: 3, draftId: 'draft-abcdef12' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.changed', field: 'email', value: 'maria@example.com' });
    const { draftId, submitted } = actor.getSnapshot().context;
    expect(draftId).not.toBe('draft-abcdef12');
    expect(submitted).toBe(false);
    expect(lastSaved()).toMatchObject({ draftId, submitted: false, draft: { email: 'maria@example.com' } });
  });

  it('keeps the draftId for edits before any submit', () => {
    const { actor } = start({ draft: COMPLETE, step: 3, draftId: 'draft-abcdef12' });
    actor.send({ type: 'field.changed', field: 'email', value: 'maria@example.com' });
    expect(actor.getSnapshot().context.draftId).toBe('draft-abcdef12');
  });
});

describe('offer', () => {
  it('prices a draft that names no offer (or an unknown one) by the wizard’s', () => {
    expect(start().actor.getSnapshot().context.offer).toBe('wizard');
    expect(start({ offer: 'checkout' }).actor.getSnapshot().context.offer).toBe('wizard');
  });

  it('keeps the offer of the page the customer came from: saved with every change, restored, and named in the order', () => {
    const first = start({ offer: 'landing' });
    first.actor.send({ type: 'field.changed', field: 'recipientName', value: 'Maria' });
    const saved = first.lastSaved()!;
    expect(saved).toMatchObject({ offer: 'landing' });

    // A reload (or an offline resume) starts from what was saved.
    const resumed = start({ ...saved, draft: COMPLETE, step: 3 });
    expect(resumed.actor.getSnapshot().context.offer).toBe('landing');
    resumed.actor.send({ type: 'submit' });
    expect(resumed.checkout().context.order).toMatchObject({ offer: 'landing' });
    expect(resumed.lastSaved()).toMatchObject({ offer: 'landing', submitted: true });
  });
});
