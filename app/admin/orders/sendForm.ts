// The send-completed dialog's payload (spec §5): a song file (any audio) is required, lyrics are optional
// (pdf, jpg, jpeg, png, txt, doc, docx), a schedule only for free-song orders (empty = send now).
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import type { OrderKind } from './orderRows';

export const SONG_ACCEPT = 'audio/*';
export const LYRICS_ACCEPT = '.pdf,.jpg,.jpeg,.png,.txt,.doc,.docx';
const LYRICS_NAME = /\.(pdf|jpe?g|png|txt|docx?)$/i;
const AUDIO_NAME = /\.(mp3|wav|m4a|aac|ogg|oga|opus|flac|aiff?|weba|webm)$/i;

export interface SendInput {
  songFile: File | null;
  lyricsFile: File | null;
  message: string;
  adminNotes: string;
  /** A datetime-local value ("2025-09-01T18:30"), read in the admin's time zone; '' = now. */
  schedule: string;
}

export type SendField = 'songFile' | 'lyricsFile' | 'schedule';
/** The checked fields in the order they appear: the first with an error gets focus. */
export const SEND_FIELDS: readonly SendField[] = ['songFile', 'lyricsFile', 'schedule'];
export type SendFormResult =
  { ok: true; form: FormData; scheduledFor: Date | null } | { ok: false; errors: Partial<Record<SendField, string>> };

/** datetime-local has no zone: the browser reads it as local time, and the server gets UTC. */
export function scheduleToIso(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function buildSendForm(kind: OrderKind, input: SendInput, now: Date): SendFormResult {
  const errors: Partial<Record<SendField, string>> = {};
  const { songFile, lyricsFile } = input;
  if (!songFile) errors.songFile = ADMIN_MESSAGES.songFileMissing;
  // The server judges the bytes; this only catches a plainly wrong pick (a PDF in the song slot).
  else if (!songFile.type.startsWith('audio/') && !AUDIO_NAME.test(songFile.name)) errors.songFile = ADMIN_MESSAGES.songFileType;
  else if (songFile.size > UPLOAD_LIMIT_BYTES) errors.songFile = ADMIN_MESSAGES.fileSize;
  if (lyricsFile && !LYRICS_NAME.test(lyricsFile.name)) errors.lyricsFile = ADMIN_MESSAGES.lyricsFileType;
  else if (lyricsFile && lyricsFile.size > UPLOAD_LIMIT_BYTES) errors.lyricsFile = ADMIN_MESSAGES.fileSize;

  let scheduledFor: Date | null = null;
  if (kind === 'free' && input.schedule.trim()) {
    const iso = scheduleToIso(input.schedule);
    if (!iso) errors.schedule = 'Enter a date and time, or leave it empty to send now';
    else if (Date.parse(iso) <= now.getTime()) errors.schedule = ADMIN_MESSAGES.scheduleInPast;
    else scheduledFor = new Date(iso);
  }
  if (Object.keys(errors).length || !songFile) return { ok: false, errors };

  const form = new FormData();
  form.set('status', 'completed');
  if (input.message.trim()) form.set('message', input.message.trim());
  // Always sent: the field starts with the saved notes, so an emptied box means "clear them".
  form.set('adminNotes', input.adminNotes.trim());
  if (kind === 'free') form.set('scheduledSendAt', scheduledFor ? scheduledFor.toISOString() : '');
  form.set('songFile', songFile, songFile.name);
  if (lyricsFile) form.set('lyricsFile', lyricsFile, lyricsFile.name);
  return { ok: true, form, scheduledFor };
}
