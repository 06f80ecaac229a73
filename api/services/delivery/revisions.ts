// The customer's one free revision of a delivered song: recorded from the song page, and the admin mailed by a
// stored job.
import type { Kysely } from 'kysely';
import { displayReference } from '../../../shared/pricing';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { findDeliverable, recordRevision } from '../../db/deliveries';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import { configuredAddress } from '../mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from '../mail/outgoing';
import { revisionNotice } from '../mail/templates/revisionNotice';
import { jobRef, TABLES } from './deliverables';
import { findByToken, SONG_NOT_FOUND, songPageUrl } from './songPage';

export const REVISION_NOTICE_JOB = 'delivery.revision-notice';

export function createRevisions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  publicUrl: string;
  adminEmail: string;
}) {
  const { db, clock } = deps;

  return {
    /** The customer's one free revision: recorded, and the admin mailed (a stored job). */
    async requestRevision(token: string, note: string): Promise<{ requestedAt: string }> {
      const found = await findByToken(db, token);
      if (!found?.row.song_media_id) throw notFound(SONG_NOT_FOUND);
      const { kind, row } = found;
      const requestedAt = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        if (!(await recordRevision(trx, TABLES[kind], row.id, note, requestedAt))) throw conflict(ADMIN_MESSAGES.revisionTwice);
        const payload = JSON.stringify({ kind, id: row.id });
        await insertJob(trx, {
          kind: REVISION_NOTICE_JOB,
          payload,
          runAt: requestedAt,
          uniqueKey: `revision:${kind}:${row.id}`,
          now: requestedAt,
        });
      });
      void deps.jobs.runDue().catch(() => undefined);
      return { requestedAt };
    },

    /** Job: tells the admin about a revision request, once. */
    async sendRevisionNotice(payload: unknown): Promise<void> {
      const ref = jobRef(payload);
      const row = ref && (await findDeliverable(db, TABLES[ref.kind], { id: ref.id }));
      if (!ref || !row?.revision_note || !row.delivery_token) return;
      await deps.mail.sendOnce(
        `revision:${ref.kind}:${ref.id}`,
        revisionNotice(configuredAddress(deps.adminEmail), {
          reference: displayReference(row.id),
          kind: ref.kind === 'order' ? 'order' : 'free song',
          customerName: row.customer_name,
          email: row.email,
          recipientName: row.recipient_name,
          note: row.revision_note,
          songPageUrl: songPageUrl(deps.publicUrl, row.delivery_token),
        }),
        { recipient: 'admin', cap: ADMIN_NOTICE_CAP },
      );
    },
  };
}
