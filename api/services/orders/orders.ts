// Orders: the wizard's submit stored once per draft, priced on the server; the public order page's view.
import { orderPartsOf, type OrderPartName } from '../../../shared/orderParts';
import type { Kysely } from 'kysely';
import type { DiscountCodeInfo, OrderView } from '../../../shared/api-types';
import type { Offer, OfferPage } from '../../../shared/offers';
import { chargeLines, displayReference, priceOrder, type PricedAddOn } from '../../../shared/pricing';
import { guaranteeFacts } from '../../db/guarantee';
import { guaranteeField } from './guarantee';
import { refundViews } from '../payments/refundViews';
import { ADD_ON_MESSAGES } from '../../../shared/schemas/addOn';
import { WIZARD_MESSAGES, type OrderInit } from '../../../shared/schemas/order';
import { findDeliverable } from '../../db/deliveries';
import {
  findOrder,
  findOrderByDraft,
  findOrderByToken,
  insertOrder,
  insertOrderAddOns,
  orderPriceColumns,
  repriceOrder,
  type Order,
} from '../../db/orders';
import type { Database, NewOrderRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, newToken } from '../../ids';
import type { AddOnService } from '../addOns';
import type { Clock } from '../clock';
import { conflict, invalid } from '../errors';
import { dueAtOf } from './dueTime';
import type { GiftService } from '../gifts/gifts';
import type { OfferService } from '../offers';
import type { RateLimit, RateLimiter } from '../rateLimits';
import type { Slideshows } from '../slideshow/slideshows';
import { useDiscountCode } from './discounts';
import type { LyricsApproval } from './lyricsApproval';

export const ALREADY_PAID = 'This order is already paid';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** New orders per address: one a draft, so a person never comes near it; a script cannot fill the table. */
export const ORDER_INIT_LIMIT: RateLimit = { bucket: 'order-init', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyOrders };

/** Thrown inside init's transaction when the draft already made an order: the rollback takes back the code's use. */
class DraftHasOrder extends Error {}

interface NewOrder {
  id: string;
  draftId: string;
  /** The page the customer started from, and its offer as it is now. */
  page: OfferPage;
  offer: Offer;
  discount: DiscountCodeInfo | undefined;
  /** The add-ons chosen, as sold now. */
  addOns: PricedAddOn[];
  now: string;
}

/** A new order's row, built once: the wizard's fields as sent, priced by the offer with rush, add-ons, tip and the code's discount. */
function newOrderRow(input: OrderInit, o: NewOrder): NewOrderRow {
  const discountPercent = o.discount?.percentOff ?? 0;
  return {
    id: o.id,
    draft_id: o.draftId,
    public_token: newToken(),
    recipient_name: input.recipientName,
    use_name_in_lyrics: input.useNameInLyrics ? 1 : 0,
    name_pronunciation: input.useNameInLyrics && input.namePronunciation ? input.namePronunciation : null,
    occasion: input.occasion,
    customer_name: input.customerName || null,
    story: input.story,
    dedication: input.dedication || null,
    mood: input.mood,
    genre: input.genre,
    vocal_preference: input.vocalPreference,
    email: input.email,
    rush_delivery: input.rushDelivery ? 1 : 0,
    discount_code: o.discount?.code ?? null,
    discount_percent: discountPercent,
    offer: o.page,
    ...orderPriceColumns(
      priceOrder(o.offer, { rush: input.rushDelivery, discountPercent, addOns: o.addOns, tipCents: input.tipCents ?? 0 }),
    ),
    created_at: o.now,
    updated_at: o.now,
  };
}

/** What /order/{token} shows; the song page's path once the mail with it went out. */
function orderView(order: Order, songPageUrl: string | null): OrderView {
  return {
    reference: displayReference(order.id),
    recipientName: order.recipientName,
    occasion: order.occasion,
    mood: order.mood,
    genre: order.genre,
    vocalPreference: order.vocalPreference,
    rushDelivery: order.rushDelivery,
    totalCents: order.price.totalCents,
    currency: order.price.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    dueAt: dueAtOf({ paidAt: order.paidAt, deliveryHours: order.price.deliveryHours, dueShiftMinutes: order.dueShiftMinutes }),
    deliveryHours: order.price.deliveryHours,
    songPageUrl,
    lines: chargeLines(order.price, order.addOns),
  };
}

/** What the order page adds once paid: the refunds, what the guarantee gave, and the lyrics sent for approval. */
async function afterPayment(
  deps: { db: Kysely<Database>; lyrics: Pick<LyricsApproval, 'forOrderPage'> },
  orderId: string,
): Promise<Pick<OrderView, 'refunds' | 'refundedCents' | 'guarantee' | 'lyricsDraft'>> {
  const [refunds, facts, lyricsDraft] = await Promise.all([
    refundViews(deps.db, [orderId]),
    guaranteeFacts(deps.db, orderId),
    deps.lyrics.forOrderPage(orderId),
  ]);
  const refundList = refunds.get(orderId) ?? [];
  return {
    ...(refundList.length ? { refunds: refundList, refundedCents: refundList.reduce((sum, r) => sum + r.amountCents, 0) } : {}),
    ...(facts ? guaranteeField(facts) : {}),
    ...(lyricsDraft ? { lyricsDraft } : {}),
  };
}

