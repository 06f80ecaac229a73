// The application's questions, a group each (about you, who the song is for, your story, the sound), and the
// agreement to send a reaction video that the free song is given for.
import { GENRES, MOODS, OCCASIONS, VOCAL_PREFERENCES } from '../../../shared/enums';
import { FREE_SONG_LIMITS } from '../../../shared/schemas/freeSong';
import { formatCount } from '../../core/counts';
import { controlId, described, FieldError, RequiredMark, SelectField, TextAreaField, TextField, type FieldApi } from './FreeSongFields';

export function AboutYou({ api }: { api: FieldApi }) {
  return (
    <fieldset className="fs-group">
      <legend>About you</legend>
      <div className="fs-row">
        <TextField api={api} field="name" maxLength={FREE_SONG_LIMITS.name} autoComplete="name" />
        <TextField api={api} field="email" type="email" maxLength={FREE_SONG_LIMITS.email} autoComplete="email" />
      </div>
    </fieldset>
  );
}

export function WhoItIsFor({ api }: { api: FieldApi }) {
  return (
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
  );
}

export function YourStory({ api }: { api: FieldApi }) {
  return (
    <fieldset className="fs-group">
      <legend>Your story</legend>
      <TextAreaField
        api={api}
        field="story"
        rows={7}
        maxLength={FREE_SONG_LIMITS.story}
        hint={`How you met, what you’ve been through together, what they mean to you. Up to ${formatCount(FREE_SONG_LIMITS.story)} characters.`}
      />
      <TextAreaField
        api={api}
        field="specialDetails"
        rows={4}
        maxLength={FREE_SONG_LIMITS.specialDetails}
        hint={`Names, places, dates, nicknames or inside jokes to weave into the lyrics. Up to ${formatCount(FREE_SONG_LIMITS.specialDetails)} characters.`}
      />
    </fieldset>
  );
}

export function TheSound({ api }: { api: FieldApi }) {
  return (
    <fieldset className="fs-group">
      <legend>The sound</legend>
      <div className="fs-row fs-row--3">
        <SelectField api={api} field="mood" options={MOODS} />
        <SelectField api={api} field="genre" options={GENRES} />
        <SelectField api={api} field="vocalPreference" options={VOCAL_PREFERENCES} />
      </div>
    </fieldset>
  );
}

export function AgreeToVideo({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="fs-agree">
      <input
        type="checkbox"
        id={controlId('agreedToVideo')}
        name="agreedToVideo"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        required
        {...described('agreedToVideo', error, ['fs-agreedToVideo-hint'])}
      />
      <div>
        <label htmlFor={controlId('agreedToVideo')}>
          I agree to send a reaction video
          <RequiredMark />
        </label>
        <p className="hint" id="fs-agreedToVideo-hint">
          Film the moment they first hear their song and send us the video. We’ll email you a link to upload it once the song is delivered.
        </p>
        <FieldError field="agreedToVideo" message={error} />
      </div>
    </div>
  );
}
