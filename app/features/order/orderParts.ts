// The order page's parts that only some orders show (which ones: shared/orderParts.ts), each its own chunk. The
// order's query loads the parts its state shows with the order itself (orderQueries.ts), so the page is drawn once,
// whole, and an order in another state never loads them. The server names the same chunks in the page's HTML.
import { lazy, type ComponentType } from 'react';
import type { OrderView } from '../../../shared/api-types';
import { isDelivered, orderPartsOf, waitsForSong, type OrderPartName } from '../../../shared/orderParts';

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

export { isDelivered, waitsForSong };

const PARTS: Record<OrderPartName, { preload: () => Promise<unknown> }> = {
  review: reviewPart,
  lyrics: lyricsPart,
  gift: giftPart,
  notify: notifyPart,
  slideshow: slideshowPart,
};

/** Loads the code of the parts this order shows (a failed load is left to the page's own render to retry). */
export function loadPartsFor(order: OrderView): Promise<unknown> {
  return Promise.all(orderPartsOf(order).map((name) => PARTS[name].preload().catch(() => undefined)));
}