export function createOrderService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  offers: OfferService;
  addOns: AddOnService;
  gifts: GiftService;
  limiter: RateLimiter;
  /** The order page's photo slideshow, for an order that bought it. */
  slideshows: Pick<Slideshows, 'forOrderPage'>;
  /** The lyrics sent for the buyer's approval (issue 26). */
  lyrics: Pick<LyricsApproval, 'forOrderPage'>;
}) {
  const { db, clock } = deps;

  /** The named page's offer as it is now: the client names the page, never a price. */
  const offerOf = async (page: OfferPage): Promise<Offer> => (await deps.offers.all())[page];

  /**
   * One transaction: the code's use, the insert with its add-ons and the address's count happen together or not at
   * all. The insert decides whether the draft is new, so a resent draft is neither counted nor refused for its code
   * or an add-on switched off since.
   */
  function insertNew(input: OrderInit, order: Omit<NewOrder, 'discount' | 'addOns'>, clientAddress: string): Promise<string> {
    return inTransaction(db, async (trx) => {
      const discount = input.discountCode ? await useDiscountCode(trx, input.discountCode, input.email, order.now) : undefined;
      const { chosen, unavailable } = await deps.addOns.choose(trx, input.addOns ?? []);
      if (!(await insertOrder(trx, newOrderRow(input, { ...order, discount, addOns: chosen })))) throw new DraftHasOrder();
      await insertOrderAddOns(trx, order.id, chosen);
      await deps.gifts.record(trx, order.id, input, order.now);
      await deps.limiter.hitWithin(trx, ORDER_INIT_LIMIT, clientAddress);
      if (input.discountCode && !discount) throw invalid(WIZARD_MESSAGES.discountUnknown, 'discountCode');
      if (unavailable !== undefined) throw invalid(ADD_ON_MESSAGES.unavailable(unavailable), 'addOns');
      deps.gifts.checkMoment(input.revealAt, input.rushDelivery ? order.offer.rushHours : order.offer.deliveryHours);
      return order.id;
    });
  }

  async function view(token: string): Promise<OrderView | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const order = await findOrderByToken(db, token);
    if (!order) return undefined;
    const delivery = await findDeliverable(db, 'orders', { id: order.id });
    // A path on this site: the order page links it once the song-page mail went out.
    const base = orderView(order, delivery?.delivery_token && delivery.delivered_at ? `/song/${delivery.delivery_token}` : null);
    const gift = await deps.gifts.ofOrder(order.id);
    const slideshow = await deps.slideshows.forOrderPage(order.id, token);
    return { ...base, ...(gift ? { gift } : {}), ...(slideshow ? { slideshow } : {}), ...(await afterPayment(deps, order.id)) };
  }

  return {
    /**
     * Stores the order (pending/pending) unless this draft already made one; answers its id either way. Only a
     * new order counts against the client address's ORDER_INIT_LIMIT: a resent draft is free.
     */
    async init(input: OrderInit, clientAddress: string): Promise<{ orderId: string; created: boolean }> {
      // Without the browser's id every call is a new order: the server makes an id no retry can repeat.
      const draftId = input.draftId ?? `server-${newId()}`;
      // The page the customer started from decides the offer (DESIGN §3); the spec's payload names none.
      const page = input.offer ?? 'wizard';
      const order = { id: newId(), draftId, page, offer: await offerOf(page), now: clock.now().toISOString() };
      try {
        return { orderId: await insertNew(input, order, clientAddress), created: true };
      } catch (err) {
        if (!(err instanceof DraftHasOrder)) throw err;
        const earlier = await findOrderByDraft(db, draftId);
        if (!earlier) throw new Error(`the order of draft ${draftId} vanished`);
        return { orderId: earlier.id, created: false };
      }
    },

    find: (id: string) => findOrder(db, id),

    /** The order with rush switched on or off, priced again by the same rules (its discount, add-ons and tip kept). */
    async reprice(order: Order, rushDelivery: boolean): Promise<Order> {
      const next = priceOrder(await offerOf(order.offer), {
        rush: rushDelivery,
        discountPercent: order.discountPercent,
        addOns: order.addOns,
        tipCents: order.price.tipCents,
      });
      if (!(await repriceOrder(db, order.id, rushDelivery, next, clock.now().toISOString()))) throw conflict(ALREADY_PAID);
      const updated = await findOrder(db, order.id);
      if (!updated) throw new Error(`order ${order.id} vanished while repricing`);
      return updated;
    },

    /**
     * Refuses a checkout of an order whose gift date would come before its promise: rush switched off (its offer's
     * hours now), or time has passed since the order was made.
     */
    async checkBeforePaying(order: Order, rushDelivery: boolean): Promise<void> {
      const offer = rushDelivery === order.rushDelivery ? undefined : await offerOf(order.offer);
      const promiseHours = offer ? (rushDelivery ? offer.rushHours : offer.deliveryHours) : order.price.deliveryHours;
      await deps.gifts.checkBeforePaying(order.id, promiseHours);
    },

    /** What /order/{token} shows; undefined for a token that names no order. */
    view,

    /** The parts the order's page shows (none for an unknown token): its HTML names their code. */
    async partsOf(token: string): Promise<OrderPartName[]> {
      const shown = await view(token);
      return shown ? orderPartsOf(shown) : [];
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
