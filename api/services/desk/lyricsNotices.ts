// The desk hears when a buyer answers the lyrics draft (a stored job, stored with the answer in the same
// transaction, api/services/orders/lyricsApproval.ts): an approval means the song can be recorded, a change request
// means the revision is owed, and while the draft waited the due time was paused. The owner is mailed, the musician
// the order is assigned to is mailed, and every admin device gets a push: each once (once-keys), mails capped per
// recipient. A draft approved by the 24-hour wait tells nobody (the board shows it, and nothing changed by hand).
import type { Kysely } from 'kysely';
import { displayReference } from '../../../shared/pricing';
import type { PushPayload } from '../../../shared/schemas/push';
import type { ShopProfile } from '../../../shared/shopProfile';
import { findBoardOrder } from '../../db/desk';
import { findLyricsDraft } from '../../db/lyricsDrafts';
import type { Database } from '../../db/schema';
import { findStaff } from '../../db/staff';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from '../mail/outgoing';
import { pushPreview } from '../push/notifier';
import { lyricsAnswerHeadline, lyricsAnswerNotice, type LyricsAnswerNoticeInput } from '../mail/templates/lyricsAnswerNotice';
import { formatDue } from './alerts';
import { boardPromise, movableOrUndefined } from './board';
import { dueDate } from './dueTimes';

export function createLyricsNotices(deps: {
  db: Kysely<Database>;
  mail: MailService;
  /** Queues a push to every admin device, at most once per device for `key`; throws if it could not be queued. */
  pushToAdminsOnce: (payload: PushPayload, key: string) => Promise<void>;
  shop: () => Promise<ShopProfile>;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, mail } = deps;

  return {
    /** Job: tells the desk of the buyer's answer to one draft, if the order is still being made; mails first, then the push. */
    async send(payload: unknown): Promise<void> {
      const id = (payload as { draftId?: unknown } | null)?.draftId;
      const draft = typeof id === 'string' ? await findLyricsDraft(db, id) : undefined;
      if (!draft || (draft.answer !== 'approved' && draft.answer !== 'change_requested')) return;
      const row = await findBoardOrder(db, draft.order_id);
      if (!row || !movableOrUndefined('order', row)) return;
      const due = dueDate(boardPromise(row));
      const input: LyricsAnswerNoticeInput = {
        answer: draft.answer,
        reference: displayReference(row.id),
        recipientName: row.recipient_name,
        occasion: row.occasion,
        note: draft.change_note,
        due: due ? formatDue(due, (await deps.shop()).timeZone) : 'not set',
        boardUrl: `${deps.publicUrl}/admin?tab=board`,
      };
      const key = `lyrics-answer:${draft.id}`;
      await mail.sendOnce(key, lyricsAnswerNotice(configuredAddress(deps.adminEmail), input), {
        recipient: 'admin',
        cap: ADMIN_NOTICE_CAP,
      });
      const assignee = row.assignee_id ? await findStaff(db, row.assignee_id) : undefined;
      if (assignee && !assignee.disabled_at && assignee.role === 'musician')
        await mail.sendOnce(`${key}:assignee`, lyricsAnswerNotice({ name: assignee.name, address: assignee.email }, input), {
          recipient: 'admin',
          cap: ADMIN_NOTICE_CAP,
        });
      const about = `${input.occasion} song for ${input.recipientName}`;
      await deps.pushToAdminsOnce(
        {
          title: lyricsAnswerHeadline(input),
          body: input.note ? `${about}: “${pushPreview(input.note)}”` : about,
          url: '/admin?tab=board',
          tag: key,
        },
        key,
      );
    },
  };
}

export type LyricsNotices = ReturnType<typeof createLyricsNotices>;
