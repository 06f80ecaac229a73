// The wizard on screen: the top bar with close and progress, the current step's fields, Back and Continue /
// Go to Cart, and the checkout's failure (role=alert) or offline notice (role=status). The machines decide
// (through useWizard); this component shows their state and sends them events. While the page reads the saved
// draft (input null) it shows step 1 of a new draft, as the server rendered it, its form inert; a saved draft then
// replaces the whole card at once (new elements, so nothing on screen is pushed), the bar staying in place.
import { memo, type RefObject } from 'react';
import { Link } from '../../ui/router';
import { STEP_TITLES, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { useShop } from '../../core/api/queries';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ShieldIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/Logo';
import { LAST_STEP } from './machine/orderDraft';
import type { WizardInput } from './machine/wizardMachine';
import { StepStory } from './StepStory';
import { StepStyle } from './StepStyle';
import { StepWho } from './StepWho';
import { useWizard } from './useWizard';

const INTROS = [
  'Tell us who the song is for and what you are celebrating.',
  'Share the memories that make your story yours. Our songwriters turn them into lyrics.',
  'Choose the sound, and tell us where to send the finished song.',
] as const;

/**
 * Memoised: the page renders again as hydration ends (useHydrated), which must not render the whole wizard again
 * while the main thread is busiest; it changes only when the starting point arrives.
 */
export const WizardForm = memo(function WizardForm({ input, resumed = false }: { input: WizardInput | null; resumed?: boolean }) {
  const shop = useShop();
  const wizard = useWizard(input);
  const { step, api, busy, generalError, fieldServerError, checkoutError } = wizard;
  const title = STEP_TITLES[step - 1] ?? STEP_TITLES[0];

  return (
    <div className="cs">
      <WizardBar shopName={shop.name} step={step} />

      <div className="cs__body" key={resumed ? 'saved' : 'new'}>
        <form
          className="cs__card"
          noValidate
          onSubmit={wizard.submit}
          aria-labelledby="cs-title"
          aria-busy={busy || wizard.waiting || undefined}
          inert={wizard.waiting}
        >
          <h1 id="cs-title" className="cs__title" tabIndex={-1} ref={wizard.heading}>
            {title}
          </h1>
          <p className="cs__intro">{INTROS[step - 1]}</p>

          <fieldset className="cs__fields" disabled={busy}>
            <legend className="visually-hidden">{title}</legend>
            {step === 1 && <StepWho api={api} />}
            {step === 2 && <StepStory api={api} />}
            {step === 3 && (
              <StepStyle api={api} offer={wizard.offer} discount={wizard.discount} addOns={wizard.offeredAddOns} priced={wizard.priced} />
            )}
          </fieldset>

          <div role="alert" className="cs__alert">
            {generalError && <p className="cs__error">{generalError}</p>}
            {fieldServerError && checkoutError && <span className="visually-hidden">{checkoutError}</span>}
          </div>
          <div role="status" className="cs__status">
            {wizard.offline && (
              <div className="cs__offline">
                <p>{WIZARD_MESSAGES.offline}</p>
                <button type="button" className="cs__link-button" onClick={wizard.editDetails}>
                  Edit my details first
                </button>
              </div>
            )}
          </div>

          <WizardNav step={step} busy={busy} stepValid={wizard.stepValid} nextButton={wizard.nextButton} onBack={wizard.back} />
        </form>

        <p className="cs__guarantee">
          <ShieldIcon width={20} height={20} />
          <span>100% satisfaction guaranteed or your money back</span>
        </p>
      </div>
    </div>
  );
});

/** The top bar: close (back home), the shop's mark, and how far along the customer is. */
function WizardBar({ shopName, step }: { shopName: string; step: number }) {
  return (
    <header className="cs__bar">
      <div className="cs__bar-inner">
        <Link to="/" className="cs__close">
          <CloseIcon />
          <span className="visually-hidden">Close, back to home</span>
        </Link>
        <span className="cs__brand" aria-hidden="true">
          <LogoMark size={28} />
          <span>{shopName}</span>
        </span>
        <p className="cs__count">
          Step {step} of {LAST_STEP}
        </p>
      </div>
      <div className="cs__progress" aria-hidden="true">
        <span style={{ width: `${(step / LAST_STEP) * 100}%` }} />
      </div>
    </header>
  );
}

interface WizardNavProps {
  step: number;
  busy: boolean;
  stepValid: boolean;
  nextButton: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
}

/** Back, Continue / Go to Cart, and why the button is dimmed. */
function WizardNav({ step, busy, stepValid, nextButton, onBack }: WizardNavProps) {
  return (
    <>
      <div className="cs__nav">
        <button type="button" className="btn btn--outline cs__back" disabled={step === 1 || busy} onClick={onBack}>
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
    </>
  );
}
