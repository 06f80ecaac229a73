// The customer's short mails as their song moves along: approved and in progress, each once per order
// (stored jobs with unique keys, and once-keys in the mail log). Delivered is the song-page mail itself.
import type { Kysely } from 'kysely';
import { findDeliverable } from '../../db/deliveries';
import { insertJob } from '../../db/jobs';
import { findOrder } from '../../db/orders';
import type { Database } from '../../db/schema';
import type { MailService } from '../mail/outgoing';
import { statusUpdate, type MailedStatus } from '../mail/templates/statusUpdate';
import { TABLES, type DeliverableKind } from './deliverables';

export const STATUS_MAIL_JOB = 'status.mail';
const MAILED: readonly string[] = ['approved', 'in_progress'] satisfies MailedStatus[];

const mailKey = (kind: DeliverableKind, id: string, status: string) => `status-mail:${kind}:${id}:${status}`;

export function createStatusMails(deps: { db: Kysely<Database>; mail: MailService; publicUrl: string }) {
  const { db, mail } = deps;
  return {
    /** Inside the caller's transaction: stores the mail for this new status, if the status has one. */
    async queueWithin(trx: Kysely<Database>, kind: DeliverableKind, id: string, status: string, now: string): Promise<boolean> {
      if (!MAILED.includes(status)) return false;
      await insertJob(trx, {
        kind: STATUS_MAIL_JOB,
        payload: JSON.stringify({ kind, id, status }),
        runAt: now,
        uniqueKey: mailKey(kind, id, status),
        now,
      });
      return true;
    },

    /** Job: sends one status mail. */
    async send(payload: unknown): Promise<void> {
      const p = payload as { kind?: unknown; id?: unknown; status?: unknown } | null;
      if (
        (p?.kind !== 'order' && p?.kind !== 'freeSong') ||
        typeof p.id !== 'string' ||
        typeof p.status !== 'string' ||
        !MAILED.includes(p.status)
      )
        return;
      const { kind, id } = p;
      const status = p.status as MailedStatus;
      const row = await findDeliverable(db, TABLES[kind], { id });
      if (!row) return;
      const order = kind === 'order' ? await findOrder(db, id) : undefined;
      await mail.sendOnce(
        mailKey(kind, id, status),
        statusUpdate(
          { name: row.customer_name ?? '', address: row.email },
          {
            status,
            customerName: row.customer_name,
            recipientName: row.recipient_name,
            freeSong: kind === 'freeSong',
            orderUrl: order ? `${deps.publicUrl}/order/${order.publicToken}` : null,
          },
        ),
      );
    },
  };
}

export type StatusMails = ReturnType<typeof createStatusMails>;
