// The order mails, sent by stored jobs: the confirmation and the admin notice once an order is paid,
// and the abandoned-checkout mail 12 hours after an unpaid checkout. Each is sent once (mail_log keys).
import type { Kysely } from 'kysely';
import { chargeLines, displayReference } from '../../../shared/pricing';
import { wasMailSent } from '../../db/mailLog';
import { findOrder } from '../../db/orders';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { giftNoteOf } from '../gifts/mailNote';
import { configuredAddress } from '../mail/headers';
import { HOUR_MS, type MailService } from '../mail/outgoing';
import { abandonedCheckout } from '../mail/templates/abandonedCheckout';
import { newOrderNotice } from '../mail/templates/newOrderNotice';
import { orderConfirmation } from '../mail/templates/orderConfirmation';
import type { Unsubscribes } from '../mail/unsubscribe';
import { codeForAbandonedOrder } from './discounts';

export const ORDER_PAID_MAILS_JOB = 'order.paid-mails';
export const ABANDONED_CHECKOUT_JOB = 'order.abandoned-checkout';
export const ABANDONED_AFTER_MS = 12 * 3_600_000;
/** Whatever is ordered with an address, it gets at most one abandoned-checkout mail a week. */
const ABANDONED_CAP = { max: 1, windowMs: 7 * 24 * HOUR_MS };

const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;
const noticeKey = (orderId: string) => `order-notice:${orderId}`;
const abandonedKey = (orderId: string) => `order-abandoned:${orderId}`;

function orderIdOf(payload: unknown): string | undefined {
  const id = (payload as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'string' ? id : undefined;
}

export function createOrderMails(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  unsubscribes: Unsubscribes;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, mail, publicUrl } = deps;

  return {
    /** Job: the customer's confirmation and the admin's notice, each once. */
    async sendPaidMails(payload: unknown): Promise<void> {
      const id = orderIdOf(payload);
      const order = id && (await findOrder(db, id));
      if (!order || order.paymentStatus === 'pending') return;
      const reference = displayReference(order.id);
      const amountCents = order.price.totalCents;
      const { currency, deliveryHours } = order.price;
      await mail.sendOnce(
        confirmationKey(order.id),
        orderConfirmation(
          { name: order.customerName ?? '', address: order.email },
          {
            reference,
            customerName: order.customerName,
            recipientName: order.recipientName,
            occasion: order.occasion,
            amountCents,
            currency,
            deliveryHours,
            orderUrl: `${publicUrl}/order/${order.publicToken}`,
            lines: chargeLines(order.price, order.addOns),
            gift: await giftNoteOf(db, order, publicUrl),
          },
        ),
        { recipient: 'essential' },
      );
      // Each one is a payment, and the owner must hear of every paid order: never held back.
      await mail.sendOnce(
        noticeKey(order.id),
        newOrderNotice(configuredAddress(deps.adminEmail), {
          ...order,
          reference,
          amountCents,
          currency,
          deliveryHours,
          addOns: order.addOns.map((a) => a.name),
          tipCents: order.price.tipCents,
        }),
        {
          recipient: 'essential',
        },
      );
    },

    /** Job: one mail with a fresh single-use code, unless the order was paid meanwhile or the address unsubscribed. */
    async sendAbandonedMail(payload: unknown): Promise<void> {
      const id = orderIdOf(payload);
      const order = id && (await findOrder(db, id));
      if (!order || order.paymentStatus !== 'pending' || (await deps.unsubscribes.isUnsubscribed(order.email))) return;
      const discount = await codeForAbandonedOrder(db, order, deps.clock.now());
      await mail.sendOnce(
        abandonedKey(order.id),
        abandonedCheckout(
          { name: order.customerName ?? '', address: order.email },
          {
            customerName: order.customerName,
            recipientName: order.recipientName,
            ...discount,
            resumeUrl: `${publicUrl}/create-song?code=${encodeURIComponent(discount.code)}`,
            unsubscribe: await deps.unsubscribes.links(order.email),
          },
        ),
        { cap: ABANDONED_CAP },
      );
    },

    /** Whether both paid-order mails went out. */
    async paidMailsSent(orderId: string): Promise<boolean> {
      return (await wasMailSent(db, confirmationKey(orderId))) && (await wasMailSent(db, noticeKey(orderId)));
    },
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
