// The free-song promotion (spec §3 "Free-song submission", §5, §8): the application form and the reaction
// upload, with the spec's messages word for word. One check for the page and the API.
import { z } from 'zod';
import { GENRES, MOODS, OCCASIONS, VOCAL_PREFERENCES } from '../enums';
import { EMAIL_PATTERN, firstMessage, text } from './fields';
import { reactionConsentSchema } from './review';

export const FREE_SONG_MESSAGES = {
  missingTitle: 'Required Fields Missing',
  missing: 'Please fill in all required fields',
  agreementTitle: 'Agreement Required',
  agreement: 'Please agree to send a reaction video to proceed',
  noSpotsTitle: 'No Spots Available',
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your request. Please try again.',
  invalidEmail: 'Please enter a valid email address',
  notFound: 'Submission not found',
  tooMany: 'Too many applications from your connection. Please try again later.',
} as const;

// Kept apart (no zod), for the page that shows the spots before its form loads.
export { noSpotsMessage, spotsRemaining } from '../freeSongSpots';

export const FREE_SONG_LIMITS = {
  name: 100,
  email: 254,
  recipientName: 100,
  relationship: 100,
  story: 3000,
  specialDetails: 1000,
} as const;

/** The form's fields in the order the form shows them, with the names the missing-fields toast uses. */
export const FREE_SONG_FIELD_LABELS = {
  name: 'Your Name',
  email: 'Email',
  recipientName: "Recipient's Name",
  relationship: 'Relationship',
  occasion: 'Occasion',
  story: 'Your Story',
  specialDetails: 'Special Details',
  mood: 'Mood',
  genre: 'Genre',
  vocalPreference: 'Vocal Preference',
} as const;

export type FreeSongField = keyof typeof FREE_SONG_FIELD_LABELS;
export const FREE_SONG_FIELDS = Object.keys(FREE_SONG_FIELD_LABELS) as FreeSongField[];

const choice = <T extends readonly [string, ...string[]]>(values: T, noun: string) =>
  z.enum(values, { error: `Please choose ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} from the list` });

const fieldsSchema = z.strictObject({
  name: text(FREE_SONG_FIELD_LABELS.name, FREE_SONG_LIMITS.name),
  email: text(FREE_SONG_FIELD_LABELS.email, FREE_SONG_LIMITS.email).regex(EMAIL_PATTERN, { error: FREE_SONG_MESSAGES.invalidEmail }),
  recipientName: text(FREE_SONG_FIELD_LABELS.recipientName, FREE_SONG_LIMITS.recipientName),
  relationship: text(FREE_SONG_FIELD_LABELS.relationship, FREE_SONG_LIMITS.relationship),
  occasion: choice(OCCASIONS, 'occasion'),
  story: text(FREE_SONG_FIELD_LABELS.story, FREE_SONG_LIMITS.story),
  specialDetails: text(FREE_SONG_FIELD_LABELS.specialDetails, FREE_SONG_LIMITS.specialDetails),
  mood: choice(MOODS, 'mood'),
  genre: choice(GENRES, 'genre'),
  vocalPreference: choice(VOCAL_PREFERENCES, 'vocal preference'),
  agreedToVideo: z.literal(true, { error: `${FREE_SONG_MESSAGES.agreementTitle}: ${FREE_SONG_MESSAGES.agreement}` }),
  /** Beyond the spec: the browser's id for this application, so a resend returns the one already made. */
  clientId: z
    .string({ error: 'clientId must be text' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'clientId must be 8 to 64 letters, digits, - or _' })
    .optional(),
});

export type FreeSongApplication = z.output<typeof fieldsSchema>;

/**
 * POST /api/free-song-submissions at the boundary: any JSON object. The service's check (checkFreeSongApplication)
 * then names every missing field at once, which a schema stopping at the first issue could not.
 */
export const freeSongApplicationSchema = z.record(z.string(), z.unknown());

/** What the form holds while the applicant types. */
export type FreeSongFormValues = Record<FreeSongField, string> & { agreedToVideo: boolean };

export const EMPTY_FREE_SONG_FORM: FreeSongFormValues = {
  name: '',
  email: '',
  recipientName: '',
  relationship: '',
  occasion: '',
  story: '',
  specialDetails: '',
  mood: '',
  genre: '',
  vocalPreference: '',
  agreedToVideo: false,
};

