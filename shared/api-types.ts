// Shapes of the public API's responses, shared by the typed client and the route handlers.
import type { Offers } from './offers';

export interface SampleSong {
  id: string;
  title: string;
  genre: string;
  audioUrl: string;
  /** Seconds. */
  duration: number;
  sortOrder: number;
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
