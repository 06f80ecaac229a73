// The database's tables as Kysely sees them, one module per area (the grouping of docs/data-model.md): the Database
// interface lists every table. Times are ISO-8601 UTC strings; money is integer cents; booleans are 0/1 integers,
// converted at the data-layer edge.
import type {
  AdminSessionsTable,
  AuditLogTable,
  LoginAttemptsTable,
  RateLimitHitsTable,
  StaffAccountsTable,
  StaffInvitationsTable,
} from './admin';
import type { ChatMessagesTable, ChatSessionsTable, PushSubscriptionsTable } from './chat';
import type {
  AddOnsTable,
  AppStateTable,
  ContactMessagesTable,
  MediaFilesTable,
  OffersTable,
  SampleSongsTable,
  SettingsTable,
  ShopProfileTable,
  TestimonialsTable,
} from './content';
import type { FreeSongSubmissionsTable } from './freeSongs';
import type { EventPayloadsTable, JobsTable, TaskLocksTable } from './machinery';
import type { MailLogTable, MailUnsubscribesTable } from './mail';
import type {
  DiscountCodesTable,
  OrderAddOnsTable,
  OrderGiftsTable,
  OrdersTable,
  LyricsDraftsTable,
  RefundsTable,
  TestCheckoutSessionsTable,
  WebhookEventsTable,
} from './orders';
import type { ReviewsTable } from './reviews';
import type { OrderPhotosTable, OrderSlideshowsTable } from './slideshows';
import type { GeneratedVideosTable, VideoTemplatesTable } from './videos';

export type * from './admin';
export type * from './chat';
export type * from './content';
export type * from './delivery';
export type * from './freeSongs';
export type * from './machinery';
export type * from './mail';
export type * from './orders';
export type * from './reviews';
export type * from './slideshows';
export type * from './videos';

export interface Database {
  settings: SettingsTable;
  app_state: AppStateTable;
  offers: OffersTable;
  media_files: MediaFilesTable;
  sample_songs: SampleSongsTable;
  testimonials: TestimonialsTable;
  add_ons: AddOnsTable;
  contact_messages: ContactMessagesTable;
  jobs: JobsTable;
  event_payloads: EventPayloadsTable;
  task_locks: TaskLocksTable;
  mail_log: MailLogTable;
  orders: OrdersTable;
  lyrics_drafts: LyricsDraftsTable;
  order_add_ons: OrderAddOnsTable;
  order_gifts: OrderGiftsTable;
  order_photos: OrderPhotosTable;
  order_slideshows: OrderSlideshowsTable;
  discount_codes: DiscountCodesTable;
  webhook_events: WebhookEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  free_song_submissions: FreeSongSubmissionsTable;
  reviews: ReviewsTable;
  admin_sessions: AdminSessionsTable;
  login_attempts: LoginAttemptsTable;
  staff_accounts: StaffAccountsTable;
  staff_invitations: StaffInvitationsTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_unsubscribes: MailUnsubscribesTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  video_templates: VideoTemplatesTable;
  generated_videos: GeneratedVideosTable;
  shop_profile: ShopProfileTable;
  refunds: RefundsTable;
  audit_log: AuditLogTable;
}
