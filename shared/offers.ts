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

export function isOfferPage(value: unknown): value is OfferPage {
  return typeof value === 'string' && (OFFER_PAGES as readonly string[]).includes(value);
}

/**
 * Where each offer is shown, and so which offer a customer starting from that page is sold (the page's calls to
 * action carry it into the wizard). `wizard` also prices every other way into /create-song.
 */
export const OFFER_SHOWN_ON: Record<OfferPage, readonly string[]> = {
  landing: ['/', '/home'],
  home: ['/hero'],
  wizard: ['/create-song'],
  freeSong: ['/free-song'],
};

/** The offer a page shows, if it shows one. */
export function offerShownOn(path: string): OfferPage | undefined {
  return OFFER_PAGES.find((page) => OFFER_SHOWN_ON[page].includes(path));
}