/** The required fields left empty (absent, not text, or blank), in form order. */
export function missingFreeSongFields(input: Record<string, unknown>): FreeSongField[] {
  return FREE_SONG_FIELDS.filter((field) => {
    const value = input[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** "Please fill in all required fields: Email, Mood" — the spec's message followed by the missing fields' names. */
export function missingFieldsMessage(fields: readonly FreeSongField[]): string {
  return `${FREE_SONG_MESSAGES.missing}: ${fields.map((f) => FREE_SONG_FIELD_LABELS[f]).join(', ')}`;
}

export type FreeSongCheck =
  | { ok: true; data: FreeSongApplication }
  | { ok: false; kind: 'missing'; fields: FreeSongField[]; message: string }
  | { ok: false; kind: 'agreement' | 'invalid'; field?: string; message: string };

/**
 * The rules in the spec's order: every required field first (all missing ones named at once), then the
 * agreement, then each value's shape (a known occasion, mood…, an e-mail address, a length limit).
 */
export function checkFreeSongApplication(input: Record<string, unknown>): FreeSongCheck {
  const missing = missingFreeSongFields(input);
  if (missing.length > 0)
    return { ok: false, kind: 'missing', fields: missing, message: `${FREE_SONG_MESSAGES.missingTitle}: ${missingFieldsMessage(missing)}` };
  if (input.agreedToVideo !== true)
    return { ok: false, kind: 'agreement', message: `${FREE_SONG_MESSAGES.agreementTitle}: ${FREE_SONG_MESSAGES.agreement}` };
  const parsed = fieldsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // An unknown field is about that field, as the API's other refusals say.
    const field = issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path[0];
    return { ok: false, kind: 'invalid', ...(typeof field === 'string' ? { field } : {}), message: firstMessage(parsed.error) };
  }
  return { ok: true, data: parsed.data };
}

/** GET /api/free-song-submissions/count: the spec's `count`; `spots` and `remaining` are ours (optional). */
export interface FreeSongCount {
  count: number;
  spots?: number;
  remaining?: number;
}

/** POST /api/free-song-submissions answers with the stored application's id and status. */
export interface FreeSongSubmitted {
  success: true;
  id: string;
  status: string;
}

/** POST /api/free-song-submissions/{id}/reaction-video: the spec's success message, and when it arrived (ours). */
export interface ReactionReceived {
  success: true;
  message: string;
  receivedAt: string;
}

/** GET /api/free-song-submissions/{id}/reaction-details: the spec's four fields, then ours (optional). */
export interface ReactionDetails {
  customerName: string;
  recipientName: string;
  occasion: string;
  email: string;
  /** The submission's status: an upload is taken once the song is delivered. */
  status?: string;
  /** When a reaction was received (a new upload replaces it). */
  reactionReceivedAt?: string | null;
}

export const REACTION_MESSAGES = {
  fileMissing: 'Please select a video file to upload',
  fileType: 'Please upload a video file (MP4, MOV, or AVI)',
  fileSize: 'Video file must be smaller than 50MB',
  messageMissing: 'Please share a few words about their reaction',
  notDelivered: 'Your song has not been delivered yet. You can send your reaction video once you have received it.',
  success: 'Your reaction video has been submitted successfully!',
  successTitle: 'Success!',
  detailsError: 'Could not load submission details',
  networkError: 'Network error - failed to load submission details',
  notFoundTitle: 'Submission Not Found',
  notFound: "The submission you're looking for could not be found or may have expired.",
  tooMany: 'Too many uploads from your connection. Please try again later.',
} as const;

export const REACTION_LIMITS = { videoBytes: 50 * 1024 * 1024, message: 2000 } as const;

/** The file endings and types the picker offers; the server judges the bytes. */
export const REACTION_ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/avi,.mp4,.mov,.avi';

export const reactionFieldsSchema = z.object({
  message: text('Message', REACTION_LIMITS.message, REACTION_MESSAGES.messageMissing),
  /** Ours (issue 25): the customer lets the shop publish these words as a testimonial; absent from an older page. */
  publish: reactionConsentSchema.optional(),
});
export type ReactionFields = z.output<typeof reactionFieldsSchema>;

/** The submission id in a URL: 32 hex characters (an id from ids.ts). */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{32}$/;
