// The application form on screen. The machine decides (checks, sends, queues); this shows its state: the fields,
// why the button is dimmed, the shop's refusal beside the button, and the notice while the form waits offline.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { GENRES, MOODS, OCCASIONS, VOCAL_PREFERENCES } from '../../../shared/enums';
import { FREE_SONG_LIMITS, type FreeSongField } from '../../../shared/schemas/freeSong';
import { ClockIcon } from '../../ui/icons';
import type { FreeSongEvent, FreeSongMachine, SpotsInfo } from './machine/freeSongMachine';
import { controlId, described, FieldError, RequiredMark, SelectField, TextAreaField, TextField, type FieldApi } from './FreeSongFields';
import { useHydrated } from '../../ui/useHydrated';

type Phase = 'restoring' | 'editing' | 'sending' | 'queued' | 'sent' | 'full';

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

const queuedWords = (kept: boolean) =>
  kept
    ? 'We’ll send it as soon as the connection returns, even if you close this page. There’s nothing else you need to do.'
    : 'Keep this page open: we’ll send it as soon as the connection returns.';

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

/** At the top of the page: a later visit sees at once that its application still waits. */
export function QueuedBanner({ kept }: { kept: boolean }) {
  return (
    <div className="fs-banner" role="status">
      <div className="container fs-banner__inner">
        <ClockIcon className="fs-queued__icon" />
        <p>
          <strong>Your free-song application is saved and waiting for a connection.</strong> {queuedWords(kept)}{' '}
          <a href="#apply">See your application</a>
        </p>
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
        <fieldset className="fs-group">
          <legend>About you</legend>
          <div className="fs-row">
            <TextField api={api} field="name" maxLength={FREE_SONG_LIMITS.name} autoComplete="name" />
            <TextField api={api} field="email" type="email" maxLength={FREE_SONG_LIMITS.email} autoComplete="email" />
          </div>
        </fieldset>

        <fieldset className="fs-group">
          <legend>Who the song is for</legend>
          <div className="fs-row">
            <TextField api={api} field="recipientName" maxLength={FREE_SONG_LIMITS.recipientName} autoComplete="off" />
            <TextField
              api={api}
              field="relationship"
              maxLength={FREE_SONG_LIMITS.relationship}
              autoComplete="off"
              placeholder="e.g. wife, best friend, grandma"
            />
          </div>
          <SelectField api={api} field="occasion" options={OCCASIONS} />
        </fieldset>

        <fieldset className="fs-group">
          <legend>Your story</legend>
          <TextAreaField
            api={api}
            field="story"
            rows={7}
            maxLength={FREE_SONG_LIMITS.story}
            hint={`How you met, what you’ve been through together, what they mean to you. Up to ${FREE_SONG_LIMITS.story.toLocaleString('en-US')} characters.`}
          />
          <TextAreaField
            api={api}
            field="specialDetails"
            rows={4}
            maxLength={FREE_SONG_LIMITS.specialDetails}
            hint={`Names, places, dates, nicknames or inside jokes to weave into the lyrics. Up to ${FREE_SONG_LIMITS.specialDetails.toLocaleString('en-US')} characters.`}
          />
        </fieldset>

        <fieldset className="fs-group">
          <legend>The sound</legend>
          <div className="fs-row fs-row--3">
            <SelectField api={api} field="mood" options={MOODS} />
            <SelectField api={api} field="genre" options={GENRES} />
            <SelectField api={api} field="vocalPreference" options={VOCAL_PREFERENCES} />
          </div>
        </fieldset>

        <div className="fs-agree">
          <input
            type="checkbox"
            id={controlId('agreedToVideo')}
            name="agreedToVideo"
            checked={values.agreedToVideo}
            onChange={(e) => actor.send({ type: 'field.changed', field: 'agreedToVideo', value: e.target.checked })}
            required
            {...described('agreedToVideo', errors.agreedToVideo, ['fs-agreedToVideo-hint'])}
          />
          <div>
            <label htmlFor={controlId('agreedToVideo')}>
              I agree to send a reaction video
              <RequiredMark />
            </label>
            <p className="hint" id="fs-agreedToVideo-hint">
              Film the moment they first hear their song and send us the video. We’ll email you a link to upload it once the song is
              delivered.
            </p>
            <FieldError field="agreedToVideo" message={errors.agreedToVideo} />
          </div>
        </div>

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
