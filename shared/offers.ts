// Price and delivery promises, configured per page (DESIGN §3). Money is integer cents.

export const OFFER_PAGES = ['landing', 'home', 'wizard', 'freeSong'] as const;
export type OfferPage = (typeof OFFER_PAGES)[number];

export interface Offer {
  priceCents: number;
  /** A struck-through "was" price; absent when the page shows none. */
  compareAtCents?: number;
  deliveryHours: number;
  rushHours: number;
  rushFeeCents: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

export type Offers = Record<OfferPage, Offer>;

/** The spec's figures: landing $99 (was $149) in 48 h; everywhere else $79 in 24 h; rush +$29 for 6 h. */
export const DEFAULT_OFFERS: Offers = {
  landing: { priceCents: 9900, compareAtCents: 14900, deliveryHours: 48, rushHours: 6, rushFeeCents: 2900, currency: 'USD' },
  home: { priceCents: 7900, deliveryHours: 24, rushHours: 6, rushFeeCents: 2900, currency: 'USD' },
  wizard: { priceCents: 7900, deliveryHours: 24, rushHours: 6, rushFeeCents: 2900, currency: 'USD' },
  freeSong: { priceCents: 7900, deliveryHours: 24, rushHours: 6, rushFeeCents: 2900, currency: 'USD' },
};
