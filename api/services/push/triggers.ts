// What the shop's own events push, and to whom: a new paid order to every admin device, a delivered song to
// the devices its customer subscribed. (Chat alerts are the chat service's, through the same notifier.)
import type { PushPayload } from '../../../shared/schemas/push';
import { formatAmount } from '../../../shared/money';
import { displayReference } from '../../../shared/pricing';
import type { Order } from '../../db/orders';

/** Stored with the order's payment, in the same transaction, so each paid order alerts the admins once. */
export const ORDER_PAID_PUSH_JOB = 'push.order-paid';

export function orderPaidPush(order: Pick<Order, 'id' | 'occasion' | 'recipientName' | 'price'>): PushPayload {
  return {
    title: `New order ${displayReference(order.id)}: ${formatAmount(order.price.totalCents, order.price.currency)}`,
    body: `${order.occasion} song for ${order.recipientName}`,
    url: '/admin?tab=orders',
    tag: `order-${order.id}`,
  };
}

export function songReadyPush(recipientName: string, songToken: string): PushPayload {
  return {
    title: `Your song for ${recipientName} is ready`,
    body: 'Tap to listen, read the lyrics and download it.',
    url: `/song/${songToken}`,
    tag: `song-${songToken.slice(0, 16)}`,
  };
}
