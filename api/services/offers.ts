// The price and delivery promise of each page, as configured (defaults where a page has no row). A change
// applies at once: /api/config and the next order read the table every time.
import type { Kysely } from 'kysely';
import type { AuditLog } from './audit/auditLog';
import { DEFAULT_OFFERS, OFFER_PAGES, type Offer, type Offers, type OfferPage } from '../../shared/offers';
import { listOffers, offerFromRow, upsertOffer } from '../db/offers';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export interface OfferChange {
  priceCents: number;
  compareAtCents?: number | null | undefined;
  deliveryHours: number;
  rushHours: number;
  rushFeeCents: number;
}

export function createOfferService(db: Kysely<Database>, clock: Clock, audit: Pick<AuditLog, 'record'>) {
  async function all(): Promise<Offers> {
    const offers: Offers = { ...DEFAULT_OFFERS };
    for (const row of await listOffers(db)) {
      if ((OFFER_PAGES as readonly string[]).includes(row.page)) offers[row.page as OfferPage] = offerFromRow(row);
    }
    return offers;
  }

  return {
    all,

    /** Replaces a page's offer (its currency stays); no compare-at price removes the struck-through one. */
    async update(page: OfferPage, change: OfferChange): Promise<Offer> {
      const current = (await all())[page];
      const offer: Offer = {
        priceCents: change.priceCents,
        ...(change.compareAtCents == null ? {} : { compareAtCents: change.compareAtCents }),
        deliveryHours: change.deliveryHours,
        rushHours: change.rushHours,
        rushFeeCents: change.rushFeeCents,
        currency: current.currency,
      };
      await upsertOffer(db, page, offer, clock.now().toISOString());
      await audit.record({ action: 'offer.update', target: { type: 'offer', id: page }, before: current, after: offer });
      return offer;
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
