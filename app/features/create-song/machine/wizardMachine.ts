// The order wizard (spec §2, §4, §5): three steps, forward only when the step validates, back freely; a field's
// error shows when it is left invalid and clears when it changes; every change is saved with the step; on step 3
// `submit` hands the order to the checkout machine, which runs as this machine's child. Started with `waiting`, it
// shows a new draft on step 1 (what the server rendered) and neither edits nor saves anything until `start` brings
// where it really starts (the saved draft, once read): saving first would overwrite that draft. A new draft
// nobody has typed into is not saved on step 1: a first visit then never opens the database (its first change is).
import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { isOfferPage, type OfferPage } from '../../../../shared/offers';
import { EMPTY_DRAFT, type DraftField, type OrderDraft } from '../../../../shared/schemas/order';
import { saveDraft, type SavedDraft } from '../drafts';
import { checkoutMachine } from './checkoutMachine';
import {
  fieldError,
  isDraftId,
  isEmptyDraft,
  isStepValid,
  newDraftId,
  normalizeDraft,
  reachableStep,
  stepErrors,
  toOrderInit,
  toStep,
  type FieldErrors,
  type OrderExtras,
  type Step,
} from './orderDraft';

/** Where the wizard starts: nothing (a new draft), or what was saved. */
export interface WizardInput {
  draft?: unknown;
  step?: unknown;
  draftId?: unknown;
  submitted?: unknown;
  /** The page whose offer the customer was shown; anything else is the wizard's. */
  offer?: unknown;
  /** Wait on step 1, as a new draft, for `start` with the real starting point. */
  waiting?: boolean;
}

export interface WizardContext {
  draft: OrderDraft;
  step: Step;
  draftId: string;
  /** Whether draftId has been sent with an order; an edit after that needs a new one (the old order keeps its data). */
  submitted: boolean;
  /** The offer that prices this draft: shown in step 3's summary, named in the order. */
  offer: OfferPage;
  errors: FieldErrors;
  /** Fields the customer has left at least once. */
  touched: Partial<Record<DraftField, true>>;
}

type FieldChanged = { [F in DraftField]: { type: 'field.changed'; field: F; value: OrderDraft[F] } }[DraftField];

export type WizardEvent =
  | FieldChanged
  | { type: 'field.blurred'; field: DraftField }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'submit'; extras?: OrderExtras }
  | { type: 'start'; input: WizardInput };

export type DraftSaveEvent = { type: 'draft.save'; saved: SavedDraft };

function initialContext(input: WizardInput | undefined): WizardContext {
  const draft = normalizeDraft(input?.draft ?? EMPTY_DRAFT);
  const draftId = isDraftId(input?.draftId) ? input.draftId : newDraftId();
  return {
    draft,
    step: reachableStep(toStep(input?.step), draft),
    draftId,
    submitted: input?.submitted === true && isDraftId(input?.draftId),
    offer: isOfferPage(input?.offer) ? input.offer : 'wizard',
    errors: {},
    touched: {},
  };
}

