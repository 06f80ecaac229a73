// The price and delivery promise of each page, as configured (defaults where a page has no row).
import type { Kysely } from 'kysely';
import { DEFAULT_OFFERS, OFFER_PAGES, type Offers, type OfferPage } from '../../shared/offers';
import { listOffers, offerFromRow } from '../db/offers';
import type { Database } from '../db/schema';

export function createOfferService(db: Kysely<Database>) {
  return {
    async all(): Promise<Offers> {
      const offers: Offers = { ...DEFAULT_OFFERS };
      for (const row of await listOffers(db)) {
        if ((OFFER_PAGES as readonly string[]).includes(row.page)) offers[row.page as OfferPage] = offerFromRow(row);
      }
      return offers;
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
