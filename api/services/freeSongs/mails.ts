// The promotion's mails, sent by stored jobs: the applicant's receipt and the admin's notice of a new
// application, and the admin's notice of a reaction video. Each once, and capped per recipient.
import type { Kysely } from 'kysely';
import { displayReference } from '../../../shared/pricing';
import { findFreeSongSubmission } from '../../db/freeSongSubmissions';
import type { Database } from '../../db/schema';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, HOUR_MS, type MailService } from '../mail/outgoing';
import { freeSongNotice } from '../mail/templates/freeSongNotice';
import { freeSongReceived } from '../mail/templates/freeSongReceived';
import { reactionReceivedNotice } from '../mail/templates/reactionReceivedNotice';

export const FREE_SONG_RECEIVED_JOB = 'free-song.received';
export const REACTION_NOTICE_JOB = 'free-song.reaction-notice';

/** Whoever applies with someone else's address, that address gets at most this many receipts. */
const RECEIPT_CAP = { max: 3, windowMs: HOUR_MS };

function submissionIdOf(payload: unknown): string | undefined {
  const id = (payload as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id ? id : undefined;
}

export function createFreeSongMails(deps: { db: Kysely<Database>; mail: MailService; publicUrl: string; adminEmail: string }) {
  const { db, mail } = deps;
  const adminUrl = `${deps.publicUrl}/admin?tab=orders&list=free`;

  return {
    /** Job: the applicant's receipt and the admin's notice. */
    async sendReceived(payload: unknown): Promise<void> {
      const id = submissionIdOf(payload);
      const row = id === undefined ? undefined : await findFreeSongSubmission(db, id);
      if (!row) return;
      const reference = displayReference(row.id);
      await mail.sendOnce(
        `free-song-received:${row.id}`,
        freeSongReceived({ name: row.name, address: row.email }, { name: row.name, recipientName: row.recipient_name, reference }),
        { cap: RECEIPT_CAP },
      );
      await mail.sendOnce(
        `free-song-notice:${row.id}`,
        freeSongNotice(configuredAddress(deps.adminEmail), {
          reference,
          name: row.name,
          email: row.email,
          recipientName: row.recipient_name,
          relationship: row.relationship,
          occasion: row.occasion,
          mood: row.mood,
          genre: row.genre,
          vocalPreference: row.vocal_preference,
          story: row.story,
          specialDetails: row.special_details,
          adminUrl,
        }),
        { recipient: 'admin', cap: ADMIN_NOTICE_CAP },
      );
    },

    /** Job: tells the admin a reaction video arrived (payload names the upload's time: a replacement is news too). */
    async sendReactionNotice(payload: unknown): Promise<void> {
      const id = submissionIdOf(payload);
      const row = id === undefined ? undefined : await findFreeSongSubmission(db, id);
      if (!row?.reaction_received_at || !row.reaction_message) return;
      await mail.sendOnce(
        `reaction-notice:${row.id}:${row.reaction_received_at}`,
        reactionReceivedNotice(configuredAddress(deps.adminEmail), {
          reference: displayReference(row.id),
          name: row.name,
          email: row.email,
          recipientName: row.recipient_name,
          message: row.reaction_message,
          adminUrl,
        }),
        { recipient: 'admin', cap: ADMIN_NOTICE_CAP },
      );
    },
  };
}

export type FreeSongMails = ReturnType<typeof createFreeSongMails>;
