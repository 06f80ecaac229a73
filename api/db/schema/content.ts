// The shop's content and settings as Kysely sees them: settings, server-private state, offers, the profile, stored
// files, sample songs, testimonials, add-ons and contact messages.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface SettingsTable {
  key: string;
  value: string;
  description: string | null;
  updated_at: string;
}

/**
 * Server-private key/value state, never served: the admin password hash, VAPID keys, the secrets that sign
 * unsubscribe, chat and media links, seed markers and the setup checklist's kept answers (docs/data-model.md).
 */
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

/** The shop's profile (shared/shopProfile.ts): one row, id 1. `demo_fields` is a JSON array of field names. */
export interface ShopProfileTable {
  id: number;
  name: string;
  tagline: string;
  support_email: string;
  contact_hours: string;
  time_zone: string;
  response_time: string;
  instagram_url: string;
  tiktok_url: string;
  youtube_url: string;
  facebook_url: string;
  x_url: string;
  legal_name: string;
  postal_address: string;
  social_proof: string;
  demo_fields: string;
  updated_at: string;
}

/** A stored file (under DATA_DIR/uploads, or in the bucket with STORAGE_URL): requests name the row's id, never a path. */
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
  /** 1 for the seeded demo songs ("Remove demo content" deletes them); 0 for the admin's. */
  demo: Generated<number>;
}

/** What customers said, in the owner's order; `demo` 1 for the shipped examples until edited or removed. */
export interface TestimonialsTable {
  id: string;
  name: string;
  location: string;
  occasion: string;
  rating: number;
  text: string;
  sort_order: number;
  demo: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** What a buyer can add to a song (issue 25), in the owner's order; only enabled ones are offered. */
export interface AddOnsTable {
  id: string;
  name: string;
  /** One line under the name. */
  description: string;
  price_cents: number;
  enabled: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  inquiry_type: string | null;
  subject: string | null;
  message: string;
  created_at: string;
  /** `new`, `read` or `done` (shared/schemas/inbox.ts). */
  status: Generated<string>;
  /** The admin's reply from the inbox, and when it was mailed. */
  reply: string | null;
  replied_at: string | null;
}

export type SampleSongRow = Selectable<SampleSongsTable>;
export type NewSampleSong = Insertable<SampleSongsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type NewTestimonialRow = Insertable<TestimonialsTable>;
export type AddOnRow = Selectable<AddOnsTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type OfferRow = Selectable<OffersTable>;
