// The wizard on screen: the top bar with close and progress, the current step's fields, Back and Continue /
// Go to Cart, and the checkout's failure (role=alert) or offline notice (role=status). The machines decide; this
// component shows their state and sends them events.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { priceOrder } from '../../../shared/pricing';
import { STEP_TITLES, WIZARD_MESSAGES, type DraftField, type OrderDraft } from '../../../shared/schemas/order';
import { track } from '../../core/analytics';
import { useOffers, useShop } from '../../core/api/queries';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ShieldIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/Logo';
import { fieldsOf, isStepValid, LAST_STEP, stepOf } from './machine/orderDraft';
import { wizardMachine, type WizardEvent, type WizardInput } from './machine/wizardMachine';
import { controlId, type FieldApi } from './fields';
import { StepStory } from './StepStory';
import { StepStyle } from './StepStyle';
import { StepWho } from './StepWho';
import { discountPercentOf, useDiscountCheck } from './useDiscountCheck';

const INTROS = [
  'Tell us who the song is for and what you are celebrating.',
  'Share the memories that make your story yours. Our songwriters turn them into lyrics.',
  'Choose the sound, and tell us where to send the finished song.',
] as const;

const BUSY = new Set(['creatingOrder', 'creatingCheckout', 'validatingUrl', 'redirecting', 'offline']);

export function WizardForm({ input }: { input: WizardInput }) {
  const shop = useShop();
  const wizard = useActorRef(wizardMachine, { input });
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

  const busy = BUSY.has(checkoutState);
  const offline = checkoutState === 'offline';
  // A server message about a field on this step shows beside the field; anything else in the alert area.
  const fieldServerError = checkoutErrorField && stepOf(checkoutErrorField) === step ? checkoutErrorField : null;
  const stepValid = isStepValid(step, draft);
  const generalError = checkoutError && !fieldServerError ? checkoutError : null;

  const api = useMemo<FieldApi>(
    () => ({
      draft,
      errorOf: (field: DraftField) => errors[field] ?? (field === fieldServerError ? (checkoutError ?? undefined) : undefined),
      change: <F extends DraftField>(field: F, value: OrderDraft[F]) => wizard.send({ type: 'field.changed', field, value } as WizardEvent),
      blur: (field: DraftField) => wizard.send({ type: 'field.blurred', field }),
    }),
    [draft, errors, fieldServerError, checkoutError, wizard],
  );

  // Focus follows the step: its heading is read out first, and the page starts at the top.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

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
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (generalError) nextButton.current?.focus();
  }, [generalError]);

  const focusFirstError = useCallback(() => {
    const { context } = wizard.getSnapshot();
    const first = fieldsOf(context.step).find((field) => context.errors[field]);
    if (first) (document.getElementById(controlId(first)) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [wizard]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step < LAST_STEP) {
      wizard.send({ type: 'step.next' });
      if (wizard.getSnapshot().context.step === step) focusFirstError();
      return;
    }
    if (stepValid) {
      const price = priceOrder(offer, { rush: draft.rushDelivery, discountPercent: discountPercentOf(discount) });
      track({ name: 'begin_checkout', value: price.totalCents / 100, currency: price.currency });
    }
    wizard.send({ type: 'submit' });
    if (!stepValid) focusFirstError();
  }

  const title = STEP_TITLES[step - 1] ?? STEP_TITLES[0];

  return (
    <div className="cs">
      <header className="cs__bar">
        <div className="cs__bar-inner">
          <Link to="/" className="cs__close">
            <CloseIcon />
            <span className="visually-hidden">Close, back to home</span>
          </Link>
          <span className="cs__brand" aria-hidden="true">
            <LogoMark size={28} />
            <span>{shop.name}</span>
          </span>
          <p className="cs__count">
            Step {step} of {LAST_STEP}
          </p>
        </div>
        <div className="cs__progress" aria-hidden="true">
          <span style={{ width: `${(step / LAST_STEP) * 100}%` }} />
        </div>
      </header>

      <div className="cs__body">
        <form className="cs__card" noValidate onSubmit={submit} aria-labelledby="cs-title" aria-busy={busy || undefined}>
          <h1 id="cs-title" className="cs__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          <p className="cs__intro">{INTROS[step - 1]}</p>

          <fieldset className="cs__fields" disabled={busy}>
            <legend className="visually-hidden">{title}</legend>
            {step === 1 && <StepWho api={api} />}
            {step === 2 && <StepStory api={api} />}
            {step === 3 && <StepStyle api={api} offer={offer} discount={discount} />}
          </fieldset>

          <div role="alert" className="cs__alert">
            {generalError && <p className="cs__error">{generalError}</p>}
            {fieldServerError && checkoutError && <span className="visually-hidden">{checkoutError}</span>}
          </div>
          <div role="status" className="cs__status">
            {offline && (
              <div className="cs__offline">
                <p>{WIZARD_MESSAGES.offline}</p>
                <button type="button" className="cs__link-button" onClick={() => checkout?.send({ type: 'cancel' })}>
                  Edit my details first
                </button>
              </div>
            )}
          </div>

          <div className="cs__nav">
            <button
              type="button"
              className="btn btn--outline cs__back"
              disabled={step === 1 || busy}
              onClick={() => wizard.send({ type: 'step.back' })}
            >
              <ArrowLeftIcon width={20} height={20} />
              Back
            </button>
            <button type="submit" ref={nextButton} className="btn btn--primary cs__next" disabled={!stepValid || busy}>
              {busy ? 'Creating Your Song...' : step < LAST_STEP ? 'Continue' : 'Go to Cart'}
              {!busy && <ArrowRightIcon width={20} height={20} />}
            </button>
          </div>
          {!stepValid && !busy && (
            <p className="cs__nav-hint">
              {step < LAST_STEP ? 'Fill in the fields above to continue.' : 'Fill in the fields above to go to your cart.'}
            </p>
          )}
        </form>

        <p className="cs__guarantee">
          <ShieldIcon width={20} height={20} />
          <span>100% satisfaction guaranteed or your money back</span>
        </p>
      </div>
    </div>
  );
}
