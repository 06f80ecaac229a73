// Shapes of the admin API and of the song and gift pages, shared by the screens and the route handlers.
import type { OrderGift } from './api-types';
import type { BoardStage } from './desk';
import type { AdminSlideshow, SongSlideshow } from './schemas/slideshow';
import type { StaffRole } from './schemas/staff';
import type { AdminOrderLyrics } from './lyrics';
import type { OrderGuarantee, OrderRefund } from './refunds';

export interface AdminSession {
  token: string;
  expiresAt: string;
  /** Beyond the spec (issue 26): who signed in; the shop's password signs in the owner. */
  role?: StaffRole;
  name?: string | null;
  staffId?: string | null;
}

/** GET /api/admin/session: when the signed-in admin's session ends, and (issue 26) who it is. */
export interface AdminSessionExpiry {
  expiresAt: string;
  role?: StaffRole;
  name?: string | null;
  staffId?: string | null;
}

/** A staff account as the owner's list shows it (issue 26). */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** `invited` until the password is set from the invitation. */
  state: 'invited' | 'active' | 'disabled';
  /** When the open invitation's link stops working (null once accepted). */
  invitationExpiresAt: string | null;
  /** Signed-in sessions that have not ended. */
  activeSessions: number;
  createdAt: string;
}

/** POST /api/admin/invitations/{token}/accept: the account is ready; sign in with this address. */
export interface InvitationAccepted {
  email: string;
}

/** A signed-in session (GET /api/admin/sessions): the owner sees everyone's, others their own. */
export interface AdminSessionInfo {
  id: string;
  /** Null: the shop's password (the owner). */
  staffId: string | null;
  who: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
  /** The session this list was asked from. */
  current: boolean;
}

/** Who an order or free song is assigned to (issue 26), on the admin's views; absent from an older server. */
export interface AssignmentFields {
  assigneeId?: string | null;
  assigneeName?: string | null;
  /** When the musician accepted it; null while they have not. */
  assignmentAcceptedAt?: string | null;
  /** Until when the musician may accept it, before it returns to unassigned. */
  acceptBy?: string | null;
  /** True when the customer's contact details were left out for the signed-in role (a musician). */
  contactHidden?: boolean;
}

/** POST /api/admin/send-reaction-reminders. */
export interface ReactionRemindersSent {
  emailsSent: number;
}

/** An admin device that gets push alerts (Settings → Alerts), as GET /api/admin/push/devices lists them. */
export interface AdminPushDevice {
  id: string;
  /** The browser's push service, as a person would name it ("Firefox", "Safari", or its host). */
  service: string;
  subscribedAt: string;
  lastPushAt: string | null;
  /** Subscribed while signed in with this session (most likely the device in hand). */
  thisSession: boolean;
}

export interface DeliveredFiles {
  songUrl: string;
  lyricsUrl: string | null;
  /** The instrumental version, when the order bought it and it was sent; absent from an older server. */
  instrumentalUrl?: string | null;
  /** The lyrics file's type, for choosing how to show it (text inline, images inline, others as download). */
  lyricsType: string | null;
}

export interface RevisionRequest {
  note: string;
  requestedAt: string;
  /** True until a revised song is sent after the request. */
  pending: boolean;
}

/** A paid order as the admin list shows it (spec §3 "Paid order"). */
export interface AdminOrder extends AssignmentFields {
  id: string;
  displayId: string;
  customerName: string | null;
  email: string;
  recipientName: string;
  songTitle: string | null;
  occasion: string;
  storyDetails: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  namePronunciation: string | null;
  /** Beyond the spec: the buyer's message for the recipient (the wizard's "A message for them"), as plain text. */
  dedication?: string | null;
  /** Beyond the spec: the page whose offer priced the order (landing, home, wizard, freeSong). */
  offer?: string;
  rushDelivery: boolean;
  /** Beyond the spec (issue 25): the add-ons bought, as sold (price before any discount), for the admin to make. */
  addOns?: { id: string; name: string; priceCents: number }[];
  /** Beyond the spec (issue 25): the buyer's tip for the musicians, in cents (in `price`). */
  tipCents?: number;
  /** Beyond the spec (issue 25): the photo slideshow video, when the order bought it. */
  slideshow?: AdminSlideshow;
  /** Beyond the spec (issue 25): when the recipient hears it, their address and link; absent without a gift. */
  gift?: OrderGift;
  price: number;
  currency: string;
  paid: boolean;
  status: string;
  paymentStatus: string;
  /** Beyond the spec (issue 26): true for a musician, who sees no amounts (`price` is then 0, add-ons at 0, no refunds). */
  paymentHidden?: boolean;
  /** Beyond the spec (issue 26): what has been refunded so far, in cents; the status stays `paid` until all is. */
  refundedCents?: number;
  /** Beyond the spec (issue 26): each refund, oldest first. */
  refunds?: OrderRefund[];
  /** Beyond the spec (issue 26): what the guarantee gave when the song came after its due time. */
  guarantee?: OrderGuarantee;
  /** Beyond the spec (issue 26): lyrics approval, the owner's setting and the drafts sent (paid orders). */
  lyrics?: AdminOrderLyrics;
  adminNotes: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Beyond the spec (issue 26): paid moment + the promised delivery (or rush) hours; null while unpaid. */
  dueAt?: string | null;
  /** Beyond the spec (issue 26): the production board's stage, inside the status. */
  stage?: BoardStage;
  delivery: (DeliveredFiles & { message: string | null; deliveredAt: string | null; songPageUrl: string }) | null;
  revision: RevisionRequest | null;
}

