// The gift date as the buyer's mails tell it (the confirmation and the song's delivery): found by order, with the
// recipient's page as an absolute link.
import type { Kysely } from 'kysely';
import { findGift } from '../../db/gifts';
import type { Database } from '../../db/schema';
import type { GiftNoteInput } from '../mail/templates/giftNote';
import { giftPagePath } from './moment';

/** The order's gift for a mail to its buyer; undefined when the order has none. */
export async function giftNoteOf(
  db: Kysely<Database>,
  order: { id: string; recipientName: string },
  publicUrl: string,
): Promise<GiftNoteInput | undefined> {
  const gift = await findGift(db, { orderId: order.id });
  if (!gift) return undefined;
  return {
    recipientName: order.recipientName,
    revealAt: gift.reveal_at,
    recipientEmail: gift.recipient_email,
    giftPageUrl: `${publicUrl}${giftPagePath(gift.token)}`,
  };
}
