// Contact-form messages: stored, then mailed to the shop's admin and acknowledged to the sender by stored jobs
// (so none is lost when the mail server is down), and announced on the admin's devices (the inbox's address).
import type { Kysely } from 'kysely';
import type { ContactMessage } from '../../shared/schemas/contact';
import { hoursWithZone, type ShopProfile } from '../../shared/shopProfile';
import { findContactMessage, insertContactMessage } from '../db/contactMessages';
import { insertJob } from '../db/jobs';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import type { Clock } from './clock';
import type { JobQueue } from './jobs';
import { configuredAddress } from './mail/headers';
import { ADMIN_NOTICE_CAP, HOUR_MS, type MailCap, type MailService } from './mail/outgoing';
import { contactAck } from './mail/templates/contactAck';
import { contactNotice } from './mail/templates/contactNotice';
import { inTransaction } from '../db/transaction';
import { pushPreview, type PushNotifier } from './push/notifier';

export const CONTACT_NOTIFY_JOB = 'contact.notify';
export const CONTACT_ACK_JOB = 'contact.ack';

/** One acknowledgement per address a day: a second or third message that day is answered by the admin, not again by us. */
export const CONTACT_ACK_CAP: MailCap = { max: 1, windowMs: 24 * HOUR_MS };

/** Where a push about a new message leads: the inbox (Live Chat → Messages) with that message open. */
export const inboxUrl = (id?: string) => `/admin?tab=chat&view=messages${id ? `&message=${id}` : ''}`;

interface ContactDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  push: PushNotifier;
  shop: () => Promise<ShopProfile>;
  adminEmail: string;
  publicUrl: string;
}

/** The stored jobs' mails about a message: the admin's copy and the sender's acknowledgement, each once. */
function createContactMails(deps: Pick<ContactDeps, 'db' | 'mail' | 'shop' | 'adminEmail' | 'publicUrl'>) {
  /** The message a job names; undefined once it is gone (or for a payload that names none). */
  async function messageOf(payload: unknown) {
    const id = (payload as { id?: unknown }).id;
    return typeof id === 'string' ? findContactMessage(deps.db, id) : undefined;
  }

  return {
    /** The job: mails the stored message to the admin, once. */
    async notify(payload: unknown): Promise<void> {
      const row = await messageOf(payload);
      if (!row) return;
      await deps.mail.sendOnce(
        `contact:${row.id}`,
        contactNotice(configuredAddress(deps.adminEmail), {
          id: row.id,
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

    /** The job: tells the sender their message arrived and when to expect an answer, at most once a day per address. */
    async acknowledge(payload: unknown): Promise<void> {
      const row = await messageOf(payload);
      if (!row) return;
      const shop = await deps.shop();
      await deps.mail.sendOnce(
        `contact-ack:${row.id}`,
        contactAck(
          { name: row.name, address: row.email },
          { address: shop.supportEmail },
          {
            shopName: shop.name,
            responseTime: shop.responseTime,
            hours: hoursWithZone(shop),
            name: row.name,
            message: row.message,
            faqUrl: `${deps.publicUrl}/faq`,
          },
        ),
        { recipient: 'customer', cap: CONTACT_ACK_CAP },
      );
    },
  };
}

export function createContactService(deps: ContactDeps) {
  const { db, clock } = deps;
  const mails = createContactMails(deps);
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
        await insertJob(trx, { kind: CONTACT_ACK_JOB, payload: JSON.stringify({ id }), runAt: now, uniqueKey: `contact-ack:${id}`, now });
      });
      await deps.push.toAdmins({
        title: `New message from ${message.name}`,
        body: pushPreview(message.subject ? `${message.subject}: ${message.message}` : message.message),
        url: inboxUrl(id),
        tag: `contact-${id}`,
      });
      void deps.jobs.runDue().catch(() => undefined);
      return id;
    },

    notify: mails.notify,
    acknowledge: mails.acknowledge,
  };
}

export type ContactService = ReturnType<typeof createContactService>;
