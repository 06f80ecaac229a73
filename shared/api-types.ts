// Shapes of the public API's responses, shared by the typed client and the route handlers.
import type { Offers } from './offers';
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

export interface Setting {
  key: string;
  value: string;
  description: string | null;
}

export interface PublicConfig {
  offers: Offers;
  freeSongSpots: number;
  vapidPublicKey: string;
  checkoutUrlPrefix: string;
  analytics: AnalyticsIds;
  /** The shop's name, contact facts, links and legal entity (shared/shopProfile.ts); absent from an older server. */
  shop?: ShopProfile;
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
}

/** The test-mode checkout page's view of a session. */
export interface TestCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
}
