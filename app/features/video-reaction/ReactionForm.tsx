// The reaction form (spec §2, §5): the video and a few words about the moment, checked before anything is sent;
// while sending, the upload's progress with Cancel. A second reaction replaces the first, and the form says so.
import type { RefObject } from 'react';
import { REACTION_LIMITS, type ReactionDetails } from '../../../shared/schemas/freeSong';
import { formatDay } from '../../core/moments';
import { UploadIcon } from './reactionIcons';
import { UploadProgress } from './UploadProgress';
import { useReactionForm, type ReactionUpload } from './useReactionForm';
import { VideoPicker } from './VideoPicker';

interface ReactionFormProps {
  details: ReactionDetails;
  upload: ReactionUpload;
}

export function ReactionForm({ details, upload }: ReactionFormProps) {
  const form = useReactionForm(upload);
  const { sending, errors } = form;
  const replacing = Boolean(details.reactionReceivedAt);
  const receivedOn = formatDay(details.reactionReceivedAt);

  return (
    <form className="vr-form" onSubmit={form.submit} noValidate aria-labelledby="vr-form-title" aria-busy={sending || undefined}>
      <h2 id="vr-form-title" className="vr-form__title">
        Send your reaction video
      </h2>
      {replacing && (
        <p className="vr-notice" role="note">
          We already have a reaction video from you{receivedOn ? `, received ${receivedOn}` : ''}. Sending a new one replaces it.
        </p>
      )}

      <fieldset className="vr-form__fields" disabled={sending}>
        <legend className="visually-hidden">Your reaction</legend>
        <VideoPicker file={form.video} error={errors.video} disabled={sending} inputRef={form.videoInput} onPick={form.pick} />
        <MessageField
          recipientName={details.recipientName}
          message={form.message}
          error={errors.message}
          inputRef={form.messageInput}
          onChange={form.changeMessage}
        />
        <PublishConsent name={details.customerName} checked={form.publish} onChange={form.setPublish} />
      </fieldset>

      {upload.failure && (
        <p className="vr-alert" role="alert">
          {upload.failure}
        </p>
      )}
      {upload.cancelled && (
        <p className="vr-cancelled" role="status">
          Upload cancelled: your video was not sent. You can send it again whenever you like.
        </p>
      )}

      {upload.phase.name === 'sending' ? (
        <UploadProgress progress={upload.phase.progress} onCancel={upload.cancel} />
      ) : (
        <button ref={form.submitButton} type="submit" className="btn btn--primary btn--lg btn--block vr-form__submit">
          <UploadIcon width={20} height={20} />
          {replacing ? 'Send the new video' : 'Send reaction video'}
        </button>
      )}
    </form>
  );
}

interface MessageFieldProps {
  recipientName: string;
  message: string;
  error: string | undefined;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
}

/** A few words about the moment, with its count against the limit. */
function MessageField({ recipientName, message, error, inputRef, onChange }: MessageFieldProps) {
  return (
    <div className="field">
      <label htmlFor="vr-message" className="vr-label">
        How did {recipientName} react? <span className="vr-required">(required)</span>
      </label>
      <textarea
        ref={inputRef}
        id="vr-message"
        name="message"
        className="textarea"
        value={message}
        maxLength={REACTION_LIMITS.message}
        placeholder="What did they say when the song started? Tears, laughter, a dance?"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'vr-message-error vr-message-count' : 'vr-message-count'}
        required
      />
      <p className="hint vr-count" id="vr-message-count">
        {message.length} / {REACTION_LIMITS.message} characters
      </p>
      {error && (
        <p className="field-error" id="vr-message-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Permission to show the words on the shop's site, signed with the first name only: asked, never assumed. */
function PublishConsent({ name, checked, onChange }: { name: string; checked: boolean; onChange: (value: boolean) => void }) {
  const firstName = name.trim().split(/\s+/)[0] || 'your first name';
  return (
    <div className="vr-consent">
      <input
        id="vr-publish"
        name="publish"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="vr-publish-hint"
      />
      <div>
        <label htmlFor="vr-publish">You may show these words on your website</label>
        <p className="hint" id="vr-publish-hint">
          As a testimonial signed “{firstName}”, once we have read them. Unticked, they stay between you and us.
        </p>
      </div>
    </div>
  );
}
