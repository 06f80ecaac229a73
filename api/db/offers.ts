// Queries for the per-page offers (price and delivery promises).
import type { Kysely } from 'kysely';
import type { Offer, OfferPage } from '../../shared/offers';
import type { Database, OfferRow } from './schema';

export function offerFromRow(row: OfferRow): Offer {
  return {
    priceCents: row.price_cents,
    ...(row.compare_at_cents === null ? {} : { compareAtCents: row.compare_at_cents }),
    deliveryHours: row.delivery_hours,
    rushHours: row.rush_hours,
    rushFeeCents: row.rush_fee_cents,
    currency: row.currency,
  };
}

export async function listOffers(db: Kysely<Database>): Promise<OfferRow[]> {
  return db.selectFrom('offers').selectAll().execute();
}

export async function insertOfferIfMissing(db: Kysely<Database>, page: OfferPage, offer: Offer, now: string) {
  await db
    .insertInto('offers')
    .values({
      page,
      price_cents: offer.priceCents,
      compare_at_cents: offer.compareAtCents ?? null,
      delivery_hours: offer.deliveryHours,
      rush_hours: offer.rushHours,
      rush_fee_cents: offer.rushFeeCents,
      currency: offer.currency,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('page').doNothing())
    .execute();
}

export async function upsertOffer(db: Kysely<Database>, page: OfferPage, offer: Offer, now: string) {
  const values = {
    price_cents: offer.priceCents,
    compare_at_cents: offer.compareAtCents ?? null,
    delivery_hours: offer.deliveryHours,
    rush_hours: offer.rushHours,
    rush_fee_cents: offer.rushFeeCents,
    currency: offer.currency,
    updated_at: now,
  };
  await db
    .insertInto('offers')
    .values({ page, ...values })
    .onConflict((oc) => oc.column('page').doUpdateSet(values))
    .execute();
}
