// The send-completed dialog's payload (spec §5): a song file (any audio) is required, lyrics are optional
// (pdf, jpg, jpeg, png, txt, doc, docx), the instrumental version (any audio) required when the order bought it,
// a schedule only for free-song orders (empty = send now).
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import type { OrderKind } from './orderRows';

export const SONG_ACCEPT = 'audio/*';
export const LYRICS_ACCEPT = '.pdf,.jpg,.jpeg,.png,.txt,.doc,.docx';
const LYRICS_NAME = /\.(pdf|jpe?g|png|txt|docx?)$/i;
const AUDIO_NAME = /\.(mp3|wav|m4a|aac|ogg|oga|opus|flac|aiff?|weba|webm)$/i;

export interface SendInput {
  songFile: File | null;
  lyricsFile: File | null;
  /** Asked for only when the order bought the instrumental version (`wantsInstrumental`). */
  instrumentalFile: File | null;
  message: string;
  adminNotes: string;
  /** A datetime-local value ("2025-09-01T18:30"), read in the admin's time zone; '' = now. */
  schedule: string;
}

export type SendField = 'songFile' | 'lyricsFile' | 'instrumentalFile' | 'schedule';
/** The checked fields in the order they appear: the first with an error gets focus. */
export const SEND_FIELDS: readonly SendField[] = ['songFile', 'lyricsFile', 'instrumentalFile', 'schedule'];

/** What the send must carry besides the song: the instrumental version, when the order bought it. */
export interface SendNeeds {
  instrumental: boolean;
}

/** An audio file at first sight (the server judges the bytes): a PDF picked in a song slot is caught here. */
const looksLikeAudio = (file: File) => file.type.startsWith('audio/') || AUDIO_NAME.test(file.name);
export type SendFormResult =
  { ok: true; form: FormData; scheduledFor: Date | null } | { ok: false; errors: Partial<Record<SendField, string>> };

/** datetime-local has no zone: the browser reads it as local time, and the server gets UTC. */
export function scheduleToIso(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function buildSendForm(kind: OrderKind, input: SendInput, now: Date, needs: SendNeeds = { instrumental: false }): SendFormResult {
  const errors: Partial<Record<SendField, string>> = {};
  const { songFile, lyricsFile } = input;
  const instrumentalFile = needs.instrumental ? input.instrumentalFile : null;
  if (!songFile) errors.songFile = ADMIN_MESSAGES.songFileMissing;
  else if (!looksLikeAudio(songFile)) errors.songFile = ADMIN_MESSAGES.songFileType;
  else if (songFile.size > UPLOAD_LIMIT_BYTES) errors.songFile = ADMIN_MESSAGES.fileSize;
  if (lyricsFile && !LYRICS_NAME.test(lyricsFile.name)) errors.lyricsFile = ADMIN_MESSAGES.lyricsFileType;
  else if (lyricsFile && lyricsFile.size > UPLOAD_LIMIT_BYTES) errors.lyricsFile = ADMIN_MESSAGES.fileSize;
  if (needs.instrumental && !instrumentalFile) errors.instrumentalFile = ADMIN_MESSAGES.instrumentalFileMissing;
  else if (instrumentalFile && !looksLikeAudio(instrumentalFile)) errors.instrumentalFile = ADMIN_MESSAGES.instrumentalFileType;
  else if (instrumentalFile && instrumentalFile.size > UPLOAD_LIMIT_BYTES) errors.instrumentalFile = ADMIN_MESSAGES.fileSize;

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
  if (instrumentalFile) form.set('instrumentalFile', instrumentalFile, instrumentalFile.name);
  return { ok: true, form, scheduledFor };
}
