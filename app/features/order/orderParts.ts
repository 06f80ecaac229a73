// The order page's parts that only some orders show, each its own chunk: the review (delivered), the lyrics to
// approve (a draft waits), the gift date's moment (a gift), "Notify me" (paid, not yet delivered), the slideshow's
// photos (bought). The order's query loads the parts its state shows with the order itself (orderQueries.ts), so
// the page is drawn once, whole, and an order in another state never loads them.
import { lazy, type ComponentType } from 'react';
import type { OrderView } from '../../../shared/api-types';

/** A lazily loaded component whose code can be asked for before it renders (the same request either way). */
function part<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // One more try on a failed load (a flaky connection): React keeps a lazy component's failure for good.
  const preload = () =>
    (loading ??= load()
      .catch(load)
      .then((component) => ({ default: component })));
  return { Component: lazy(preload), preload };
}

export const reviewPart = part(() => import('./ReviewPanel').then((m) => m.ReviewPanel));
export const lyricsPart = part(() => import('./OrderLyrics').then((m) => m.OrderLyrics));
export const giftPart = part(() => import('./GiftMoment').then((m) => m.GiftMoment));
export const notifyPart = part(() => import('../push/NotifyWhenReady').then((m) => m.NotifyWhenReady));
export const slideshowPart = part(() => import('./slideshow/SlideshowSection').then((m) => m.default));

export const isDelivered = (order: OrderView) => order.status === 'delivered' || Boolean(order.songPageUrl);
export const waitsForSong = (order: OrderView) =>
  order.paymentStatus === 'paid' && order.status !== 'delivered' && order.status !== 'rejected' && !order.songPageUrl;

/** Loads the code of the parts this order shows (a failed load is left to the page's own render to retry). */
export function loadPartsFor(order: OrderView): Promise<unknown> {
  const parts = [
    isDelivered(order) && reviewPart,
    order.lyricsDraft && lyricsPart,
    order.gift && giftPart,
    waitsForSong(order) && notifyPart,
    order.slideshow && slideshowPart,
  ].filter((p) => p !== false && p !== null && p !== undefined);
  return Promise.all(parts.map((p) => p.preload().catch(() => undefined)));
}
