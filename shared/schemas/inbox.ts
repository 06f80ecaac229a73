// The admin's inbox of contact messages: what a reply and a status change may carry, with their messages.
// One schema for the admin screen and the API (api/routes/admin/contactMessages.ts).
import { z } from 'zod';

/** `new` until an admin opens it, `read` once opened, `done` once handled (a reply marks it done too). */
export const CONTACT_STATUSES = ['new', 'read', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const INBOX_MESSAGES = {
  notFound: 'Contact message not found',
  emptyReply: 'Please write a reply before sending',
  replyTooLong: 'The reply must be 5000 characters or fewer',
  replyNotText: 'The reply must be text',
  badStatus: 'Status must be one of: new, read, done',
  replyCapped: 'This address has had as many mails from us as it may get for now; the reply was not sent. Try again later.',
} as const;

export const INBOX_REPLY_MAX = 5000;

export const contactReplySchema = z.strictObject({
  message: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? INBOX_MESSAGES.emptyReply : INBOX_MESSAGES.replyNotText),
    })
    .trim()
    .min(1, { error: INBOX_MESSAGES.emptyReply })
    .max(INBOX_REPLY_MAX, { error: INBOX_MESSAGES.replyTooLong }),
});

export const contactStatusSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: INBOX_MESSAGES.badStatus }),
});
export type ContactStatusChange = z.output<typeof contactStatusSchema>;

export type ContactReplyInput = z.input<typeof contactReplySchema>;
export type ContactReply = z.output<typeof contactReplySchema>;
