// Orders: the wizard's submit stored once per draft, priced on the server; the public order page's view.
import type { Kysely } from 'kysely';
import type { OrderView } from '../../../shared/api-types';
import { displayReference, priceOrder, type OrderPrice } from '../../../shared/pricing';
import { WIZARD_MESSAGES, type OrderInit } from '../../../shared/schemas/order';
import { findDeliverable } from '../../db/deliveries';
import { findOrder, findOrderByDraft, findOrderByToken, insertOrder, repriceOrder, type Order } from '../../db/orders';
import type { Database } from '../../db/schema';
import { conflict } from '../errors';
import { newId, newToken } from '../../ids';
import type { Clock } from '../clock';
import type { OfferService } from '../offers';
import type { OfferPage } from '../../../shared/offers';
import type { RateLimit, RateLimiter } from '../rateLimits';
import { useDiscountCode } from './discounts';
import { inTransaction } from '../../db/transaction';

export const ALREADY_PAID = 'This order is already paid';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** New orders per address: one a draft, so a person never comes near it; a script cannot fill the table. */
export const ORDER_INIT_LIMIT: RateLimit = { bucket: 'order-init', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyOrders };

export function createOrderService(deps: { db: Kysely<Database>; clock: Clock; offers: OfferService; limiter: RateLimiter }) {
  const { db, clock } = deps;

  /** The price by the named page's offer as it is now: the client names the page, never a price. */
  async function price(page: OfferPage, rush: boolean, discountPercent: number): Promise<OrderPrice> {
    const offers = await deps.offers.all();
    return priceOrder(offers[page], { rush, discountPercent });
  }

  return {
    /**
     * Stores the order (pending/pending) unless this draft already made one; answers its id either way. Only a
     * new order counts against the client address's ORDER_INIT_LIMIT: a resent draft is free.
     */
    async init(input: OrderInit, clientAddress: string): Promise<{ orderId: string; created: boolean }> {
      const existing = input.draftId ? await findOrderByDraft(db, input.draftId) : undefined;
      if (existing) return { orderId: existing.id, created: false };
      // Without the browser's id every call is a new order: the server makes an id no retry can repeat.
      const draftId = input.draftId ?? `server-${newId()}`;
      // The page the customer started from decides the offer (DESIGN §3); the spec's payload names none.
      const page = input.offer ?? 'wizard';
      const offer = (await deps.offers.all())[page];
      const now = clock.now().toISOString();

      // One transaction: the draft check, the discount code's use and the insert happen together or not at all.
      return inTransaction(db, async (trx) => {
        const raced = await findOrderByDraft(trx, draftId);
        if (raced) return { orderId: raced.id, created: false };
        await deps.limiter.hitWithin(trx, ORDER_INIT_LIMIT, clientAddress);
        const discount = input.discountCode ? await useDiscountCode(trx, input.discountCode, input.email, now) : undefined;
        const id = newId();
        await insertOrder(trx, {
          id,
          draftId,
          publicToken: newToken(),
          recipientName: input.recipientName,
          useNameInLyrics: input.useNameInLyrics,
          namePronunciation: input.useNameInLyrics && input.namePronunciation ? input.namePronunciation : null,
          occasion: input.occasion,
          customerName: input.customerName || null,
          story: input.story,
          dedication: input.dedication || null,
          mood: input.mood,
          genre: input.genre,
          vocalPreference: input.vocalPreference,
          email: input.email,
          rushDelivery: input.rushDelivery,
          discountCode: discount?.code ?? null,
          discountPercent: discount?.percentOff ?? 0,
          offer: page,
          price: priceOrder(offer, { rush: input.rushDelivery, discountPercent: discount?.percentOff ?? 0 }),
          createdAt: now,
        });
        return { orderId: id, created: true };
      });
    },

    find: (id: string) => findOrder(db, id),

    /** The order with rush switched on or off, priced again by the same rules (its discount kept). */
    async reprice(order: Order, rushDelivery: boolean): Promise<Order> {
      const next = await price(order.offer, rushDelivery, order.discountPercent);
      if (!(await repriceOrder(db, order.id, rushDelivery, next, clock.now().toISOString()))) throw conflict(ALREADY_PAID);
      const updated = await findOrder(db, order.id);
      if (!updated) throw new Error(`order ${order.id} vanished while repricing`);
      return updated;
    },

    /** What /order/{token} shows; undefined for a token that names no order. */
    async view(token: string): Promise<OrderView | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const order = await findOrderByToken(db, token);
      if (!order) return undefined;
      const delivery = await findDeliverable(db, 'orders', { id: order.id });
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
        dueAt: order.paidAt ? new Date(new Date(order.paidAt).getTime() + order.price.deliveryHours * 3_600_000).toISOString() : null,
        deliveryHours: order.price.deliveryHours,
        // A path on this site: the order page links it once the song-page mail went out.
        songPageUrl: delivery?.delivery_token && delivery.delivered_at ? `/song/${delivery.delivery_token}` : null,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
