// /free-song (spec §2, §5): the promotion's page without the shared header and footer: hero, What You'll Get,
// How It Works, the spots left and the application form (or, once the spots are gone, a plain notice), testimonials.
// The form's section is its own chunk (XState, zod; Dexie only when an application is queued): prerendered, its
// HTML is there from the start, and its code loads (and it hydrates) only as it nears the screen, is touched, or has
// an application waiting offline.
import { lazy, memo, useState } from 'react';
import { useOffers } from '../../core/api/queries';
import { hasQueuedFreeSongs } from '../../core/db/peek';
import { importInTurns } from '../../core/importInTurns';
import { afterLoadAndIdle } from '../../core/politeLoading';
import { LazySection } from '../../ui/LazySection';
import { useHydrated } from '../../ui/useHydrated';
import { usePageMeta } from '../../ui/usePageMeta';
import { isFull, type ApplicationPhase } from './applicationPhase';
import { PromoBar, PromoFooter } from './PromoChrome';
import { FreeSongHero, HowItWorks, Testimonials, WhatYouGet } from './FreeSongSections';
import { QueuedBanner } from './QueuedBanner';
import { useFreeSongSpots } from './useFreeSongSpots';
import './FreeSongPage.css';

// Evaluated in turns, a task each (zod with the shared field rules, the application's schema, XState and the form's
// machine, then the section), not in one long task as it hydrates (core/importInTurns.ts).
const FreeSongApply = lazy(() =>
  importInTurns(
    () => import('../../../shared/schemas/fields'),
    () => import('../../../shared/schemas/freeSong'),
    () => import('./machine/freeSongMachine'),
    () => import('./FreeSongApply'),
  ),
);

/**
 * An application left waiting by an earlier visit: the form loads at once, to show it and send it. A page rendered
 * in the browser (the app shell offline, or a link within the app) has no server HTML of the form to show, nor to
 * hydrate: its form loads once the page is idle.
 */
function wakeEarly(wake: () => void, rendered: 'server' | 'browser') {
  void hasQueuedFreeSongs().then((queued) => queued && wake());
  if (rendered === 'browser') afterLoadAndIdle(wake);
}

/**
 * Memoised with a stable prop: until it is near, the section is the server's HTML, and a section React has not yet
 * hydrated must not be re-rendered by the page (it would be rendered afresh, its HTML replaced by a placeholder).
 */
const ApplySection = memo(function ApplySection({ onPhase }: { onPhase: (phase: ApplicationPhase) => void }) {
  return (
    // About the form's height on a phone, for a visit that arrives by a link within the app (no server HTML).
    <LazySection minHeight={2000} rootMargin="600px 0px" wakeOnTouch wakeWhen={wakeEarly} placeholderId="apply">
      <FreeSongApply onPhase={onPhase} />
    </LazySection>
  );
});

export default function FreeSongPage() {
  const offer = useOffers().freeSong;
  const spots = useFreeSongSpots();
  const live = useHydrated();
  const [reported, setReported] = useState<ApplicationPhase | null>(null);
  usePageMeta(
    'Get a Free Personalized Song',
    'Apply for a free personalized song written from your story by real musicians. Limited spots: all we ask is a video of their reaction.',
  );

  // Until the form runs, the page goes by the count alone (the server's HTML, like the form's first state, says
  // nothing is full yet); the form's reading of its saved application is not news to the page.
  const phase = reported && reported.phase !== 'restoring' ? reported.phase : live ? 'editing' : 'restoring';
  const full = isFull(phase, spots.info?.remaining);

  return (
    <div className="fs-page">
      <PromoBar />
      {phase === 'queued' && <QueuedBanner kept={reported?.kept ?? false} />}
      <FreeSongHero offer={offer} spots={spots.spots} full={full} />
      <WhatYouGet offer={offer} />
      <HowItWorks offer={offer} />
      <ApplySection onPhase={setReported} />
      <Testimonials />
      <PromoFooter />
    </div>
  );
}
