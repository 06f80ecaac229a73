// The wizard's state for the screen: runs wizardMachine (and its checkout child), derives what the page shows
// (waiting for the saved draft, busy, offline, which server message goes where), gives the steps their field API,
// and submits a step.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { revealProblem } from '../../../shared/gift';
import { priceOrder, type OrderPrice, type PricedAddOn } from '../../../shared/pricing';
import type { DraftField, OrderDraft } from '../../../shared/schemas/order';
import { track } from '../../core/analytics';
import { useAddOns, useOffers } from '../../core/api/queries';
import { localMoment } from './machine/giftMoment';
import { fieldsOf, isStepValid, LAST_STEP, stepOf, tipCentsOf } from './machine/orderDraft';
import { wizardMachine, type WizardEvent, type WizardInput } from './machine/wizardMachine';
import { controlId, type FieldApi } from './fields';
import { discountPercentOf, useDiscountCheck } from './useDiscountCheck';

type WizardActor = ActorRefFrom<typeof wizardMachine>;

const BUSY = new Set(['creatingOrder', 'creatingCheckout', 'validatingUrl', 'redirecting', 'offline']);

/** Where focus goes as the wizard moves: the step's heading, a field the server refused, the button after a failure. */
function useWizardFocus(
  wizard: WizardActor,
  step: number,
  waiting: boolean,
  fieldServerError: DraftField | null,
  checkoutError: string | null,
) {
  // Focus follows the step: its heading is read out first, and the page starts at the top. The step the wizard
  // starts on (a saved one, taken up after the server's step 1) is where the page opens: focus stays put.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (waiting) return;
    const before = shownStep.current;
    shownStep.current = step;
    if (before === null || before === step) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step, waiting]);

  // A refused discount code: take the customer to the field that needs changing.
  useEffect(() => {
    if (fieldServerError) document.getElementById(controlId(fieldServerError))?.focus();
  }, [fieldServerError, checkoutError]);

  // Back from the payment page through the back/forward cache: the button must work again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) wizard.getSnapshot().children.checkout?.send({ type: 'reset' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [wizard]);

  // After a failure the button is enabled again: put the customer back on it.
  const generalError = checkoutError && !fieldServerError ? checkoutError : null;
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (generalError) nextButton.current?.focus();
  }, [generalError]);

  const focusFirstError = useCallback(() => {
    const { context } = wizard.getSnapshot();
    const first = fieldsOf(context.step).find((field) => context.errors[field]);
    if (first) (document.getElementById(controlId(first)) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [wizard]);

  return { heading, nextButton, generalError, focusFirstError };
}

/** What step 3 shows and the order sends: the ticked add-ons still offered, the price before the tip, the tip, the price. */
export interface StepPrice {
  addOns: PricedAddOn[];
  tipCents: number;
  price: OrderPrice;
}

/** Where the wizard starts, or null while the page still reads the saved draft (it then shows step 1, waiting). */
export function useWizard(input: WizardInput | null) {
  const wizard = useActorRef(wizardMachine, { input: input ?? { waiting: true } });
  useEffect(() => {
    if (input) wizard.send({ type: 'start', input });
  }, [wizard, input]);
  const waiting = useSelector(wizard, (s) => s.matches('waiting'));
  const step = useSelector(wizard, (s) => s.context.step);
  const draft = useSelector(wizard, (s) => s.context.draft);
  const errors = useSelector(wizard, (s) => s.context.errors);
  const checkout = useSelector(wizard, (s) => s.children.checkout);
  const checkoutState = useSelector(checkout, (s) => (s ? String(s.value) : 'idle'));
  const checkoutError = useSelector(checkout, (s) => s?.context.error ?? null);
  const checkoutErrorField = useSelector(checkout, (s) => s?.context.errorField ?? null);
  // The offer of the page the customer started from, as configured now: what the server will charge.
  const offerPage = useSelector(wizard, (s) => s.context.offer);
  const offer = useOffers()[offerPage];
  const discount = useDiscountCheck(draft.discountCode, draft.email);
  const offeredAddOns = useAddOns();
  // Priced by the shared rules the server charges by: an add-on switched off since it was ticked is neither shown nor sent.
  const priced = useMemo<StepPrice>(() => {
    const addOns = offeredAddOns.filter((a) => draft.addOns.includes(a.id));
    const options = { rush: draft.rushDelivery, discountPercent: discountPercentOf(discount), addOns };
    const tipCents = tipCentsOf(draft, priceOrder(offer, options));
    return { addOns, tipCents, price: priceOrder(offer, { ...options, tipCents }) };
  }, [offeredAddOns, draft, discount, offer]);

  // A gift date the song cannot be ready by (or a year away), judged by the rule the server refuses it by, as it is picked.
  const giftProblem = useMemo(() => {
    const moment = draft.giftWhen === 'date' ? localMoment(draft.revealAt) : undefined;
    return moment && revealProblem(moment, new Date(), priced.price.deliveryHours);
  }, [draft.giftWhen, draft.revealAt, priced.price.deliveryHours]);

  const busy = BUSY.has(checkoutState);
  // A server message about a field on this step shows beside the field; anything else in the alert area.
  const fieldServerError = checkoutErrorField && stepOf(checkoutErrorField) === step ? checkoutErrorField : null;
  // While it waits (hydrating, reading the saved draft) the step is a new draft's step 1, which never validates:
  // the first check of a schema is costly, and is left for after the page is the app's.
  const stepValid = !waiting && isStepValid(step, draft) && !(step === LAST_STEP && giftProblem);

  const api = useMemo<FieldApi>(
    () => ({
      draft,
      errorOf: (field: DraftField) =>
        errors[field] ??
        (field === fieldServerError ? (checkoutError ?? undefined) : undefined) ??
        (field === 'revealAt' ? giftProblem : undefined),
      change: <F extends DraftField>(field: F, value: OrderDraft[F]) => wizard.send({ type: 'field.changed', field, value } as WizardEvent),
      blur: (field: DraftField) => wizard.send({ type: 'field.blurred', field }),
    }),
    [draft, errors, fieldServerError, checkoutError, giftProblem, wizard],
  );
  const { focusFirstError, ...focus } = useWizardFocus(wizard, step, waiting, fieldServerError, checkoutError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || waiting) return;
    if (step < LAST_STEP) {
      wizard.send({ type: 'step.next' });
      if (wizard.getSnapshot().context.step === step) focusFirstError();
      return;
    }
    if (giftProblem) {
      // The server would refuse this moment: the message is beside the field already.
      document.getElementById(controlId('revealAt'))?.focus();
      return;
    }
    if (stepValid) track({ name: 'begin_checkout', value: priced.price.totalCents / 100, currency: priced.price.currency });
    wizard.send({ type: 'submit', extras: { addOns: priced.addOns.map((a) => a.id), tipCents: priced.tipCents } });
    if (!stepValid) focusFirstError();
  }

  return {
    ...focus,
    waiting,
    step,
    api,
    offer,
    discount,
    offeredAddOns,
    priced,
    busy,
    offline: checkoutState === 'offline',
    stepValid,
    fieldServerError,
    checkoutError,
    submit,
    back: () => wizard.send({ type: 'step.back' }),
    editDetails: () => checkout?.send({ type: 'cancel' }),
  };
}
