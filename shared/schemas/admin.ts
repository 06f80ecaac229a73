// What the admin area sends (spec §5 "Admin", §7 admin calls): one schema each, used by the screens and the API.
import { z } from 'zod';
import { FREE_SONG_STATUSES, ORDER_STATUSES } from '../enums';
import { OFFER_PAGES } from '../offers';
import { cents, text } from './fields';

export const ADMIN_MESSAGES = {
  invalidPassword: 'Invalid password',
  loggedIn: 'Successfully logged in to admin dashboard',
  sampleFieldsMissing: 'Please fill in all fields and select an audio file',
  sampleAudioType: 'The audio file must be an MP3 or WAV file',
  sampleAudioSize: 'The audio file must be 10 MB or smaller',
  songFileMissing: 'Please select the finished song file',
  songFileType: 'The song file must be an audio file',
  lyricsFileType: 'The lyrics file must be a PDF, JPG, PNG, TXT, DOC or DOCX file',
  instrumentalFileMissing: 'This order includes the instrumental version: please select its file',
  instrumentalFileType: 'The instrumental file must be an audio file',
  instrumentalNotOrdered: 'This order did not include the instrumental version: send it without one',
  fileSize: 'Files must be 10 MB or smaller',
  scheduleOnlyFreeSongs: 'Only free-song deliveries can be scheduled',
  scheduleInPast: 'Choose a time in the future, or leave it empty to send now',
  settingFetchFailed: 'Failed to fetch setting',
  settingUpdateFailed: 'Failed to update setting',
  settingUpdated: 'Free song link setting updated successfully',
  revisionTwice: 'A revision was already requested for this song',
  sendSetsCompleted: 'Sending a song sets its status to completed',
} as const;

/** Audio and lyrics uploads: 10 MB each (DESIGN §4). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** `{ password }` signs the owner in with the shop's password (the spec); `{ email, password }` a staff account (issue 26). */
export const loginSchema = z.strictObject({
  email: z
    .string({ error: 'Invalid e-mail or password' })
    .trim()
    .max(254, { error: 'Invalid e-mail or password' })
    .transform((value) => value.toLowerCase())
    .optional(),
  password: z
    .string({ error: ADMIN_MESSAGES.invalidPassword })
    .min(1, { error: ADMIN_MESSAGES.invalidPassword })
    .max(200, { error: ADMIN_MESSAGES.invalidPassword }),
});
export type AdminLogin = z.output<typeof loginSchema>;

/** The value is checked against its key by the settings service ('true'/'false' for a switch, hours for a time). */
export const settingUpdateSchema = z.strictObject({
  // Not text at all: the message of the spec's one setting, the free-song switch.
  value: z.string({ error: "value must be 'true' or 'false'" }).max(20, { error: 'value must be 20 characters or fewer' }),
  description: text('Description', 300).optional(),
});
export type SettingUpdate = z.output<typeof settingUpdateSchema>;

const hours = (field: string) =>
  z
    .number({ error: `${field} must be a number of hours` })
    .int({ error: `${field} must be whole hours` })
    .min(1, { error: `${field} must be at least 1 hour` })
    .max(24 * 60, { error: `${field} is too long` });

export const offerUpdateSchema = z
  .strictObject({
    priceCents: cents('Price'),
    compareAtCents: cents('Compare-at price').nullable().optional(),
    deliveryHours: hours('Delivery time'),
    rushHours: hours('Rush delivery time'),
    rushFeeCents: cents('Rush fee'),
  })
  .refine((o) => o.rushHours < o.deliveryHours, { error: 'Rush delivery must be faster than standard delivery', path: ['rushHours'] })
  .refine((o) => o.compareAtCents == null || o.compareAtCents > o.priceCents, {
    error: 'The compare-at price must be higher than the price',
    path: ['compareAtCents'],
  });

export type OfferUpdate = z.output<typeof offerUpdateSchema>;

export const offerPageSchema = z.enum(OFFER_PAGES, { error: 'Unknown page' });

/** `expectedStatus` (ours, optional): the status the admin saw; if the order moved meanwhile the change is refused. */
export const orderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }),
  expectedStatus: z.enum(ORDER_STATUSES, { error: 'Unknown expected status' }).optional(),
});
export type OrderStatusChange = z.output<typeof orderStatusSchema>;

/** Someone else changed the order between the admin seeing it and changing it. */
export const changedMeanwhile = (now: string, to: string) =>
  `Someone else just changed this order: it is now ${now.replace(/_/g, ' ')}, so it was not made ${to.replace(/_/g, ' ')}. Check it and choose again.`;
export const freeSongStatusSchema = z.strictObject({ status: z.enum(FREE_SONG_STATUSES, { error: 'Unknown status' }) });

export const reorderSchema = z.strictObject({
  sortOrder: z
    .number({ error: 'sortOrder must be a number' })
    .int({ error: 'sortOrder must be a whole number' })
    .min(0, { error: 'sortOrder cannot be negative' }),
});
export type Reorder = z.output<typeof reorderSchema>;

/** The text fields of the add-sample-song form (the file arrives beside them). */
export const sampleSongFieldsSchema = z.object({
  title: text('Title', 120, ADMIN_MESSAGES.sampleFieldsMissing),
  genre: text('Genre', 60, ADMIN_MESSAGES.sampleFieldsMissing),
});
export type SampleSongFields = z.output<typeof sampleSongFieldsSchema>;

/** The text fields of the send-completed dialog (files arrive beside them). */
export const sendCompletedFieldsSchema = z.object({
  message: text('Message', 2000).optional(),
  adminNotes: text('Notes', 2000).optional(),
  /** ISO date-time; empty means now. Free-song deliveries only. */
  scheduledSendAt: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || !Number.isNaN(Date.parse(v)), { error: 'scheduledSendAt must be a date and time' }),
});

/** The form's fields without a blank status or schedule: a browser form sends every input, filled or not. */
function withoutBlanks(fields: unknown): unknown {
  if (fields === null || typeof fields !== 'object') return fields;
  const kept: Record<string, unknown> = { ...fields };
  for (const key of ['status', 'scheduledSendAt']) if (typeof kept[key] === 'string' && kept[key].trim() === '') delete kept[key];
  return kept;
}

/** PATCH /api/admin/orders/{id}/send-completed (multipart, beside songFile and lyricsFile): `status` may only say what a send does. */
export const sendOrderFieldsSchema = z.preprocess(
  withoutBlanks,
  sendCompletedFieldsSchema.extend({ status: z.enum(['completed'], { error: ADMIN_MESSAGES.sendSetsCompleted }).optional() }),
);
export type SendOrderFields = z.output<typeof sendOrderFieldsSchema>;

/** PATCH /api/admin/free-song-submissions/{id} (multipart): a status change, notes, or a send with its files. */
export const freeSongUpdateFieldsSchema = z.preprocess(
  withoutBlanks,
  sendCompletedFieldsSchema.extend({
    status: z.enum(FREE_SONG_STATUSES, { error: 'Unknown status' }).optional(),
    /** Ours, optional: the status the admin saw (a change made meanwhile by someone else refuses this one). */
    expectedStatus: z.enum(FREE_SONG_STATUSES, { error: 'Unknown expected status' }).optional(),
  }),
);
export type FreeSongUpdateFields = z.output<typeof freeSongUpdateFieldsSchema>;

export const revisionRequestSchema = z.strictObject({
  note: text('Your note', 2000, 'Please tell us what you would like changed'),
});
export type RevisionRequestInput = z.output<typeof revisionRequestSchema>;
