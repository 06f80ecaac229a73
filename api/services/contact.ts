// Contact-form messages: stored, then mailed to the shop's admin by a stored job (so none is lost
// when the mail server is down).
import type { Kysely } from 'kysely';
import type { ContactMessage } from '../../shared/schemas/contact';
import { findContactMessage, insertContactMessage } from '../db/contactMessages';
import { insertJob } from '../db/jobs';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import type { Clock } from './clock';
import type { JobQueue } from './jobs';
import { configuredAddress } from './mail/headers';
import { ADMIN_NOTICE_CAP, type MailService } from './mail/outgoing';
import { contactNotice } from './mail/templates/contactNotice';
import { inTransaction } from '../db/transaction';

export const CONTACT_NOTIFY_JOB = 'contact.notify';

export function createContactService(deps: { db: Kysely<Database>; clock: Clock; jobs: JobQueue; mail: MailService; adminEmail: string }) {
  const { db, clock } = deps;
  return {
    /** Stores the message and its notification job in one transaction; answers the message id. */
    async submit(message: ContactMessage): Promise<string> {
      const id = newId();
      const now = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        await insertContactMessage(trx, {
          id,
          name: message.name,
          email: message.email,
          inquiry_type: message.inquiryType ?? null,
          subject: message.subject || null,
          message: message.message,
          created_at: now,
        });
        await insertJob(trx, { kind: CONTACT_NOTIFY_JOB, payload: JSON.stringify({ id }), runAt: now, uniqueKey: `contact:${id}`, now });
      });
      void deps.jobs.runDue().catch(() => undefined);
      return id;
    },

    /** The job: mails the stored message to the admin, once. */
    async notify(payload: unknown): Promise<void> {
      const id = (payload as { id?: unknown }).id;
      if (typeof id !== 'string') return;
      const row = await findContactMessage(db, id);
      if (!row) return;
      await deps.mail.sendOnce(
        `contact:${id}`,
        contactNotice(configuredAddress(deps.adminEmail), {
          id,
          name: row.name,
          email: row.email,
          inquiryType: row.inquiry_type,
          subject: row.subject,
          message: row.message,
        }),
        {
          recipient: 'admin',
          cap: ADMIN_NOTICE_CAP,
        },
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
