// /free-song (spec §2, §5): the promotion's page without the shared header and footer: hero, What You'll Get,
// How It Works, the spots left and the application form (or, once the spots are gone, a plain notice), testimonials.
import { useSelector } from '@xstate/react';
import { useOffers } from '../../core/api/queries';
import { PromoBar, PromoFooter } from './PromoChrome';
import { usePageMeta } from '../../ui/usePageMeta';
import { ApplyForm, phaseOf, QueuedBanner } from './ApplyForm';
import { FreeSongHero, FullNotice, GoodToKnow, HowItWorks, SpotsBadge, Testimonials, WhatYouGet } from './FreeSongSections';
import { useFreeSongApplication } from './useFreeSongApplication';
import { useFreeSongSpots } from './useFreeSongSpots';
import './FreeSongPage.css';

export default function FreeSongPage() {
  const offer = useOffers().freeSong;
  const spots = useFreeSongSpots();
  const actor = useFreeSongApplication();
  const phase = useSelector(actor, phaseOf);
  const kept = useSelector(actor, (s) => s.context.keptOnDevice);
  usePageMeta(
    'Get a Free Personalized Song',
    'Apply for a free personalized song written from your story by real musicians. Limited spots: all we ask is a video of their reaction.',
  );

  // An application already on its way (or waiting offline) keeps its form; a new one cannot start without a spot.
  const full = phase === 'full' || (phase === 'editing' && spots.info?.remaining === 0);

  return (
    <div className="fs-page">
      <PromoBar />
      {phase === 'queued' && <QueuedBanner kept={kept} />}
      <FreeSongHero offer={offer} spots={spots.spots} full={full} />
      <WhatYouGet offer={offer} />
      <HowItWorks offer={offer} />

      <section id="apply" className="section fs-apply" aria-labelledby="apply-title">
        <div className="container fs-apply__layout">
          <div className="fs-apply__intro">
            <span className="eyebrow">{full ? 'This round is full' : 'Apply now'}</span>
            <h2 id="apply-title">{full ? 'Every free spot is taken' : 'Apply for your free song'}</h2>
            <SpotsBadge spots={spots} />
            {!full && (
              <>
                <p className="lead">
                  Tell us who the song is for and the story behind it. We read every application and email you within 24–48 hours.
                </p>
                <GoodToKnow />
              </>
            )}
          </div>
          {full ? <FullNotice spots={spots.info?.spots ?? spots.spots} offer={offer} /> : <ApplyForm actor={actor} spots={spots.info} />}
        </div>
      </section>

      <Testimonials />
      <PromoFooter />
    </div>
  );
}
