// The parts of an order's page that only some orders show, decided from the order as the API answers it: the
// review (delivered), the lyrics to approve (a draft was sent), the gift date's moment (a gift), "Notify me" (paid,
// not yet delivered), the slideshow's photos (bought). The page loads each part's code with the order
// (app/features/order/orderParts.ts), and the server names it in the page's HTML (api/http/privatePageHints.ts), so
// the code is fetched alongside the entry instead of after the order has arrived.
import type { OrderView } from './api-types';

export type OrderPartName = 'review' | 'lyrics' | 'gift' | 'notify' | 'slideshow';

/** Each part's module, as the build manifest names it (paths relative to app/). */
export const ORDER_PART_MODULES: Record<OrderPartName, string> = {
  review: 'features/order/ReviewPanel.tsx',
  lyrics: 'features/order/OrderLyrics.tsx',
  gift: 'features/order/GiftMoment.tsx',
  notify: 'features/push/NotifyWhenReady.tsx',
  slideshow: 'features/order/slideshow/SlideshowSection.tsx',
};

export const isDelivered = (order: OrderView) => order.status === 'delivered' || Boolean(order.songPageUrl);

export const waitsForSong = (order: OrderView) =>
  order.paymentStatus === 'paid' && order.status !== 'delivered' && order.status !== 'rejected' && !order.songPageUrl;

/** The parts this order's page shows. */
export function orderPartsOf(order: OrderView): OrderPartName[] {
  const shown: Record<OrderPartName, boolean> = {
    review: isDelivered(order),
    lyrics: Boolean(order.lyricsDraft),
    gift: Boolean(order.gift),
    notify: waitsForSong(order),
    slideshow: Boolean(order.slideshow),
  };
  return (Object.keys(shown) as OrderPartName[]).filter((name) => shown[name]);
}
