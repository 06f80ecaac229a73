// The send-completed dialog (spec §5): the finished song (required, any audio), lyrics (optional), the
// instrumental version when the order bought it (required then), a message to the customer, team notes, and for
// free-song requests only a send time (empty = now). The customer gets a mail with a link to their song page.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { toRow, type AdminItem } from './orderRows';
import { LYRICS_ACCEPT, SONG_ACCEPT } from './sendForm';
import { sendNeedsOf, useSendForm, type SendFormState } from './useSendForm';
import { CloseIcon } from '../../ui/icons';
import { FieldError } from '../kit/FieldError';
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
  const row = toRow(item);
  const form = useSendForm(item, onDone);
  const { id, input, change } = form;
  return (
    <form onSubmit={form.submit} noValidate>
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

      <FileField
        form={form}
        field="songFile"
        name="song"
        label="Song file"
        hint="Any audio file, up to 10MB."
        accept={SONG_ACCEPT}
        required
      />
      <FileField
        form={form}
        field="lyricsFile"
        name="lyrics"
        label={
          <>
            Lyrics file <span className="admin-optional">(optional)</span>
          </>
        }
        hint="PDF, JPG, PNG, TXT, DOC or DOCX."
        accept={LYRICS_ACCEPT}
      />
      {sendNeedsOf(item).instrumental && (
        <FileField
          form={form}
          field="instrumentalFile"
          name="instrumental"
          label="Instrumental version"
          hint="The customer bought it: the song without vocals, any audio file, up to 10MB."
          accept={SONG_ACCEPT}
          required
        />
      )}
      <NoteField id={`${id}-message`} value={input.message} onChange={(text) => change('message', text)}>
        Message to the customer <span className="admin-optional">(optional)</span>
      </NoteField>
      <NoteField id={`${id}-notes`} value={input.adminNotes} onChange={(text) => change('adminNotes', text)}>
        Team notes <span className="admin-optional">(optional, not shown to the customer)</span>
      </NoteField>
      {item.kind === 'free' && <ScheduleField form={form} />}
      {form.failure && (
        <p className="admin-error-line" role="alert">
          {form.failure}
        </p>
      )}
      <div className="admin-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="btn btn--outline" disabled={form.pending}>
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="btn btn--primary" aria-disabled={form.pending}>
          {form.pending ? 'Sending…' : input.schedule && item.kind === 'free' ? 'Schedule send' : 'Send to customer'}
        </button>
      </div>
    </form>
  );
}

interface FileFieldProps {
  form: SendFormState;
  field: 'songFile' | 'lyricsFile' | 'instrumentalFile';
  /** The control's id is the form's id and this. */
  name: string;
  label: ReactNode;
  hint: string;
  accept: string;
  required?: boolean;
}

/** The song, the lyrics and the instrumental: a file picker with its hint, and its error once a check fails. */
function FileField({ form, field, name, label, hint, accept, required }: FileFieldProps) {
  const inputId = `${form.id}-${name}`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <p className="hint" id={`${inputId}-hint`}>
        {hint}
      </p>
      <input
        ref={form.fields[field]}
        id={inputId}
        className="input admin-file"
        type="file"
        accept={accept}
        required={required}
        onChange={(e) => form.change(field, e.target.files?.[0] ?? null)}
        {...form.describe(field, `${inputId}-hint`)}
      />
      <FieldError id={form.errorId(field)} message={form.errors[field]} />
    </div>
  );
}

interface NoteFieldProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** The label. */
  children: ReactNode;
}

/** The message to the customer and the team notes: free text, never checked beyond its length. */
function NoteField({ id, value, onChange, children }: NoteFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{children}</label>
      <textarea id={id} className="textarea admin-textarea" value={value} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A free-song request's send time, in the admin's own time zone; empty sends now. */
function ScheduleField({ form }: { form: SendFormState }) {
  const inputId = `${form.id}-schedule`;
  return (
    <div className="field">
      <label htmlFor={inputId}>
        Send at <span className="admin-optional">(optional)</span>
      </label>
      <p className="hint" id={`${inputId}-hint`}>
        Leave empty to send now. Times are in your time zone ({timeZone}).
      </p>
      <input
        ref={form.fields.schedule}
        id={inputId}
        className="input"
        type="datetime-local"
        value={form.input.schedule}
        onChange={(e) => form.change('schedule', e.target.value)}
        {...form.describe('schedule', `${inputId}-hint`)}
      />
      <FieldError id={form.errorId('schedule')} message={form.errors.schedule} />
    </div>
  );
}
