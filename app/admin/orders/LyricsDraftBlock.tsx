// The order dialog's Lyrics draft section (issue 26, item 4), shown when the owner switched lyrics approval on:
// each draft sent with where it stands (waiting for the buyer until …, approved, change asked with the buyer's note,
// approved by itself after 24 hours), and, when a draft may be sent, a labelled text box and "Send draft to buyer"
// for whoever makes the song. A refusal is shown in words; the result is announced.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../shared/admin-api-types';
import { LYRICS_MESSAGES, LYRICS_TEXT_MAX, type AdminLyricsDraft } from '../../../shared/lyrics';
import { failureText } from '../kit/client';
import { FieldError } from '../kit/FieldError';
import { formatDateTime } from '../kit/format';
import { useMay } from '../kit/role';
import { useSendLyricsDraft } from './orderActions';

/** Where a draft stands, in words. */
export function draftStatus(draft: AdminLyricsDraft): string {
  if (draft.version === 2) return 'Final lyrics, sent after the buyer’s change: on their way into the song';
  if (draft.answer === 'approved') return `Approved by the buyer ${formatDateTime(draft.answeredAt)}`;
  if (draft.answer === 'auto_approved') return `Approved automatically ${formatDateTime(draft.answeredAt)}: no answer within 24 hours`;
  if (draft.answer === 'change_requested') return `Change asked ${formatDateTime(draft.answeredAt)}: “${draft.changeNote ?? ''}”`;
  return `Waiting for the buyer until ${formatDateTime(draft.autoApproveAt)}`;
}

function DraftList({ drafts }: { drafts: AdminLyricsDraft[] }) {
  if (!drafts.length) return <p className="admin-muted">No draft sent yet.</p>;
  return (
    <ol className="lyrics-drafts" aria-label="Drafts sent">
      {drafts.map((d) => (
        <li key={d.id} className="lyrics-drafts__item">
          <p className="lyrics-drafts__head">
            <strong>{d.version === 1 ? 'Draft' : 'Revision'}</strong> · sent {formatDateTime(d.sentAt)} by {d.sentBy}
          </p>
          <p className="lyrics-drafts__status">{draftStatus(d)}</p>
          <details>
            <summary>Show the lyrics</summary>
            <p className="detail-text lyrics-drafts__text">{d.text}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}

type SendDraft = ReturnType<typeof useSendLyricsDraft>;

/**
 * The text box and its button. The mutation is the section's: once sent, the refreshed order removes this form
 * before the mutation's own callbacks would run here, and the section, which stays, announces the result.
 */
function DraftForm({
  order,
  revision,
  send,
  onSent,
}: {
  order: AdminOrder;
  revision: boolean;
  send: SendDraft;
  onSent: (said: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setRefusal(null);
    if (!text.trim()) {
      setError(LYRICS_MESSAGES.textMissing);
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    send.mutate(
      { id: order.id, text },
      {
        onSuccess: () => {
          setText('');
          onSent(revision ? 'Revision sent: the buyer is mailed it is final.' : 'Draft sent: the buyer is mailed to read and answer it.');
        },
        onError: (err) => setRefusal(failureText(err)),
      },
    );
  };

  return (
    <form
      className="lyrics-draft-form"
      onSubmit={submit}
      noValidate
      aria-label={revision ? 'Send the revised lyrics' : 'Send the lyrics draft'}
    >
      <div className="field">
        <label htmlFor={`${id}-text`}>{revision ? 'Revised lyrics' : 'Lyrics draft'}</label>
        <textarea
          id={`${id}-text`}
          className="textarea"
          rows={8}
          maxLength={LYRICS_TEXT_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
        />
        <p className="hint" id={`${id}-hint`}>
          {revision
            ? 'The buyer’s one change is used: they see these as the final lyrics.'
            : 'The buyer reads it on their order page and approves it or asks for one change; no answer in 24 hours counts as approval.'}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="btn btn--primary" aria-disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send draft to buyer'}
      </button>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

export function LyricsDraftBlock({ order }: { order: AdminOrder }) {
  const id = useId();
  const may = useMay();
  const [announced, setAnnounced] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const send = useSendLyricsDraft();
  const lyrics = order.lyrics;
  if (!lyrics?.enabled) return null;
  const revision = lyrics.drafts.at(-1)?.answer === 'change_requested';
  // Sent, the form goes: the result is said here, and the focus goes to the section's title.
  const sent = (said: string) => {
    setAnnounced(said);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <section className="detail-refund" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="detail-group__title">
        Lyrics draft
      </h3>
      <DraftList drafts={lyrics.drafts} />
      {lyrics.canSend && may('adminOrderLyricsDraft') && <DraftForm order={order} revision={revision} send={send} onSent={sent} />}
      <p className="refund-result" role="status">
        {announced}
      </p>
    </section>
  );
}
