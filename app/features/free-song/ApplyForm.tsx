// The application form on screen. The machine decides (checks, sends, queues); this shows its state: the fields,
// why the button is dimmed, the shop's refusal beside the button, and the notice while the form waits offline.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FreeSongField } from '../../../shared/schemas/freeSong';
import { ClockIcon } from '../../ui/icons';
import type { FreeSongEvent, FreeSongMachine, SpotsInfo } from './machine/freeSongMachine';
import { AboutYou, AgreeToVideo, TheSound, WhoItIsFor, YourStory } from './ApplicationGroups';
import type { FieldApi } from './FreeSongFields';
import { useHydrated } from '../../ui/useHydrated';
import { queuedWords } from './QueuedBanner';
import type { Phase } from './applicationPhase';

export function phaseOf(snapshot: SnapshotFrom<FreeSongMachine>): Phase {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('sending') || snapshot.matches('waitingToSend')) return 'sending';
  if (snapshot.matches('queueing') || snapshot.matches('queued')) return 'queued';
  if (snapshot.matches('sent')) return 'sent';
  if (snapshot.matches('full')) return 'full';
  return 'editing';
}

const BUTTON_LABEL: Record<Phase, string> = {
  restoring: 'Claim My Free Song',
  editing: 'Claim My Free Song',
  sending: 'Sending…',
  queued: 'Waiting for a connection…',
  sent: 'Sent',
  full: 'Claim My Free Song',
};

/** Beside the button, where the person just pressed it (the banner at the top of the page announces it). */
function QueuedNotice({ kept }: { kept: boolean }) {
  return (
    <div className="fs-queued" data-testid="queued-notice">
      <ClockIcon className="fs-queued__icon" />
      <div>
        <p className="fs-queued__title">You’re offline — your application is saved{kept ? ' on this device' : ''}</p>
        <p>{queuedWords(kept)}</p>
      </div>
    </div>
  );
}

export function ApplyForm({ actor, spots }: { actor: ActorRefFrom<FreeSongMachine>; spots: SpotsInfo | null }) {
  const live = useHydrated();
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const kept = useSelector(actor, (s) => s.context.keptOnDevice);
  const phase = useSelector(actor, phaseOf);

  const api: FieldApi = {
    values,
    errors,
    change: (field: FreeSongField, value: string) => actor.send({ type: 'field.changed', field, value } as FreeSongEvent),
  };
  const locked = phase !== 'editing';
  const noSpots = spots?.remaining === 0;
  // Dimmed (aria-disabled) rather than disabled: a press still says why, with the spec's toast.
  const blocked = !values.agreedToVideo || noSpots;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submit', spots });
  };

  return (
    <form
      className="fs-form card"
      // POST, so a press before the page's code runs never puts the story in an address.
      method="post"
      onSubmit={submit}
      noValidate
      aria-busy={phase === 'restoring' || phase === 'sending'}
      aria-labelledby="apply-title"
    >
      <p className="fs-form__legend-note">
        All fields are required (<span aria-hidden="true">*</span>).
      </p>
      {/* Also until the page's code runs: what is typed into a prerendered form before then would be lost. */}
      <fieldset className="fs-form__body" disabled={locked || !live}>
        <AboutYou api={api} />
        <WhoItIsFor api={api} />
        <YourStory api={api} />
        <TheSound api={api} />
        <AgreeToVideo
          checked={values.agreedToVideo}
          error={errors.agreedToVideo}
          onChange={(checked) => actor.send({ type: 'field.changed', field: 'agreedToVideo', value: checked })}
        />

        {notice && phase === 'editing' && (
          <p className="fs-form__notice">
            <strong>{notice.title}:</strong> {notice.description}
          </p>
        )}

        {phase === 'queued' && <QueuedNotice kept={kept} />}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          aria-disabled={blocked || undefined}
          aria-describedby={!values.agreedToVideo ? 'fs-submit-why' : undefined}
        >
          {BUTTON_LABEL[phase]}
        </button>
        {!values.agreedToVideo && (
          <p className="fs-form__why" id="fs-submit-why">
            Tick “I agree to send a reaction video” to apply.
          </p>
        )}
      </fieldset>
    </form>
  );
}
