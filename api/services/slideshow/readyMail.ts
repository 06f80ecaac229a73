// The mail job after a slideshow is made: the buyer learns the video is on the song page. Once per render, and
// at most three a day to one address (an admin rendering again and again never floods the buyer).
import type { Kysely } from 'kysely';
import { findDeliverable } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import { findSlideshow } from '../../db/slideshows';
import { songPageUrl } from '../delivery/songPage';
import type { MailCap, MailService } from '../mail/outgoing';
import { slideshowReady } from '../mail/templates/slideshowReady';

export const SLIDESHOW_MAIL_CAP: MailCap = { max: 3, windowMs: 24 * 3_600_000 };

export function createSlideshowMail(deps: { db: Kysely<Database>; mail: MailService; publicUrl: string }) {
  return async function sendReady(payload: unknown): Promise<void> {
    const { orderId, generation } = payload as { orderId: string; generation: number };
    const [order, show] = await Promise.all([findDeliverable(deps.db, 'orders', { id: orderId }), findSlideshow(deps.db, orderId)]);
    // A newer render (its own mail to come) or a gone order: nothing to tell.
    if (!order?.delivery_token || show?.status !== 'ready' || show.generation !== generation) return;
    await deps.mail.sendOnce(
      `slideshow-ready:${orderId}:${generation}`,
      slideshowReady(
        { name: order.customer_name ?? '', address: order.email },
        {
          customerName: order.customer_name,
          recipientName: order.recipient_name,
          songPageUrl: songPageUrl(deps.publicUrl, order.delivery_token),
        },
      ),
      { recipient: 'customer', cap: SLIDESHOW_MAIL_CAP },
    );
  };
}
