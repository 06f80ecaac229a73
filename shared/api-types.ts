// Shapes of the public API's responses, shared by the typed client and the route handlers.
import type { OrderLyricsDraft } from './lyrics';
import type { OrderGuarantee, OrderRefund } from './refunds';
import type { Offers } from './offers';
import type { ChargeLine } from './pricing';
import type { ReviewSummary } from './reviews';
import type { PublicAddOn } from './schemas/addOn';
import type { OrderSlideshow } from './schemas/slideshow';
import type { ShopProfile } from './shopProfile';

export interface SampleSong {
  id: string;
  title: string;
  genre: string;
  audioUrl: string;
  /** Seconds. */
  duration: number;
  sortOrder: number;
  /** Ours: a seeded demo song (shown with a "Demo" tag) rather than one the shop uploaded. */
  demo?: boolean;
}

/** The one setting customers' pages read: whether the free-song offer is on ('true' or 'false'). */
export const FREE_SONG_SETTING = 'free_song_enabled';

export interface Setting {
  key: string;
  value: string;
  description: string | null;
}

export interface PublicConfig {
  offers: Offers;
  /** What buyers can add to a song, enabled ones in the shop's order (issue 25); absent from an older server. */
  addOns?: PublicAddOn[];
  freeSongSpots: number;
  vapidPublicKey: string;
  checkoutUrlPrefix: string;
  analytics: AnalyticsIds;
  /** The shop's name, contact facts, links and legal entity (shared/shopProfile.ts); absent from an older server. */
  shop?: ShopProfile;
  /**
   * The shop's hours with its zone's name, "Monday to Friday, 9 AM–6 PM (Pacific Time)" (`hoursWithZone`), or ""
   * without hours: worked out here, so a page shows them without loading the browser's time-zone names. Absent from
   * an older server.
   */
  contactHours?: string;
  /** The published buyers' reviews, counted and averaged (issue 25); absent while there are none. */
  reviews?: ReviewSummary;
}

export interface AnalyticsIds {
  /** Google Analytics 4 measurement id (G-…). */
  gaMeasurementId?: string;
  /** Google Ads conversion target "AW-…/label". */
  googleAdsConversion?: string;
  /** Meta (Facebook) pixel id. */
  metaPixelId?: string;
}

export interface Health {
  ok: boolean;
  db: 'ok' | 'error';
}

export interface ApiError {
  error: string;
}

export interface OrderInitResponse {
  success: boolean;
  orderId: string;
}

export type CheckoutResponse = { url: string } | { error: string };

/** GET /api/discount-codes/{code}: a code this customer may use now, and what it takes off. */
export interface DiscountCodeInfo {
  code: string;
  percentOff: number;
}

export interface SessionCheckResponse {
  fallback_triggered: boolean;
  emails_sent: boolean;
  reason: string;
  /** Beyond the spec: the order's reference (as in its mails and on its order page), once the session is known. */
  orderReference?: string;
  /**
   * Beyond the spec: the order's public token (its /order/{token} page), once the order is paid, so the page can
   * subscribe this device to the song's push.
   */
  orderToken?: string;
  /** Beyond the spec: the order's own promise (its offer's delivery hours, or rush hours with rush), once the session is known. */
  deliveryHours?: number;
  /** Beyond the spec: whether that promise is the rush one. */
  rushDelivery?: boolean;
}

/** What the order page (/order/{token}) shows: no login, the token is the key. */
export interface OrderView {
  reference: string;
  recipientName: string;
  occasion: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  rushDelivery: boolean;
  totalCents: number;
  currency: string;
  status: string;
  paymentStatus: string;
  createdAt: string;
  paidAt: string | null;
  /** When the song is promised (paidAt + delivery hours), once paid. */
  dueAt: string | null;
  deliveryHours: number;
  /** The recipient's song page (/song/{token}), once the song is delivered. */
  songPageUrl?: string | null;
  /** Beyond the spec (issue 25): the photo slideshow video, for an order that bought it. */
  slideshow?: OrderSlideshow;
  /** What was bought, line by line as charged (the song, each add-on, the tip), adding up to totalCents; absent from an older server. */
  lines?: ChargeLine[];
  /** Beyond the spec (issue 25): when the recipient hears it and their own link; absent without a gift. */
  gift?: OrderGift;
  /** Beyond the spec (issue 26): what has been refunded, and each refund. */
  refundedCents?: number;
  refunds?: OrderRefund[];
  /** Beyond the spec (issue 26): what the guarantee gave when the song came after its due time. */
  guarantee?: OrderGuarantee;
  /** Beyond the spec (issue 26): the lyrics sent for the buyer's approval, the newest draft, once one was sent. */
  lyricsDraft?: OrderLyricsDraft;
}

/** An order's gift date as its buyer (the order page) and the admin see it. */
export interface OrderGift {
  /** The moment chosen (ISO UTC); null: as soon as the song is ready. */
  revealAt: string | null;
  /** Where the recipient is mailed at that moment, if the buyer gave an address. */
  recipientEmail: string | null;
  /** The recipient's own page (/gift/{token}), once the order is paid: the buyer shares it. */
  giftPageUrl: string | null;
  /** When it was revealed (the recipient mailed, the page opened), once it was. */
  revealedAt: string | null;
}

/** The test-mode checkout page's view of a session. */
export interface TestCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amountCents: number;
  currency: string;
  description: string;
  /** What is paid for, line by line (the song, each add-on, the tip), adding up to amountCents; absent from an older server. */
  lines?: ChargeLine[];
  customerEmail: string;
}

/** POST /api/contact: the message was kept (and mailed to the shop). */
export interface ContactAccepted {
  success: true;
  id: string;
}

/** POST /api/stripe/webhook: the event was taken (a repeat of one already handled says so). */
export interface WebhookReceived {
  received: true;
  duplicate: boolean;
}

/** GET /api/stripe/checkout-url/{sessionId}: where the payment page of a session is. */
export interface CheckoutUrl {
  url: string;
}

/** The test-mode checkout's Pay and Cancel: where the browser goes next. */
export interface CheckoutRedirect {
  redirectUrl: string;
}

/** POST /api/songs/{token}/revision. */
export interface RevisionRequested {
  requestedAt: string;
}

/** POST /api/push/subscribe. */
export interface PushSubscribed {
  subscribed: true;
}

/** GET /api/unsubscribe: the address a link unsubscribes, and whether it already has. */
export interface UnsubscribeStatus {
  email: string;
  unsubscribed: boolean;
}

/** POST /api/unsubscribe. */
export interface Unsubscribed {
  unsubscribed: true;
}

/** The query of the customer's chat reads: the session, its token (else the bearer header), messages after an id. */
export interface ChatQuery {
  sessionId?: string;
  token?: string;
  after?: string;
}

/** The query of GET and POST /api/unsubscribe: the link's token. */
export interface UnsubscribeQuery {
  token?: string;
}

/** GET /api/media/{id}: `download=1` offers the file as a download; `expires` and `signature` come from an admin-signed address. */
export interface MediaQuery {
  download?: string;
  expires?: string;
  signature?: string;
}

/** GET /api/discount-codes/{code}: the customer's e-mail, for a code only a first order may use. */
export interface DiscountCodeQuery {
  email?: string;
}
