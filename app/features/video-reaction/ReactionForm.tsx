// The reaction form (spec §2, §5): the video and a few words about the moment, checked before anything is sent;
// while sending, the upload's progress with Cancel. A second reaction replaces the first, and the form says so.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REACTION_LIMITS, type ReactionDetails } from '../../../shared/schemas/freeSong';
import { formatDay } from '../song';
import { messageProblem, reactionErrors, videoProblem, type ReactionErrors } from './reactionForm';
import { UploadIcon } from './reactionIcons';
import { UploadProgress } from './UploadProgress';
import type { useReactionUpload } from './useReaction';
import { VideoPicker } from './VideoPicker';

interface ReactionFormProps {
  details: ReactionDetails;
  upload: ReturnType<typeof useReactionUpload>;
}

export function ReactionForm({ details, upload }: ReactionFormProps) {
  const [video, setVideo] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ReactionErrors>({});
  const videoInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const sending = upload.phase.name === 'sending';
  const replacing = Boolean(details.reactionReceivedAt);
  const receivedOn = formatDay(details.reactionReceivedAt);

  // A cancelled or failed upload puts the send button back where the progress was: focus returns to it.
  useEffect(() => {
    if (upload.cancelled || upload.failure) submitButton.current?.focus();
  }, [upload.cancelled, upload.failure]);

  const pick = (file: File | null) => {
    upload.forget();
    // A wrong file is refused at once, so the form never holds one it would not send.
    const problem = file ? videoProblem(file) : null;
    setVideo(problem ? null : file);
    setErrors((current) => ({ ...current, video: problem ?? undefined }));
    if (problem && videoInput.current) videoInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = reactionErrors({ video, message });
    setErrors(found);
    if (found.video) videoInput.current?.focus();
    else if (found.message) messageInput.current?.focus();
    if (found.video || found.message || !video) return;
    void upload.send(video, message);
  };

  return (
    <form className="vr-form" onSubmit={submit} noValidate aria-labelledby="vr-form-title" aria-busy={sending || undefined}>
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
        <VideoPicker file={video} error={errors.video} disabled={sending} inputRef={videoInput} onPick={pick} />

        <div className="field">
          <label htmlFor="vr-message" className="vr-label">
            How did {details.recipientName} react? <span className="vr-required">(required)</span>
          </label>
          <textarea
            ref={messageInput}
            id="vr-message"
            name="message"
            className="textarea"
            value={message}
            maxLength={REACTION_LIMITS.message}
            placeholder="What did they say when the song started? Tears, laughter, a dance?"
            onChange={(event) => {
              setMessage(event.target.value);
              if (errors.message) setErrors((current) => ({ ...current, message: messageProblem(event.target.value) ?? undefined }));
            }}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'vr-message-error vr-message-count' : 'vr-message-count'}
            required
          />
          <p className="hint vr-count" id="vr-message-count">
            {message.length} / {REACTION_LIMITS.message} characters
          </p>
          {errors.message && (
            <p className="field-error" id="vr-message-error">
              {errors.message}
            </p>
          )}
        </div>
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
        <button ref={submitButton} type="submit" className="btn btn--primary btn--lg btn--block vr-form__submit">
          <UploadIcon width={20} height={20} />
          {replacing ? 'Send the new video' : 'Send reaction video'}
        </button>
      )}
    </form>
  );
}
