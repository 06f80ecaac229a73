// What an order costs: the offer's price, plus rush and add-ons, minus a discount, plus a tip; integer cents,
// rounded once. The discount is on the song and its add-ons, never on the tip (it goes to the musicians whole).
import type { Offer } from './offers';

/** The one line of every checkout that is the song itself (with rush, when chosen). */
export const SONG_LINE_NAME = 'Custom Song Creation';
/** The tip's line on the summary and at checkout. */
export const TIP_LINE_NAME = 'Tip for the musicians';
/** The tip choices the wizard offers, in percent of the song and add-ons after the discount. */
export const TIP_PERCENTS = [10, 15, 20] as const;
/** The largest tip an order takes, in cents: a typo of a few zeros never reaches a card. */
export const TIP_MAX_CENTS = 50_000;

export interface OrderPrice {
  baseCents: number;
  rushFeeCents: number;
  /** The chosen add-ons' prices, summed. */
  addOnsCents: number;
  discountCents: number;
  tipCents: number;
  totalCents: number;
  currency: string;
  /** Hours promised: the offer's delivery time, or its rush time. */
  deliveryHours: number;
}

/** An add-on as it is priced: its name for the lines, its price at the moment of the order. */
export interface PricedAddOn {
  id: string;
  name: string;
  priceCents: number;
}

export interface PriceOptions {
  rush: boolean;
  discountPercent?: number;
  addOns?: readonly Pick<PricedAddOn, 'priceCents'>[];
  tipCents?: number;
}

export function priceOrder(offer: Offer, options: PriceOptions): OrderPrice {
  const rushFeeCents = options.rush ? offer.rushFeeCents : 0;
  const addOnsCents = (options.addOns ?? []).reduce((sum, a) => sum + a.priceCents, 0);
  const subtotal = offer.priceCents + rushFeeCents + addOnsCents;
  const percent = Math.min(100, Math.max(0, options.discountPercent ?? 0));
  const discountCents = Math.round((subtotal * percent) / 100);
  const tipCents = Math.max(0, Math.round(options.tipCents ?? 0));
  return {
    baseCents: offer.priceCents,
    rushFeeCents,
    addOnsCents,
    discountCents,
    tipCents,
    totalCents: subtotal - discountCents + tipCents,
    currency: offer.currency,
    deliveryHours: options.rush ? offer.rushHours : offer.deliveryHours,
  };
}

/** A tip of `percent` of what the song and its add-ons cost after the discount, to the cent. */
export function tipForPercent(price: OrderPrice, percent: number): number {
  return Math.round(((price.totalCents - price.tipCents) * percent) / 100);
}

export interface ChargeLine {
  name: string;
  amountCents: number;
}

/**
 * What the payment page lists: the song, each add-on, the tip, each after its share of the discount, so that the
 * lines add up to the total to the cent. The discount is shared in proportion to the lines' prices; what rounding
 * leaves over goes to the song's line. Lines of nothing (a 100 % discount) are left out, the song's never.
 */
export function chargeLines(price: OrderPrice, addOns: readonly PricedAddOn[]): ChargeLine[] {
  const songCents = price.baseCents + price.rushFeeCents;
  const subtotal = songCents + price.addOnsCents;
  const share = (cents: number) => (subtotal === 0 ? 0 : Math.floor((cents * price.discountCents) / subtotal));
  const addOnLines = addOns.map((a) => ({ name: a.name, amountCents: a.priceCents - share(a.priceCents) }));
  const addOnsCharged = addOnLines.reduce((sum, line) => sum + line.amountCents, 0);
  const lines: ChargeLine[] = [{ name: SONG_LINE_NAME, amountCents: price.totalCents - price.tipCents - addOnsCharged }, ...addOnLines];
  if (price.tipCents > 0) lines.push({ name: TIP_LINE_NAME, amountCents: price.tipCents });
  return lines.filter((line, index) => index === 0 || line.amountCents > 0);
}

/** The reference customers see: the last 8 characters of an id, upper case. */
export function displayReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
