// The gift's moment as a stored job: enqueued in the transaction that marks the order's song delivered, due at the
// moment (at once when the song came late), it records the reveal and mails the recipient, each once however often
// it runs. The mail is one the recipient did not ask for: capped per address and unsubscribable.
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { findDeliverable } from '../../db/deliveries';
import { findGift, markGiftRevealed } from '../../db/gifts';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { HOUR_MS, type MailCap, type MailService } from '../mail/outgoing';
import { giftRevealed } from '../mail/templates/giftRevealed';
import type { Unsubscribes } from '../mail/unsubscribe';
import { giftPagePath, isOpen } from './moment';

export const GIFT_REVEAL_JOB = 'gift.reveal';
/** However many buyers name one address, it gets at most this many gift mails a day. */
export const GIFT_MAIL_CAP: MailCap = { max: 3, windowMs: 24 * HOUR_MS };

export function createGiftReveal(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  unsubscribes: Unsubscribes;
  shop: () => Promise<ShopProfile>;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  return {
    /** The order's song went out: its gift's reveal is stored as a job. Call in the transaction that marks it delivered. */
    async songDelivered(trx: Kysely<Database>, orderId: string): Promise<void> {
      const gift = await findGift(trx, { orderId });
      if (!gift) return;
      const now = clock.now();
      const moment = gift.reveal_at ? new Date(gift.reveal_at) : now;
      await insertJob(trx, {
        kind: GIFT_REVEAL_JOB,
        payload: JSON.stringify({ orderId }),
        runAt: (moment > now ? moment : now).toISOString(),
        uniqueKey: `gift-reveal:${orderId}`,
        now: now.toISOString(),
      });
    },

    /** Job: records the reveal and mails the recipient (capped, unsubscribable), each once however often it runs. */
    async reveal(payload: unknown): Promise<void> {
      const orderId = (payload as { orderId?: unknown } | null)?.orderId;
      const gift = typeof orderId === 'string' ? await findGift(db, { orderId }) : undefined;
      const order = gift?.payment_status === 'paid' ? await findDeliverable(db, 'orders', { id: gift.order_id }) : undefined;
      if (!gift || !order?.song_media_id) return;
      const now = clock.now();
      // Claimed once due by this process's clock: another process whose clock runs behind waits for the moment.
      if (!isOpen(gift, order.delivered_at, now)) throw new Error('the gift is not due yet');
      await markGiftRevealed(db, gift.order_id, now.toISOString());
      const address = gift.recipient_email;
      if (!address || (await deps.unsubscribes.isUnsubscribed(address))) return;
      await deps.mail.sendOnce(
        `gift:${gift.order_id}`,
        giftRevealed(
          { name: order.recipient_name, address },
          {
            shopName: (await deps.shop()).name,
            fromName: order.customer_name ?? '',
            recipientName: order.recipient_name,
            occasion: order.occasion,
            giftPageUrl: `${deps.publicUrl}${giftPagePath(gift.token)}`,
            unsubscribe: await deps.unsubscribes.links(address),
          },
        ),
        { cap: GIFT_MAIL_CAP },
      );
    },
  };
}
