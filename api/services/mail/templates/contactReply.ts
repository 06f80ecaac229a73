// The admin's answer to a contact-form message, written in the inbox: the reply, then the sender's own message
// quoted below it. Replying to it reaches the shop (Reply-To), since the From address may not be read.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ContactReplyInput {
  /** The shop's name: the signature, and the subject of a message that had none. */
  shopName: string;
  name: string;
  subject: string | null;
  reply: string;
  original: string;
  receivedAt: string;
}

const QUOTE = 'white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px;color:#6b5b63';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function contactReply(to: MailAddress, replyTo: MailAddress, m: ContactReplyInput): ShopMail {
  const subject = m.subject ? `Re: ${m.subject}` : `Re: your message to ${m.shopName}`;
  const wrote = `On ${day(m.receivedAt)} you wrote:`;
  const signature = `— ${m.shopName}`;
  const text = [`Hi ${m.name},`, '', m.reply, '', signature, '', wrote, ...m.original.split('\n').map((line) => `> ${line}`)].join('\n');
  const page = mailPage(
    'Our answer to your message',
    `<p>${escapeHtml(`Hi ${m.name},`)}</p><p style="white-space:pre-wrap">${escapeHtml(m.reply)}</p><p>${escapeHtml(signature)}</p>` +
      `<p style="margin:24px 0 4px;color:#6b5b63">${escapeHtml(wrote)}</p><blockquote style="margin:0;${QUOTE}">${escapeHtml(m.original)}</blockquote>`,
  );
  return { to, replyTo, subject, text, page };
}
