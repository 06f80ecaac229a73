// The delivery job: the mail with the song page's link, unless the send was replaced or the status moved on;
// then the order or submission is delivered and the customer's devices are told.
import type { Kysely } from 'kysely';
import { findDeliverable, markDelivered } from '../../db/deliveries';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock';
import { giftNoteOf } from '../gifts/mailNote';
import type { MailService } from '../mail/outgoing';
import { songDelivered } from '../mail/templates/songDelivered';
import type { PushNotifier } from '../push/notifier';
import { songReadyPush } from '../push/triggers';
import { scheduleReviewRequest } from '../reviews/mails';
import { jobRef, TABLES } from './deliverables';
import { songPageUrl } from './songPage';
import type { Guarantee } from '../orders/guarantee';

/** What else happens when an order's song is marked delivered, in that same transaction (its gift's reveal is stored). */
export type OnOrderDelivered = (trx: Kysely<Database>, orderId: string) => Promise<void>;

export function createSongMail(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailService;
  push: PushNotifier;
  publicUrl: string;
  onOrderDelivered?: OnOrderDelivered | undefined;
  /** An order delivered late: its compensation, decided (once) before the mail that tells of it. */
  guarantee?: Pick<Guarantee, 'forDelivery'> | undefined;
}) {
  const { db, clock } = deps;
  const reactionPageUrl = (submissionId: string) => `${deps.publicUrl}/video-reaction/${submissionId}`;

  return {
    /** Job: the song-page mail, unless this send was replaced or the status moved on; then delivered, and a push to the customer's devices. */
    async deliver(payload: unknown): Promise<void> {
      const ref = jobRef(payload);
      if (!ref?.token) return;
      const row = await findDeliverable(db, TABLES[ref.kind], { id: ref.id });
      if (!row || row.delivery_token !== ref.token || row.status !== 'completed') return;
      const guarantee = ref.kind === 'order' ? await deps.guarantee?.forDelivery(ref.id) : undefined;
      await deps.mail.sendOnce(
        `delivery:${ref.token}`,
        songDelivered(
          { name: row.customer_name ?? '', address: row.email },
          {
            customerName: row.customer_name,
            recipientName: row.recipient_name,
            occasion: row.occasion,
            songPageUrl: songPageUrl(deps.publicUrl, ref.token),
            message: row.delivery_message,
            reactionUrl: ref.kind === 'freeSong' ? reactionPageUrl(ref.id) : null,
            gift:
              ref.kind === 'order' ? await giftNoteOf(db, { id: ref.id, recipientName: row.recipient_name }, deps.publicUrl) : undefined,
            guarantee,
          },
        ),
        { recipient: 'essential' },
      );
      // Only the call that marks it delivered pushes: a retried job never notifies twice. A delivered order's buyer
      // is asked for a review a few days later (once per order, however often the song is sent again), and its
      // gift's reveal is stored, due at the chosen moment (also once per order).
      const { token } = ref;
      const at = clock.now().toISOString();
      const delivered = await inTransaction(db, async (trx) => {
        const marked = await markDelivered(trx, TABLES[ref.kind], ref.id, token, at);
        if (marked && ref.kind === 'order') {
          await scheduleReviewRequest(trx, ref.id, at);
          await deps.onOrderDelivered?.(trx, ref.id);
        }
        return marked;
      });
      if (delivered) {
        await deps.push.toOwner(
          { kind: ref.kind === 'order' ? 'order' : 'free_song', id: ref.id },
          songReadyPush(row.recipient_name, ref.token),
        );
      }
    },
  };
}
