// The admin's mail when a customer sends the reaction video of a free song.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ReactionNoticeInput {
  reference: string;
  name: string;
  email: string;
  recipientName: string;
  message: string;
  adminUrl: string;
}

export function reactionReceivedNotice(to: MailAddress, r: ReactionNoticeInput): ShopMail {
  const subject = `Reaction video received for ${r.reference} (${r.recipientName})`;
  const text = [
    `${r.name} (${r.email}) sent the reaction video of ${r.recipientName}'s song.`,
    '',
    'Their message:',
    r.message,
    '',
    `Watch it: ${r.adminUrl}`,
  ].join('\n');
  const page = mailPage(
    'A reaction video arrived',
    `<p>${escapeHtml(`${r.name} (${r.email}) sent the reaction video of ${r.recipientName}'s song.`)}</p>` +
      `<p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(r.message)}</p>` +
      `<p><a href="${escapeHtml(r.adminUrl)}" style="color:#9f1239">Watch it in the admin area</a></p>`,
  );
  return { to, subject, text, page, replyTo: { name: r.name, address: r.email } };
}
