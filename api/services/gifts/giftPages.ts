// A gift date as it is asked for and shown: kept with a new order (its moment in UTC, a token of its own), its
// moment checked against the order's promise, and the views of it: the buyer's order page, the admin's list, and
// the recipient's page, which gives the song only once the moment has come.
import type { Kysely } from 'kysely';
import type { GiftSong, GiftView } from '../../../shared/admin-api-types';
import type { OrderGift } from '../../../shared/api-types';
import { parseRevealAt, revealProblem } from '../../../shared/gift';
import type { OrderInit } from '../../../shared/schemas/order';
import { findDeliverable } from '../../db/deliveries';
import { findGift, giftsOfOrders, insertGift } from '../../db/gifts';
import type { Database, OrderGiftRow } from '../../db/schema';
import { newToken } from '../../ids';
import type { Clock } from '../clock';
import { createSongPage } from '../delivery/songPage';
import { invalid } from '../errors';
import type { Slideshows } from '../slideshow/slideshows';
import type { Storage } from '../storage';
import { giftPagePath, isOpen } from './moment';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type GiftRequest = Pick<OrderInit, 'revealAt' | 'recipientEmail'>;

/** Whether an order asks for a gift: a moment, or the recipient's address (then the moment is the song's delivery). */
export const asksForGift = (input: GiftRequest) => input.revealAt !== undefined || input.recipientEmail !== undefined;

/** The gift as its buyer and the admin see it; the recipient's page only once the order is paid. */
function orderGiftView(row: OrderGiftRow, paid: boolean, pageUrl: (token: string) => string): OrderGift {
  return {
    revealAt: row.reveal_at,
    recipientEmail: row.recipient_email,
    giftPageUrl: paid ? pageUrl(row.token) : null,
    revealedAt: row.revealed_at,
  };
}

export function createGiftPages(deps: {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  publicUrl: string;
  slideshows?: Pick<Slideshows, 'forSongPage'>;
}) {
  const { db, clock } = deps;
  const songPage = createSongPage(deps);

  /** The song of an opened gift: the song page's view (with the slideshow) without what is the buyer's own (the musicians' note, revisions). */
  async function songOf(deliveryToken: string): Promise<GiftSong | null> {
    const view = await songPage.view(deliveryToken);
    if (!view) return null;
    const { songUrl, songDownloadUrl, lyricsUrl, lyricsDownloadUrl, lyricsType, lyricsText, deliveredAt, slideshow } = view;
    return {
      dedication: view.dedication ?? null,
      songUrl,
      songDownloadUrl,
      lyricsUrl,
      lyricsDownloadUrl,
      lyricsType,
      lyricsText,
      deliveredAt,
      // The video of the buyer's photos, when they bought it: made (or being made) with the song.
      ...(slideshow ? { slideshow } : {}),
    };
  }

  /** Refuses a moment that has passed, comes before the song can be ready (`promiseHours`), or is more than a year away. */
  function checkMoment(revealAt: string | undefined, promiseHours: number): void {
    const moment = revealAt === undefined ? undefined : parseRevealAt(revealAt);
    const problem = moment && revealProblem(moment, clock.now(), promiseHours);
    if (problem) throw invalid(problem, 'revealAt');
  }

  return {
    /** Stores an order's gift (its moment in UTC); call in the transaction that inserts the order. */
    async record(trx: Kysely<Database>, orderId: string, input: GiftRequest, now: string): Promise<void> {
      if (!asksForGift(input)) return;
      const revealAt = input.revealAt === undefined ? undefined : parseRevealAt(input.revealAt);
      await insertGift(trx, {
        orderId,
        token: newToken(),
        revealAt: revealAt?.toISOString() ?? null,
        recipientEmail: input.recipientEmail ?? null,
        now,
      });
    },

    checkMoment,

    /** Before a checkout: the order's moment must still come after its promise (rush switched off, or time has passed). */
    async checkBeforePaying(orderId: string, promiseHours: number): Promise<void> {
      const gift = await findGift(db, { orderId });
      if (gift?.reveal_at) checkMoment(gift.reveal_at, promiseHours);
    },

    /** What the order page shows of the gift; null without one. */
    async ofOrder(orderId: string): Promise<OrderGift | null> {
      const gift = await findGift(db, { orderId });
      return gift ? orderGiftView(gift, gift.payment_status === 'paid', giftPagePath) : null;
    },

    /** The gifts of the admin's (paid) orders, by order id, with the recipient's full address. */
    async ofPaidOrders(orderIds: readonly string[]): Promise<Map<string, OrderGift>> {
      const rows = await giftsOfOrders(db, orderIds);
      return new Map([...rows].map(([id, row]) => [id, orderGiftView(row, true, (token) => `${deps.publicUrl}${giftPagePath(token)}`)]));
    },

    /** The recipient's page: who it is from and when, and the song only once the moment has come. */
    async view(token: string): Promise<GiftView | undefined> {
      const gift = TOKEN_PATTERN.test(token) ? await findGift(db, { token }) : undefined;
      const order = gift?.payment_status === 'paid' ? await findDeliverable(db, 'orders', { id: gift.order_id }) : undefined;
      if (!gift || !order) return undefined;
      const now = clock.now();
      const song = isOpen(gift, order.delivered_at, now) && order.delivery_token ? await songOf(order.delivery_token) : null;
      return {
        fromName: order.customer_name ?? '',
        recipientName: order.recipient_name,
        occasion: order.occasion,
        revealAt: gift.reveal_at,
        now: now.toISOString(),
        opened: song !== null,
        song,
      };
    },
  };
}
