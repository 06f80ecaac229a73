// The slideshow's rules, shared by the photos' edits and the render requests: which order a token names and what it
// bought, whether its photos may still change, asking for a render (a new generation and its stored job), and what
// the order page, the song page and the admin read of a slideshow.
import type { Kysely } from 'kysely';
import { endpoints, pathOf } from '../../../shared/api/endpoints';
import {
  SLIDESHOW_ADD_ON_ID,
  SLIDESHOW_LIMITS,
  SLIDESHOW_MESSAGES,
  type AdminSlideshow,
  type OrderSlideshow,
  type SlideshowStatus,
  type SlideshowVideos,
  type SongSlideshow,
} from '../../../shared/schemas/slideshow';
import { findDeliverable } from '../../db/deliveries';
import { insertJob } from '../../db/jobs';
import { findOrderByToken, orderAddOns } from '../../db/orders';
import type { Database, OrderPhotoRow, OrderSlideshowRow } from '../../db/schema';
import { findSlideshow, listPhotos, requestRender } from '../../db/slideshows';
import type { Clock } from '../clock';
import { conflict, forbidden, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import { mediaDownloadUrl, mediaUrl, type Storage } from '../storage';

export const SLIDESHOW_RENDER_JOB = 'slideshow.render';
export const renderJobKey = (orderId: string, generation: number) => `slideshow-render:${orderId}:${generation}`;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the rules need of an order. */
export interface SlideshowOrder {
  id: string;
  paid: boolean;
  bought: boolean;
  /** The song was sent (completed or delivered): its video can be made. */
  songSent: boolean;
}

export function slideshowVideos(row: OrderSlideshowRow | undefined): SlideshowVideos | null {
  if (row?.status !== 'ready' || !row.landscape_media_id || !row.portrait_media_id) return null;
  return {
    landscapeUrl: mediaUrl(row.landscape_media_id),
    landscapeDownloadUrl: mediaDownloadUrl(row.landscape_media_id),
    portraitUrl: mediaUrl(row.portrait_media_id),
    portraitDownloadUrl: mediaDownloadUrl(row.portrait_media_id),
    landscapePosterUrl: row.landscape_poster_media_id ? mediaUrl(row.landscape_poster_media_id) : null,
    portraitPosterUrl: row.portrait_poster_media_id ? mediaUrl(row.portrait_poster_media_id) : null,
  };
}

export const statusOf = (row: OrderSlideshowRow | undefined): SlideshowStatus => (row?.status as SlideshowStatus | undefined) ?? 'waiting';
export const making = (status: SlideshowStatus) => status === 'pending' || status === 'rendering';

/** What the slideshow's rules stand on. */
export interface SlideshowDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** The render lane: woken when a render is asked for. */
  renderJobs: JobQueue;
  /** Where uploads are turned into stored photos (DATA_DIR/incoming: on disk storage they are moved, not copied). */
  workDir: string;
  /** Stops a render under way for this order older than this generation (Infinity: the order is gone). */
  cancelRender: (orderId: string, generation: number) => void;
}

export async function orderOf(database: Kysely<Database>, orderId: string): Promise<SlideshowOrder | undefined> {
  const row = await findDeliverable(database, 'orders', { id: orderId });
  if (!row) return undefined;
  const payment = await database.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirst();
  return {
    id: orderId,
    paid: payment?.payment_status === 'paid',
    bought: (await orderAddOns(database, orderId)).some((a) => a.id === SLIDESHOW_ADD_ON_ID),
    songSent: row.delivery_token !== null && (row.status === 'completed' || row.status === 'delivered'),
  };
}

export async function byToken(db: Kysely<Database>, token: string): Promise<{ order: SlideshowOrder; token: string }> {
  const found = TOKEN_PATTERN.test(token) ? await findOrderByToken(db, token) : undefined;
  const order = found && (await orderOf(db, found.id));
  if (!order) throw notFound(SLIDESHOW_MESSAGES.orderNotFound);
  return { order, token };
}

/** The photos may change: bought, paid, and no render asked for yet (checked again inside each change). */
export async function assertEditable(database: Kysely<Database>, order: SlideshowOrder): Promise<void> {
  if (!order.bought) throw forbidden(SLIDESHOW_MESSAGES.notBought);
  if (!order.paid) throw conflict(SLIDESHOW_MESSAGES.notPaid);
  if (statusOf(await findSlideshow(database, order.id)) !== 'waiting') throw conflict(SLIDESHOW_MESSAGES.locked);
}

const photoView = (token: string) => (photo: OrderPhotoRow) => ({
  id: photo.id,
  thumbUrl: pathOf(endpoints.orderPhoto, { token, id: photo.id }),
  width: photo.width,
  height: photo.height,
});

export async function view(db: Kysely<Database>, order: SlideshowOrder, token: string): Promise<OrderSlideshow> {
  const [photos, row] = await Promise.all([listPhotos(db, order.id), findSlideshow(db, order.id)]);
  const status = statusOf(row);
  return {
    status,
    editable: order.paid && status === 'waiting',
    canRender: order.paid && order.songSent && status === 'waiting' && photos.length >= SLIDESHOW_LIMITS.minPhotos,
    photos: photos.map(photoView(token)),
    minPhotos: SLIDESHOW_LIMITS.minPhotos,
    maxPhotos: SLIDESHOW_LIMITS.maxPhotos,
    videos: slideshowVideos(row),
  };
}

/** Asks for the next render in the caller's transaction: the slideshow pending, its stored job due now. */
export async function queueRender(trx: Kysely<Database>, orderId: string, at: string): Promise<number> {
  const generation = await requestRender(trx, orderId, at);
  await insertJob(trx, {
    kind: SLIDESHOW_RENDER_JOB,
    payload: JSON.stringify({ orderId, generation }),
    runAt: at,
    uniqueKey: renderJobKey(orderId, generation),
    now: at,
  });
  return generation;
}

/** What the admin sees of these orders' slideshows (only those that bought it). */
export async function adminViews(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, AdminSlideshow>> {
  const views = new Map<string, AdminSlideshow>();
  if (!orderIds.length) return views;
  const buyers = await db
    .selectFrom('order_add_ons')
    .select('order_id')
    .where('add_on_id', '=', SLIDESHOW_ADD_ON_ID)
    .where('order_id', 'in', orderIds)
    .execute();
  for (const { order_id: orderId } of buyers) {
    const order = await orderOf(db, orderId);
    if (!order?.bought) continue;
    const [photos, row] = await Promise.all([listPhotos(db, orderId), findSlideshow(db, orderId)]);
    const status = statusOf(row);
    views.set(orderId, {
      status,
      photoCount: photos.length,
      error: row?.error ?? null,
      canRender: order.songSent && !making(status) && photos.length >= SLIDESHOW_LIMITS.minPhotos,
      requestedAt: row?.requested_at ?? null,
      finishedAt: row?.finished_at ?? null,
      videos: slideshowVideos(row),
    });
  }
  return views;
}

/** The song page's slideshow: made, or being made. */
export async function songPageView(db: Kysely<Database>, orderId: string): Promise<SongSlideshow | null> {
  const row = await findSlideshow(db, orderId);
  const status = statusOf(row);
  if (status === 'ready') return { status: 'ready', videos: slideshowVideos(row) };
  return making(status) ? { status: 'making', videos: null } : null;
}
