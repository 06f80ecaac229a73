// The one free round of lyric revisions (spec §1): a note to the musicians, sent once. After that the page
// says when it was asked for; a second request is refused by the server (409) and its message shown.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SongView } from '../../../shared/admin-api-types';
import { ADMIN_MESSAGES, revisionRequestSchema } from '../../../shared/schemas/admin';
import { firstMessage } from '../../../shared/schemas/fields';
import { ApiError, apiPost } from '../../core/api/client';
import { CheckIcon } from '../../ui/icons';
import { formatDay } from './songView';

const NOTE_MAX = 2000;

interface Props {
  token: string;
  revision: SongView['revision'];
  online: boolean;
  /** Called with the server's date once a request is accepted (or known to exist already). */
  onRecorded(requestedAt: string | null): void;
}

export function RevisionForm({ token, revision, online, onRecorded }: Props) {
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const outcome = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: (body: { note: string }) => apiPost<{ requestedAt: string }>(`/api/songs/${encodeURIComponent(token)}/revision`, body),
    networkMode: 'always',
    // Only a network failure is worth one more try; the server's answer will not change.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
    onSuccess: ({ requestedAt }) => {
      setAccepted(true);
      onRecorded(requestedAt);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.serverMessage ?? ADMIN_MESSAGES.revisionTwice);
        onRecorded(null);
      } else if (error instanceof ApiError && error.status === 400) setNoteError(error.serverMessage ?? 'Please check your note');
    },
  });

  // The form goes away: keyboard and screen-reader users are taken to what replaced it.
  useEffect(() => {
    if (accepted || refusal) outcome.current?.focus();
  }, [accepted, refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = revisionRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(firstMessage(parsed.error));
      return;
    }
    setNoteError(undefined);
    send.mutate(parsed.data);
  };

  if (accepted) {
    return (
      <div className="song-revision__done" role="status" tabIndex={-1} ref={outcome}>
        <CheckIcon aria-hidden="true" />
        <p>
          <strong>Thank you, we’ve received your revision request.</strong> Our musicians will rework the lyrics and be in touch by email.
        </p>
      </div>
    );
  }
  if (refusal) {
    return (
      <div className="song-revision__refused" tabIndex={-1} ref={outcome}>
        <p role="alert">{refusal}</p>
        {revision.requestedAt && <p>Revision requested on {formatDay(revision.requestedAt)}.</p>}
        <p>
          Something else? <Link to="/contact">Contact us</Link>.
        </p>
      </div>
    );
  }
  if (revision.requested) {
    return (
      <div className="song-revision__done">
        <CheckIcon aria-hidden="true" />
        <p>
          <strong>{revision.requestedAt ? `Revision requested on ${formatDay(revision.requestedAt)}` : 'Revision requested'}.</strong> Your
          free round is with our musicians. Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </div>
    );
  }

  const noteErrorId = `${id}-note-error`;
  const hintId = `${id}-note-hint`;
  const failed = send.isError && !(send.error instanceof ApiError && (send.error.status === 400 || send.error.status === 409));
  return (
    <form className="song-revision__form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-note`}>What would you like changed?</label>
        <p className="hint" id={hintId}>
          A name, a line, a memory we missed: tell us in your own words.
        </p>
        <textarea
          id={`${id}-note`}
          className="textarea"
          name="note"
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => {
            setNote(e.target.value);
            if (noteError) setNoteError(undefined);
          }}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${hintId} ${noteErrorId}` : hintId}
        />
        {noteError && (
          <p className="field-error" id={noteErrorId} role="alert">
            {noteError}
          </p>
        )}
      </div>
      {failed && (
        <p className="field-error" role="alert">
          {send.error instanceof ApiError && send.error.status === 429 && send.error.serverMessage
            ? send.error.serverMessage
            : 'We couldn’t send your request. Please try again.'}
        </p>
      )}
      {!online && (
        <p className="song-revision__offline" role="status">
          You’re offline. Connect to the internet to send your request.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={send.isPending || !online}>
        {send.isPending ? 'Sending…' : 'Request a lyric revision'}
      </button>
    </form>
  );
}
