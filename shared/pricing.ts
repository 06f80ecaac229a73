// What an order costs: the offer's price, plus rush, minus a discount; integer cents, rounded once.
import type { Offer } from './offers';

export interface OrderPrice {
  baseCents: number;
  rushFeeCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
  /** Hours promised: the offer's delivery time, or its rush time. */
  deliveryHours: number;
}

export function priceOrder(offer: Offer, options: { rush: boolean; discountPercent?: number }): OrderPrice {
  const rushFeeCents = options.rush ? offer.rushFeeCents : 0;
  const subtotal = offer.priceCents + rushFeeCents;
  const percent = Math.min(100, Math.max(0, options.discountPercent ?? 0));
  const discountCents = Math.round((subtotal * percent) / 100);
  return {
    baseCents: offer.priceCents,
    rushFeeCents,
    discountCents,
    totalCents: subtotal - discountCents,
    currency: offer.currency,
    deliveryHours: options.rush ? offer.rushHours : offer.deliveryHours,
  };
}

/** The reference customers see: the last 8 characters of an id, upper case. */
export function displayReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
