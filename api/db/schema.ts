// The database's tables as Kysely sees them. Times are ISO-8601 UTC strings; money is integer cents;
// booleans are 0/1 integers, converted at the data-layer edge.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface SettingsTable {
  key: string;
  value: string;
  description: string | null;
  updated_at: string;
}

/** Server-private key/value state: admin password hash, VAPID keys, seed marker. Never served. */
export interface AppStateTable {
  key: string;
  value: string;
}

export interface OffersTable {
  page: string;
  price_cents: number;
  compare_at_cents: number | null;
  delivery_hours: number;
  rush_hours: number;
  rush_fee_cents: number;
  currency: string;
  updated_at: string;
}

/** A file kept under DATA_DIR/uploads: requests name the row's id, never a path. */
export interface MediaFilesTable {
  id: string;
  stored_name: string;
  content_type: string;
  size: number;
  original_name: string | null;
  created_at: string;
}

export interface SampleSongsTable {
  id: string;
  title: string;
  genre: string;
  media_id: string;
  duration: number;
  sort_order: number;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  inquiry_type: string | null;
  subject: string | null;
  message: string;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: string | null;
  /** A job with a key is enqueued once: a second enqueue with the same key is ignored. */
  unique_key: string | null;
  created_at: string;
}

export interface MailLogTable {
  id: Generated<number>;
  /** What the mail was for, e.g. "contact:<id>": a key is sent once. */
  once_key: string;
  to_address: string;
  subject: string;
  message_id: string | null;
  sent_at: string;
}

export interface Database {
  settings: SettingsTable;
  app_state: AppStateTable;
  offers: OffersTable;
  media_files: MediaFilesTable;
  sample_songs: SampleSongsTable;
  contact_messages: ContactMessagesTable;
  jobs: JobsTable;
  mail_log: MailLogTable;
}

export type SampleSongRow = Selectable<SampleSongsTable>;
export type NewSampleSong = Insertable<SampleSongsTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type OfferRow = Selectable<OffersTable>;
export type JobRow = Selectable<JobsTable>;
