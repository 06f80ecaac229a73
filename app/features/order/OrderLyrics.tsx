// The buyer's lyrics on the order page (issue 26, item 4), once the musician sent a draft: the text as written and,
// while it waits for them, "Approve lyrics" or "Ask for a change" (a labelled box, then send) with the 24-hour rule
// and why the delivery time moves; after answering, what happens next. The result is announced politely.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { OrderView } from '../../../shared/api-types';
import { LYRICS_MESSAGES, LYRICS_NOTE_MAX, type OrderLyricsDraft } from '../../../shared/lyrics';
import type { LyricsAnswerInput } from '../../../shared/schemas/lyrics';
import { ApiError, request } from '../../core/api/client';
import { formatShortMoment } from '../../core/moments';
import { useClockZone } from '../../ui/useRenderContext';
import { FieldError } from './ReviewForm';

/** What happens next, in words, once the draft is answered (or is the final one). */
export function lyricsNextStep(draft: OrderLyricsDraft): string {
  if (draft.version === 2) return 'These are your final lyrics, with the change you asked for: they are now on their way into your song.';
  if (draft.answer === 'approved') return 'You approved the lyrics: we are now recording your song.';
  if (draft.answer === 'auto_approved')
    return 'We had no answer within 24 hours, so we took it as your approval: we are now recording your song.';
  if (draft.answer === 'change_requested')
    return 'You asked for a change: we are rewriting the lyrics and will send you the final version by email.';
  return '';
}

const failure = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? `We couldn’t send your answer (${error.status}). Please try again.`)
    : 'We couldn’t send your answer: please check your connection and try again.';

function useAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LyricsAnswerInput) => request(publicEndpoints.orderLyricsAnswer, { params: { token }, body }),
    onSuccess: (view: OrderView) => queryClient.setQueryData([publicEndpoints.orderView.path, token], view),
  });
}

/** The one change: a labelled box (focused when it opens), its error, and send or cancel. */
function ChangeForm({ pending, onSend, onCancel }: { pending: boolean; onSend: (note: string) => void; onCancel: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => noteRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(LYRICS_MESSAGES.noteMissing);
      noteRef.current?.focus();
      return;
    }
    onSend(note);
  };

  return (
    <form className="order-lyrics__change" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-note`}>What would you like changed?</label>
        <textarea
          ref={noteRef}
          id={`${id}-note`}
          className="textarea"
          rows={4}
          maxLength={LYRICS_NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
        />
        <p className="hint" id={`${id}-hint`}>
          You can ask for one change: the lyrics we send back are the final ones.
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="order-lyrics__buttons">
        <button type="submit" className="btn btn--primary" aria-disabled={pending}>
          {pending ? 'Sending…' : 'Send my change'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The answer's buttons. The mutation is the section's: the answered order removes this form before its own callbacks would run. */
function AnswerForm({
  draft,
  answer,
  onAnswered,
}: {
  draft: OrderLyricsDraft;
  answer: ReturnType<typeof useAnswer>;
  onAnswered: (said: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const zone = useClockZone();

  const send = (body: LyricsAnswerInput, said: string) => {
    if (answer.isPending) return;
    setRefusal(null);
    answer.mutate(body, { onSuccess: () => onAnswered(said), onError: (err) => setRefusal(failure(err)) });
  };

  return (
    <div className="order-lyrics__answer">
      <p className="order-lyrics__rule">
        Approve them, or ask for one change. If we have no answer by <strong>{formatShortMoment(draft.autoApproveAt, zone)}</strong> (24
        hours after we sent them), we take it as your approval. The delivery time we promised moves by the time we wait for your answer.
      </p>
      {asking ? (
        <ChangeForm
          pending={answer.isPending}
          onSend={(note) => send({ decision: 'change', note }, 'Thank you: your change is sent. We will email you the final lyrics.')}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="order-lyrics__buttons">
          <button
            type="button"
            className="btn btn--primary"
            aria-disabled={answer.isPending}
            onClick={() => send({ decision: 'approve' }, 'Thank you: the lyrics are approved. We are now recording your song.')}
          >
            Approve lyrics
          </button>
          <button type="button" className="btn btn--outline" onClick={() => setAsking(true)}>
            Ask for a change
          </button>
        </div>
      )}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

export function OrderLyrics({ token, draft }: { token: string; draft: OrderLyricsDraft }) {
  const [announced, setAnnounced] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const answer = useAnswer(token);
  const next = lyricsNextStep(draft);
  // The buttons go once answered: the focus goes to the section's title, whose text now says what happens next.
  const answered = (said: string) => {
    setAnnounced(said);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <section className="order-page__refunds order-lyrics" aria-labelledby="order-lyrics-title" data-testid="order-lyrics">
      <h2 id="order-lyrics-title" ref={title} tabIndex={-1} className="order-page__refunds-title">
        Your lyrics
      </h2>
      <p className="order-lyrics__text">{draft.text}</p>
      {draft.canAnswer ? (
        <AnswerForm draft={draft} answer={answer} onAnswered={answered} />
      ) : (
        next && <p className="order-lyrics__next">{next}</p>
      )}
      <p className="order-lyrics__announce" role="status" aria-live="polite">
        {announced}
      </p>
    </section>
  );
}
