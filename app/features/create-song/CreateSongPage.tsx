// /create-song: the order wizard, full screen (spec §2). Reads the saved draft first (or discards it for
// ?fresh=true, then drops the parameter so a reload resumes), prefills a discount code from ?code=, takes the
// offer of the page the customer came from (?offer=landing, kept in the draft), and hands the result to the
// wizard as its starting point. The page is prerendered: the server's HTML is step 1 of a new draft, which the
// wizard shows (inert) while hydrating and reading the draft, then takes up the saved step in place. Rendered in
// the browser (a link within the app, the app shell), the page shows nothing until the draft is read.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../ui/router';
import { isOfferPage, type OfferPage } from '../../../shared/offers';
import { EMPTY_DRAFT } from '../../../shared/schemas/order';
import { clearDraft, loadDraft } from './drafts';
import { useHydrated } from '../../ui/useHydrated';
import { usePageMeta } from '../../ui/usePageMeta';
import type { WizardInput } from './machine/wizardMachine';
import { WizardForm } from './WizardForm';
import './CreateSongPage.css';

/** IndexedDB can hang (another tab holding an old version open); the wizard must open regardless. */
const READ_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Where the wizard starts, and whether that is a draft saved earlier (not a new one). */
interface Start {
  input: WizardInput;
  resumed: boolean;
}

async function startingPoint(fresh: boolean, code: string | null, offer: OfferPage | undefined): Promise<Start> {
  const read = fresh ? clearDraft().then(() => undefined) : loadDraft();
  const saved = await withTimeout(
    read.catch((error: unknown) => {
      console.warn('Could not read the saved draft', error);
      return undefined;
    }),
    READ_TIMEOUT_MS,
  );
  const input: WizardInput = saved
    ? { draft: saved.draft, step: saved.step, draftId: saved.draftId, submitted: saved.submitted, offer: saved.offer }
    : {};
  if (offer && offer !== saved?.offer) {
    // The customer has just been shown this offer's price: it is the one they pay. An order already made from
    // the draft keeps its own; this one gets a new draft id, so a new order.
    input.offer = offer;
    if (saved?.submitted) {
      input.submitted = false;
      delete input.draftId;
    }
  }
  if (code) input.draft = { ...(saved?.draft ?? EMPTY_DRAFT), discountCode: code.slice(0, 40) };
  return { input, resumed: saved !== undefined };
}

export default function CreateSongPage() {
  usePageMeta(
    'Create your song',
    'Tell us who the song is for and share your story: our musicians write and record a personalized song from it.',
  );
  const [params, setParams] = useSearchParams();
  const [request] = useState(() => {
    const offer = params.get('offer');
    return { fresh: params.get('fresh') === 'true', code: params.get('code'), offer: isOfferPage(offer) ? offer : undefined };
  });
  // The server's step 1 is on screen while the page hydrates: it stays, waiting, until the draft has been read.
  const hydrating = !useHydrated();
  const [showsServerStep] = useState(hydrating);
  const [start, setStart] = useState<Start | null>(null);
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  useEffect(() => {
    let current = true;
    void startingPoint(request.fresh, request.code, request.offer).then((found) => {
      if (!current) return;
      setStart(found);
      if (request.fresh)
        setParamsRef.current(
          (next) => {
            next.delete('fresh');
            return next;
          },
          { replace: true },
        );
    });
    return () => {
      current = false;
    };
  }, [request]);

  if (!start && !showsServerStep) {
    return (
      <div className="cs cs--loading" role="status">
        <span className="visually-hidden">Loading your song details…</span>
      </div>
    );
  }
  return <WizardForm input={start?.input ?? null} resumed={start?.resumed ?? false} />;
}
