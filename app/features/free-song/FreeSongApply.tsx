// /free-song's application section, its own chunk: the form with its machine (XState), its checks (zod) and its
// offline queue (Dexie) load only as the section nears the screen or is touched (FreeSongPage). Prerendered, its
// HTML is on the page from the start; the page learns the machine's phase through onPhase (the banner at the top,
// the hero's words once the spots are gone).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useOffers } from '../../core/api/queries';
import { ApplyForm, phaseOf } from './ApplyForm';
import { isFull, type ApplicationPhase } from './applicationPhase';
import { FullNotice, GoodToKnow, SpotsBadge } from './FreeSongSections';
import { useFreeSongApplication } from './useFreeSongApplication';
import { useFreeSongSpots } from './useFreeSongSpots';

export default function FreeSongApply({ onPhase }: { onPhase: (phase: ApplicationPhase) => void }) {
  const offer = useOffers().freeSong;
  const spots = useFreeSongSpots();
  const actor = useFreeSongApplication();
  const phase = useSelector(actor, phaseOf);
  const kept = useSelector(actor, (s) => s.context.keptOnDevice);
  useEffect(() => onPhase({ phase, kept }), [onPhase, phase, kept]);

  const full = isFull(phase, spots.info?.remaining);

  return (
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
  );
}
