// The send-completed dialog (spec §5): the finished song (required, any audio), lyrics (optional), a message
// to the customer, team notes, and for free-song requests only a send time (empty = now). The customer gets
// a mail with a link to their song page.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { failureText } from '../kit/client';
import { formatDateTime } from '../kit/format';
import { useSendCompleted } from './orderActions';
import { toRow, type AdminItem } from './orderRows';
import { buildSendForm, LYRICS_ACCEPT, SONG_ACCEPT, type SendField } from './sendForm';
import { CloseIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import { useDialogFocus } from '../kit/useDialogFocus';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function SendCompletedDialog({ item, onClose }: { item: AdminItem | undefined; onClose: () => void }) {
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-overlay" />
        <Dialog.Content
          className="admin-dialog"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          {item && <SendForm key={item.data.id} item={item} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SendForm({ item, onDone }: { item: AdminItem; onDone: () => void }) {
  const id = useId();
  const row = toRow(item);
  const send = useSendCompleted(item.kind);
  const [songFile, setSongFile] = useState<File | null>(null);
  const [lyricsFile, setLyricsFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [adminNotes, setAdminNotes] = useState(item.data.adminNotes ?? '');
  const [schedule, setSchedule] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SendField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fields = {
    songFile: useRef<HTMLInputElement>(null),
    lyricsFile: useRef<HTMLInputElement>(null),
    schedule: useRef<HTMLInputElement>(null),
  };
  // A field's error goes once that field changes, and so does a failed send's reason (the files or time are new).
  const changed = (field: SendField) => {
    setFailure(null);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const result = buildSendForm(item.kind, { songFile, lyricsFile, message, adminNotes, schedule }, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['songFile', 'lyricsFile', 'schedule'] as const).find((f) => result.errors[f]);
      if (first) fields[first].current?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { id: item.data.id, form: result.form },
      {
        onSuccess: () => {
          toast.success(
            'Completed song sent to customer',
            result.scheduledFor ? `The mail goes out ${formatDateTime(result.scheduledFor.toISOString())}` : undefined,
          );
          onDone();
        },
        onError: (error) => {
          setFailure(failureText(error));
          toast.error('Failed to send completed order', failureText(error));
        },
      },
    );
  };

  const describe = (field: SendField, hint?: string) => {
    const ids = [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };
  const error = (field: SendField) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <div className="admin-dialog__head">
        <div>
          <Dialog.Title className="admin-dialog__title">Send completed song</Dialog.Title>
          <p className="admin-dialog__sub">
            #{row.displayId} · for {row.recipientName} · to {row.email}
          </p>
        </div>
        <Dialog.Close className="admin-icon-btn" aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </div>

      <div className="field">
        <label htmlFor={`${id}-song`}>Song file</label>
        <p className="hint" id={`${id}-song-hint`}>
          Any audio file, up to 10MB.
        </p>
        <input
          ref={fields.songFile}
          id={`${id}-song`}
          className="input admin-file"
          type="file"
          accept={SONG_ACCEPT}
          required
          onChange={(e) => {
            setSongFile(e.target.files?.[0] ?? null);
            changed('songFile');
          }}
          {...describe('songFile', `${id}-song-hint`)}
        />
        {error('songFile')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-lyrics`}>
          Lyrics file <span className="admin-optional">(optional)</span>
        </label>
        <p className="hint" id={`${id}-lyrics-hint`}>
          PDF, JPG, PNG, TXT, DOC or DOCX.
        </p>
        <input
          ref={fields.lyricsFile}
          id={`${id}-lyrics`}
          className="input admin-file"
          type="file"
          accept={LYRICS_ACCEPT}
          onChange={(e) => {
            setLyricsFile(e.target.files?.[0] ?? null);
            changed('lyricsFile');
          }}
          {...describe('lyricsFile', `${id}-lyrics-hint`)}
        />
        {error('lyricsFile')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          Message to the customer <span className="admin-optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          className="textarea admin-textarea"
          value={message}
          maxLength={2000}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          Team notes <span className="admin-optional">(optional, not shown to the customer)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          className="textarea admin-textarea"
          value={adminNotes}
          maxLength={2000}
          onChange={(e) => setAdminNotes(e.target.value)}
        />
      </div>
      {item.kind === 'free' && (
        <div className="field">
          <label htmlFor={`${id}-schedule`}>
            Send at <span className="admin-optional">(optional)</span>
          </label>
          <p className="hint" id={`${id}-schedule-hint`}>
            Leave empty to send now. Times are in your time zone ({timeZone}).
          </p>
          <input
            ref={fields.schedule}
            id={`${id}-schedule`}
            className="input"
            type="datetime-local"
            value={schedule}
            onChange={(e) => {
              setSchedule(e.target.value);
              changed('schedule');
            }}
            {...describe('schedule', `${id}-schedule-hint`)}
          />
          {error('schedule')}
        </div>
      )}
      {failure && (
        <p className="admin-error-line" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="btn btn--outline" disabled={send.isPending}>
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="btn btn--primary" aria-disabled={send.isPending}>
          {send.isPending ? 'Sending…' : schedule && item.kind === 'free' ? 'Schedule send' : 'Send to customer'}
        </button>
      </div>
    </form>
  );
}
