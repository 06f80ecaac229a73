// What the free-song machine tells the person: the spec's toasts (title and description apart), the errors beside
// the fields, and the shop's own words when it refuses an application.
import {
  FREE_SONG_FIELDS,
  FREE_SONG_MESSAGES,
  missingFieldsMessage,
  type FreeSongCheck,
  type FreeSongField,
} from '../../../../shared/schemas/freeSong';
import { ApiError } from '../../../core/api/client';

/** Every control of the form: the ten required fields and the agreement. */
export type FreeSongFormField = FreeSongField | 'agreedToVideo';
export type FieldErrors = Partial<Record<FreeSongFormField, string>>;

/** A message for the person, split as the toasts show it. */
export interface Notice {
  title: string;
  description: string;
}

export const REQUIRED_FIELD_MESSAGE = 'This field is required';

const TITLES = [
  FREE_SONG_MESSAGES.missingTitle,
  FREE_SONG_MESSAGES.agreementTitle,
  FREE_SONG_MESSAGES.noSpotsTitle,
  FREE_SONG_MESSAGES.failedTitle,
];

/** The API answers "Title: description" in the spec's words; the toast shows the two apart. */
export function splitServerMessage(message: string, fallbackTitle: string): Notice {
  const title = TITLES.find((t) => message.startsWith(`${t}: `));
  return title ? { title, description: message.slice(title.length + 2) } : { title: fallbackTitle, description: message };
}

export const FAILED: Notice = { title: FREE_SONG_MESSAGES.failedTitle, description: FREE_SONG_MESSAGES.failed };

/** A failure the shop explained (too many applications) keeps its words; anything else is the spec's message. */
export function failureNotice(error: unknown): Notice {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage)
    return { title: FAILED.title, description: error.serverMessage };
  return FAILED;
}

/** A refusal (400, 409) in the shop's words, which are the spec's. */
export function refusalNotice(error: unknown): Notice {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? splitServerMessage(message, FREE_SONG_MESSAGES.failedTitle) : FAILED;
}

/** A refusal about one field of the form (the server's `{ error, field }`): its words, shown beside that field. */
export function refusalErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.serverMessage) return {};
  const field = [...FREE_SONG_FIELDS, 'agreedToVideo' as const].find((name) => name === error.field);
  return field ? { [field]: splitServerMessage(error.serverMessage, FREE_SONG_MESSAGES.failedTitle).description } : {};
}

export const isRefusal = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The toast for a failed check: the spec's for missing fields and the agreement, none for a value's shape. */
export function problemNotice(check: FreeSongCheck | null): Notice | null {
  if (!check || check.ok) return null;
  if (check.kind === 'missing') return { title: FREE_SONG_MESSAGES.missingTitle, description: missingFieldsMessage(check.fields) };
  if (check.kind === 'agreement') return { title: FREE_SONG_MESSAGES.agreementTitle, description: FREE_SONG_MESSAGES.agreement };
  return null;
}

/** The message beside each field the check found wanting. */
export function problemErrors(check: FreeSongCheck | null): FieldErrors {
  if (!check || check.ok) return {};
  if (check.kind === 'missing') return Object.fromEntries(check.fields.map((field) => [field, REQUIRED_FIELD_MESSAGE]));
  if (check.kind === 'agreement') return { agreedToVideo: FREE_SONG_MESSAGES.agreement };
  return check.field ? { [check.field as FreeSongFormField]: check.message } : {};
}

/** Where focus goes after a failed check: the first field to fix, in the form's order. */
export function firstProblemField(check: FreeSongCheck | null): FreeSongFormField | null {
  if (!check || check.ok) return null;
  if (check.kind === 'missing') return check.fields[0] ?? null;
  if (check.kind === 'agreement') return 'agreedToVideo';
  return (check.field as FreeSongFormField | undefined) ?? null;
}
