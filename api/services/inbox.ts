// The admin's inbox of contact messages (Live Chat → Messages): newest first with the unread count, a status
// (`new` → `read` on opening → `done`), a reply mailed to the sender and kept with the message, and delete.
import type { Kysely } from 'kysely';
import type { AdminContactInbox, AdminContactMessage } from '../../shared/admin-api-types';
import { INBOX_MESSAGES, type ContactStatus } from '../../shared/schemas/inbox';
import type { ShopProfile } from '../../shared/shopProfile';
import {
  deleteContactMessage,
  findContactMessage,
  listContactMessages,
  saveContactReply,
  setContactMessageStatus,
  type ContactMessageRow,
} from '../db/contactMessages';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import type { Clock } from './clock';
import { notFound, tooMany } from './errors';
import type { MailService } from './mail/outgoing';
import { contactReply } from './mail/templates/contactReply';

function toAdmin(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    inquiryType: row.inquiry_type,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactStatus,
    createdAt: row.created_at,
    reply: row.reply !== null && row.replied_at !== null ? { message: row.reply, repliedAt: row.replied_at } : null,
  };
}

export function createInbox(deps: { db: Kysely<Database>; clock: Clock; mail: MailService; shop: () => Promise<ShopProfile> }) {
  const { db, clock } = deps;

  async function find(id: string): Promise<ContactMessageRow> {
    const row = await findContactMessage(db, id);
    if (!row) throw notFound(INBOX_MESSAGES.notFound);
    return row;
  }

  return {
    async list(): Promise<AdminContactInbox> {
      const messages = (await listContactMessages(db)).map(toAdmin);
      return { messages, unread: messages.filter((m) => m.status === 'new').length };
    },

    async setStatus(id: string, status: ContactStatus): Promise<AdminContactMessage> {
      if (!(await setContactMessageStatus(db, id, status))) throw notFound(INBOX_MESSAGES.notFound);
      return toAdmin(await find(id));
    },

    /**
     * Mails the reply to the sender (Reply-To the shop's support address, their message quoted below), then keeps
     * it with the message and marks it done. Capped like every customer mail: past the cap nothing is sent or kept.
     */
    async reply(id: string, message: string): Promise<AdminContactMessage> {
      const row = await find(id);
      const shop = await deps.shop();
      const sent = await deps.mail.sendOnce(
        `contact-reply:${id}:${newId()}`,
        contactReply(
          { name: row.name, address: row.email },
          { name: shop.name, address: shop.supportEmail },
          {
            shopName: shop.name,
            name: row.name,
            subject: row.subject,
            reply: message,
            original: row.message,
            receivedAt: row.created_at,
          },
        ),
        { recipient: 'customer' },
      );
      if (!sent) throw tooMany(INBOX_MESSAGES.replyCapped, 3600);
      await saveContactReply(db, id, message, clock.now().toISOString());
      return toAdmin(await find(id));
    },

    async remove(id: string): Promise<void> {
      if (!(await deleteContactMessage(db, id))) throw notFound(INBOX_MESSAGES.notFound);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
