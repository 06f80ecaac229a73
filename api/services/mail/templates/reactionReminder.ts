// The reminder to send the reaction video of a delivered free song: a mail the reader did not ask for,
// so it carries a one-click unsubscribe (RFC 8058) and a visible link to the same.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import type { UnsubscribeLinks } from '../unsubscribe';

export interface ReactionReminderInput {
  name: string;
  recipientName: string;
  reactionUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export function reactionReminder(to: MailAddress, r: ReactionReminderInput): ShopMail {
  const subject = `How did ${r.recipientName} react to their song?`;
  const text = [
    `Hi ${r.name},`,
    '',
    `We hope ${r.recipientName} loved the song. When you applied for it, you agreed to send us a short video of their reaction: it helps other people find us.`,
    '',
    `Upload it here (MP4, MOV or AVI, up to 50 MB): ${r.reactionUrl}`,
    '',
    `No more reminders: ${r.unsubscribe.pageUrl}`,
  ].join('\n');
  const page = mailPage(
    `How did ${r.recipientName} react?`,
    `<p>${escapeHtml(`Hi ${r.name},`)}</p>` +
      `<p>We hope ${escapeHtml(r.recipientName)} loved the song. When you applied for it, you agreed to send us a short video of their reaction: it helps other people find us.</p>` +
      `<p><a href="${escapeHtml(r.reactionUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Upload the reaction video</a></p>` +
      `<p style="color:#6b5b63">MP4, MOV or AVI, up to 50 MB.</p>` +
      `<p style="color:#6b5b63;font-size:13px"><a href="${escapeHtml(r.unsubscribe.pageUrl)}" style="color:#6b5b63">Unsubscribe from reminders</a></p>`,
  );
  return { to, subject, text, page, headers: r.unsubscribe.headers };
}
