// The database's tables as Kysely sees them. Times are ISO-8601 UTC strings; money is integer cents;
// booleans are 0/1 integers, converted at the data-layer edge.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { ChatMessagesTable, ChatSessionsTable, PushSubscriptionsTable } from './chatTables';

export type { ChatMessagesTable, ChatSessionsTable, PushSubscriptionsTable };
import type { GeneratedVideosTable, VideoTemplatesTable } from './videoTables';

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
  /** While a process runs the job: until when its claim holds (a process that died lets it run out). */
  claimed_until: Generated<string | null>;
}

/** A task running somewhere in the shop that no other may run beside it (the same key), until `held_until` at most. */
export interface TaskLocksTable {
  key: string;
  holder: string;
  held_until: string;
}

/** A message between processes too long for NOTIFY (PostgreSQL only; kept a few minutes). */
export interface EventPayloadsTable {
  id: Generated<number>;
  payload: string;
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
  /** 1 when the mail counts against the per-address ceiling (a customer's address, not an essential mail). */
  ceiling: Generated<number>;
  /** The process sending it while it is in flight; null once sent. */
  sending_by: string | null;
  /** Since when `sending_by` holds the slot (a takeover changes this, never sent_at). */
  held_since: Generated<string | null>;
}

export interface OrdersTable extends DeliveryColumns {
  id: string;
  /** The wizard's draft id: a retried submit finds the order it already made. */
  draft_id: string;
  /** The key of the order page (/order/{token}) in the confirmation mail. */
  public_token: string;
  recipient_name: string;
  use_name_in_lyrics: number;
  name_pronunciation: string | null;
  occasion: string;
  customer_name: string | null;
  story: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  email: string;
  rush_delivery: number;
  discount_code: string | null;
  discount_percent: Generated<number>;
  discount_cents: Generated<number>;
  base_cents: number;
  rush_fee_cents: number;
  total_cents: number;
  currency: string;
  delivery_hours: number;
  /** The page whose offer priced the order (an OFFER_PAGES name). */
  offer: Generated<string>;
  status: Generated<string>;
  payment_status: Generated<string>;
  provider: string | null;
  provider_session_id: string | null;
  provider_session_url: string | null;
  session_amount_cents: number | null;
  session_expires_at: string | null;
  paid_at: string | null;
  /** The buyer's own words for the recipient, shown on the song page. */
  dedication: string | null;
  created_at: string;
  updated_at: string;
}

/** A finished song sent to its customer, and the one revision they may ask for: the same columns on orders and free-song submissions. */
export interface DeliveryColumns {
  admin_notes: string | null;
  /** The key of the song page (/song/{token}): a new one for every send. */
  delivery_token: string | null;
  song_media_id: string | null;
  lyrics_media_id: string | null;
  delivery_message: string | null;
  /** When the admin sent the song (the mail may wait for a scheduled time). */
  delivery_created_at: string | null;
  /** When the mail with the song page went out. */
  delivered_at: string | null;
  revision_note: string | null;
  revision_requested_at: string | null;
}

export interface FreeSongSubmissionsTable extends DeliveryColumns {
  id: string;
  name: string;
  email: string;
  occasion: string;
  recipient_name: string;
  relationship: string;
  story: string;
  special_details: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  agreed_to_video: number;
  status: Generated<string>;
  client_id: string | null;
  scheduled_send_at: string | null;
  /** The customer's reaction video (a media row) and testimonial, once sent. */
  reaction_media_id: string | null;
  reaction_message: string | null;
  reaction_received_at: string | null;
  /** When the last reaction reminder was queued: at most one a day. */
  reaction_reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Admin logins: only the token's SHA-256 is kept. */
export interface AdminSessionsTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Login attempts counted against an IP (failed ones, and the one being checked). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  attempted_at: string;
}

export interface DiscountCodesTable {
  code: string;
  percent_off: number;
  kind: 'first_order' | 'abandoned';
  email: string | null;
  uses: Generated<number>;
  max_uses: number | null;
  expires_at: string | null;
  source_order_id: string | null;
  created_at: string;
}

/** Provider event ids already applied: a replayed webhook changes nothing. */
export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The built-in checkout used when no Stripe key is set (DESIGN §5). */
export interface TestCheckoutSessionsTable {
  id: string;
  order_id: string;
  amount_cents: number;
  currency: string;
  status: Generated<'open' | 'complete' | 'expired'>;
  success_url: string;
  cancel_url: string;
  created_at: string;
  expires_at: string;
}

/** One request counted against a limit: `bucket` names the limit, `subject` whom it counts (an address). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  at: string;
}

/** Addresses that asked for no more mail they did not ask for (reminders, abandoned checkout). Lower case. */
export interface MailUnsubscribesTable {
  email: string;
  created_at: string;
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

export interface Database {
  settings: SettingsTable;
  app_state: AppStateTable;
  offers: OffersTable;
  media_files: MediaFilesTable;
  sample_songs: SampleSongsTable;
  testimonials: TestimonialsTable;
  contact_messages: ContactMessagesTable;
  jobs: JobsTable;
  event_payloads: EventPayloadsTable;
  task_locks: TaskLocksTable;
  mail_log: MailLogTable;
  orders: OrdersTable;
  discount_codes: DiscountCodesTable;
  webhook_events: WebhookEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  free_song_submissions: FreeSongSubmissionsTable;
  admin_sessions: AdminSessionsTable;
  login_attempts: LoginAttemptsTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_unsubscribes: MailUnsubscribesTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  video_templates: VideoTemplatesTable;
  generated_videos: GeneratedVideosTable;
  shop_profile: ShopProfileTable;
}

export type SampleSongRow = Selectable<SampleSongsTable>;
export type NewSampleSong = Insertable<SampleSongsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type NewTestimonialRow = Insertable<TestimonialsTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type OfferRow = Selectable<OffersTable>;
export type JobRow = Selectable<JobsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type FreeSongSubmissionRow = Selectable<FreeSongSubmissionsTable>;
export type NewFreeSongSubmissionRow = Insertable<FreeSongSubmissionsTable>;
export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionsTable>;
export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type VideoTemplateRow = Selectable<VideoTemplatesTable>;
export type GeneratedVideoRow = Selectable<GeneratedVideosTable>;