/** A free-song submission as the admin list shows it (spec §3 "Free-song submission"). */
export interface AdminFreeSongSubmission extends AssignmentFields {
  id: string;
  displayId: string;
  name: string;
  email: string;
  occasion: string;
  recipientName: string;
  relationship: string;
  story: string;
  specialDetails: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  agreedToVideo: boolean;
  status: string;
  adminNotes: string | null;
  scheduledSendAt: string | null;
  createdAt: string;
  /** Beyond the spec (issue 26): approved moment + the free-song offer's hours promised then; null until approved. */
  dueAt?: string | null;
  /** Beyond the spec (issue 26): the production board's stage, inside the status. */
  stage?: BoardStage;
  delivery: (DeliveredFiles & { message: string | null; deliveredAt: string | null; songPageUrl: string }) | null;
  revision: RevisionRequest | null;
  /** The customer's reaction video and testimonial, once sent. */
  reaction?: ReactionVideo | null;
}

export interface ReactionVideo {
  videoUrl: string;
  downloadUrl: string;
  contentType: string;
  bytes: number;
  message: string;
  receivedAt: string;
}

/** What the recipient's song page (/song/{token}) shows. */
export interface SongView {
  recipientName: string;
  occasion: string;
  fromName: string | null;
  /** The buyer's own words for the recipient, from the order. */
  dedication?: string | null;
  /** The musicians' note sent with the song. */
  message: string | null;
  songUrl: string;
  songDownloadUrl: string;
  lyricsUrl: string | null;
  lyricsDownloadUrl: string | null;
  lyricsType: string | null;
  /** The instrumental version to play and download, when the order bought it; absent from an older server. */
  instrumentalUrl?: string | null;
  instrumentalDownloadUrl?: string | null;
  /** The lyrics themselves when they were sent as a text file. */
  lyricsText: string | null;
  deliveredAt: string;
  revision: { requested: boolean; requestedAt: string | null };
  /** Beyond the spec (issue 25): the photo slideshow video, when the order bought it and it is being made or made. */
  slideshow?: SongSlideshow | null;
}

/** GET /api/gifts/{token}: the recipient's page of a song given on a date, a countdown until the moment, then the song. */
export interface GiftView {
  /** Who the song is from (the buyer's name). */
  fromName: string;
  recipientName: string;
  occasion: string;
  /** The moment chosen (ISO UTC); null: as soon as the song is ready. */
  revealAt: string | null;
  /** The server's time of this answer: the countdown runs on the shop's clock, not the device's. */
  now: string;
  /** Whether the moment has come and the song is there: only then is `song` given. */
  opened: boolean;
  song: GiftSong | null;
}

/** The song on an opened gift's page: the song page's files and the buyer's words, not the buyer's own business (notes, revisions). */
export type GiftSong = Pick<
  SongView,
  'songUrl' | 'songDownloadUrl' | 'lyricsUrl' | 'lyricsDownloadUrl' | 'lyricsType' | 'lyricsText' | 'deliveredAt' | 'slideshow'
> & {
  /** The buyer's own words for the recipient. */
  dedication: string | null;
};

/** A contact-form message in the admin's inbox (Live Chat → Messages), with the reply sent from there. */
export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  inquiryType: string | null;
  subject: string | null;
  message: string;
  /** `new` (unread), `read` or `done`. */
  status: 'new' | 'read' | 'done';
  createdAt: string;
  reply: { message: string; repliedAt: string } | null;
}

/** GET /api/admin/contact-messages: newest first, and how many are unread. */
export interface AdminContactInbox {
  messages: AdminContactMessage[];
  unread: number;
}

/** GET and PUT /api/admin/shop-profile (Settings → Shop): the profile and the fields still holding demo values. */
export type { ShopProfileView as AdminShopProfile } from './shopProfileFields';