const without = (errors: FieldErrors, field: DraftField): FieldErrors => {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
};

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput | undefined,
    children: {} as { checkout: 'checkout'; draftSaver: 'draftSaver' },
  },
  actors: {
    checkout: checkoutMachine,
    /** Writes each record it is sent; a put under one key, so writing the same record twice changes nothing. */
    draftSaver: fromCallback<DraftSaveEvent>(({ receive }) => {
      receive((event) => {
        saveDraft(event.saved).catch((error: unknown) => console.warn('Could not save the draft', error));
      });
    }),
  },
  guards: {
    /** Asked to wait: read from the input the machine's first event carries. */
    waits: ({ event }) => {
      const first = event as { type: string; input?: WizardInput };
      return first.type === 'xstate.init' && first.input?.waiting === true;
    },
    startsOn: ({ context }, params: { step: Step }) => context.step === params.step,
    stepValid: ({ context }) => isStepValid(context.step, context.draft),
    orderComplete: ({ context }) => toOrderInit(context.draft, context.draftId, context.offer) !== null,
    /** A new draft with nothing in it, no offer and nothing sent: there is nothing to keep yet. */
    untouched: ({ context }) => context.offer === 'wizard' && !context.submitted && isEmptyDraft(context.draft),
  },
  actions: {
    enterStep: assign((_, params: { step: Step }) => ({ step: params.step })),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const changed = context.draft[event.field] !== event.value;
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: without(context.errors, event.field),
        // An order already made under this draftId keeps its data; an edit gets a new id, so a new order.
        ...(changed && context.submitted ? { draftId: newDraftId(), submitted: false } : {}),
      };
    }),
    checkField: assign(({ context, event }) => {
      if (event.type !== 'field.blurred') return {};
      const message = fieldError(event.field, context.draft);
      return {
        touched: { ...context.touched, [event.field]: true },
        errors: message ? { ...context.errors, [event.field]: message } : without(context.errors, event.field),
      };
    }),
    revealStepErrors: assign(({ context }) => {
      const touched = { ...context.touched };
      for (const field of Object.keys(stepErrors(context.step, context.draft)) as DraftField[]) touched[field] = true;
      return { errors: { ...context.errors, ...stepErrors(context.step, context.draft) }, touched };
    }),
    markSubmitted: assign({ submitted: true }),
    persist: sendTo('draftSaver', ({ context }): DraftSaveEvent => ({
      type: 'draft.save',
      saved: { step: context.step, draft: context.draft, draftId: context.draftId, submitted: context.submitted, offer: context.offer },
    })),
    forwardChange: sendTo('checkout', ({ event }) => ({
      type: 'field.changed' as const,
      field: (event as FieldChanged).field,
    })),
    handOver: sendTo('checkout', ({ context, event }) => ({
      type: 'submit' as const,
      order: toOrderInit(context.draft, context.draftId, context.offer, event.type === 'submit' ? event.extras : undefined)!,
    })),
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'checkout', src: 'checkout' },
    { id: 'draftSaver', src: 'draftSaver' },
  ],
  on: {
    'field.changed': { actions: ['applyChange', 'forwardChange', 'persist'] },
    'field.blurred': { actions: 'checkField' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'waits', target: 'waiting' },
        { guard: { type: 'startsOn', params: { step: 3 } }, target: 'step3' },
        { guard: { type: 'startsOn', params: { step: 2 } }, target: 'step2' },
        { target: 'step1' },
      ],
    },
    waiting: {
      on: {
        start: { target: 'restoring', actions: assign(({ event }) => initialContext(event.input)) },
        // Its controls are inert meanwhile; nothing reaches the draft (or the saved one) before it starts.
        'field.changed': {},
        'field.blurred': {},
      },
    },
    step1: {
      entry: [
        { type: 'enterStep', params: { step: 1 } },
        enqueueActions(({ check, enqueue }) => {
          if (!check('untouched')) enqueue('persist');
        }),
      ],
      on: {
        'step.next': [{ guard: 'stepValid', target: 'step2' }, { actions: 'revealStepErrors' }],
      },
    },
    step2: {
      entry: [{ type: 'enterStep', params: { step: 2 } }, 'persist'],
      on: {
        'step.next': [{ guard: 'stepValid', target: 'step3' }, { actions: 'revealStepErrors' }],
        'step.back': { target: 'step1' },
      },
    },
    step3: {
      entry: [{ type: 'enterStep', params: { step: 3 } }, 'persist'],
      on: {
        'step.back': { target: 'step2' },
        submit: [{ guard: 'orderComplete', actions: ['markSubmitted', 'persist', 'handOver'] }, { actions: 'revealStepErrors' }],
      },
    },
  },
});

export type WizardMachine = typeof wizardMachine;
