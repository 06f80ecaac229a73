// The one free round of lyric revisions (spec §1): a note to the musicians, sent once. After that the page
// says when it was asked for; a second request is refused by the server (409) and its message shown.
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from '../../ui/router';
import type { SongView } from '../../../shared/admin-api-types';
import { CheckIcon } from '../../ui/icons';
import { formatDay } from '../../core/moments';
import { useClockZone } from '../../ui/useRenderContext';
import { useRevisionRequest, type RevisionRequest } from './useRevisionRequest';

const NOTE_MAX = 2000;

interface Props {
  token: string;
  revision: SongView['revision'];
  online: boolean;
  /** Called with the server's date once a request is accepted (or known to exist already). */
  onRecorded(requestedAt: string | null): void;
}

export function RevisionForm({ token, revision, online, onRecorded }: Props) {
  const request = useRevisionRequest(token, onRecorded);
  const outcome = useRef<HTMLDivElement>(null);
  const { accepted, refusal } = request;

  // The form goes away: keyboard and screen-reader users are taken to what replaced it.
  useEffect(() => {
    if (accepted || refusal) outcome.current?.focus();
  }, [accepted, refusal]);

  if (accepted) return <RevisionAccepted focusRef={outcome} />;
  if (refusal) return <RevisionRefused refusal={refusal} requestedAt={revision.requestedAt} focusRef={outcome} />;
  if (revision.requested) return <RevisionRequested requestedAt={revision.requestedAt} />;
  return <RevisionNoteForm request={request} online={online} />;
}

type FocusRef = RefObject<HTMLDivElement | null>;

function RevisionAccepted({ focusRef }: { focusRef: FocusRef }) {
  return (
    <div className="song-revision__done" role="status" tabIndex={-1} ref={focusRef}>
      <CheckIcon aria-hidden="true" />
      <p>
        <strong>Thank you, we’ve received your revision request.</strong> Our musicians will rework the lyrics and be in touch by email.
      </p>
    </div>
  );
}

function RevisionRefused({ refusal, requestedAt, focusRef }: { refusal: string; requestedAt: string | null; focusRef: FocusRef }) {
  const zone = useClockZone();
  return (
    <div className="song-revision__refused" tabIndex={-1} ref={focusRef}>
      <p role="alert">{refusal}</p>
      {requestedAt && <p>Revision requested on {formatDay(requestedAt, zone)}.</p>}
      <p>
        Something else? <Link to="/contact">Contact us</Link>.
      </p>
    </div>
  );
}

function RevisionRequested({ requestedAt }: { requestedAt: string | null }) {
  const zone = useClockZone();
  return (
    <div className="song-revision__done">
      <CheckIcon aria-hidden="true" />
      <p>
        <strong>{requestedAt ? `Revision requested on ${formatDay(requestedAt, zone)}` : 'Revision requested'}.</strong> Your free round is
        with our musicians. Questions? <Link to="/contact">Contact us</Link>.
      </p>
    </div>
  );
}

function RevisionNoteForm({ request, online }: { request: RevisionRequest; online: boolean }) {
  const id = useId();
  const { note, noteError, failure, sending } = request;
  const noteErrorId = `${id}-note-error`;
  const hintId = `${id}-note-hint`;
  return (
    <form className="song-revision__form" onSubmit={request.submit} noValidate>
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
          onChange={(e) => request.changeNote(e.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${hintId} ${noteErrorId}` : hintId}
        />
        {noteError && (
          <p className="field-error" id={noteErrorId} role="alert">
            {noteError}
          </p>
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {!online && (
        <p className="song-revision__offline" role="status">
          You’re offline. Connect to the internet to send your request.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending || !online}>
        {sending ? 'Sending…' : 'Request a lyric revision'}
      </button>
    </form>
  );
}
