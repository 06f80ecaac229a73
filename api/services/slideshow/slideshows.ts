// The photo slideshow video of an order that bought it (issue 25, item 3): the buyer's photos (photoEdits.ts),
// changed on the order page until the video is asked for; the video asked for when the song is sent (or by the
// buyer, when the photos came after the song, or again by the admin), rendered by a stored job in the render lane
// (renderJob.ts); and what the order page, the song page and the admin read of it (rules.ts).
import type { Kysely } from 'kysely';
import { SLIDESHOW_LIMITS, SLIDESHOW_MESSAGES, type OrderSlideshow } from '../../../shared/schemas/slideshow';
import type { Database } from '../../db/schema';
import { findSlideshow, listPhotos } from '../../db/slideshows';
import { inTransaction } from '../../db/transaction';
import { conflict, invalid, notFound } from '../errors';
import { createPhotoEdits } from './photoEdits';
import {
  adminViews,
  assertEditable,
  byToken,
  making,
  orderOf,
  queueRender,
  songPageView,
  statusOf,
  view,
  type SlideshowDeps,
} from './rules';

export { SLIDESHOW_RENDER_JOB } from './rules';

export function createSlideshows(deps: SlideshowDeps) {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  /** After the transaction that asked for a render: an older one under way stops, the lane wakes. */
  function startRender(orderId: string, generation: number): void {
    deps.cancelRender(orderId, generation);
    void deps.renderJobs.runDue().catch(() => undefined);
  }

  return {
    ...createPhotoEdits(deps),
    startRender,

    /** The order page's `slideshow`, for an order that bought it. */
    async forOrderPage(orderId: string, token: string): Promise<OrderSlideshow | undefined> {
      const order = await orderOf(db, orderId);
      return order?.bought ? view(db, order, token) : undefined;
    },

    /** The buyer asks for the video when the photos came after the song. */
    async renderForBuyer(token: string): Promise<OrderSlideshow> {
      const { order } = await byToken(db, token);
      const generation = await inTransaction(db, async (trx) => {
        await assertEditable(trx, order);
        if (!order.songSent) throw conflict(SLIDESHOW_MESSAGES.notDelivered);
        const count = (await listPhotos(trx, order.id)).length;
        if (count < SLIDESHOW_LIMITS.minPhotos) throw invalid(SLIDESHOW_MESSAGES.notEnough(count));
        return queueRender(trx, order.id, now());
      });
      startRender(order.id, generation);
      return view(db, order, token);
    },

    /** The admin renders it (again): once the song is sent, with enough photos, none under way. */
    async renderForAdmin(orderId: string): Promise<void> {
      const generation = await inTransaction(db, async (trx) => {
        const order = await orderOf(trx, orderId);
        if (!order) throw notFound('Order not found');
        if (!order.bought) throw conflict(SLIDESHOW_MESSAGES.notBought);
        if (!order.songSent) throw conflict(SLIDESHOW_MESSAGES.notDelivered);
        if (making(statusOf(await findSlideshow(trx, orderId)))) throw conflict(SLIDESHOW_MESSAGES.alreadyMaking);
        const count = (await listPhotos(trx, orderId)).length;
        if (count < SLIDESHOW_LIMITS.minPhotos) throw conflict(SLIDESHOW_MESSAGES.notEnough(count));
        return queueRender(trx, orderId, now());
      });
      startRender(orderId, generation);
    },

    /**
     * In the transaction that sends the song: the video is made with that song, when the order bought it and has
     * enough photos (a render of an earlier song is replaced). Answers the render's generation, if one was asked for:
     * start it with `startRender` once the transaction committed.
     */
    async afterSongSent(trx: Kysely<Database>, orderId: string): Promise<number | undefined> {
      const order = await orderOf(trx, orderId);
      if (!order?.bought || (await listPhotos(trx, orderId)).length < SLIDESHOW_LIMITS.minPhotos) return undefined;
      return queueRender(trx, orderId, now());
    },

    /** The order is gone: a render under way for it stops. */
    cancel: (orderId: string) => deps.cancelRender(orderId, Infinity),

    forAdmin: (orderIds: readonly string[]) => adminViews(db, orderIds),
    forSongPage: (orderId: string) => songPageView(db, orderId),
  };
}

export type Slideshows = ReturnType<typeof createSlideshows>;
