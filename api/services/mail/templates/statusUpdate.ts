// The customer's short mails while their song is made: approved, then in progress.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export type MailedStatus = 'approved' | 'in_progress';

export interface StatusUpdateInput {
  status: MailedStatus;
  customerName: string | null;
  recipientName: string;
  /** Free-song applications are approved; paid orders are confirmed. */
  freeSong: boolean;
  /** The order page, for paid orders. */
  orderUrl: string | null;
}

function wording(s: StatusUpdateInput): { subject: string; lines: string[] } {
  if (s.status === 'approved') {
    return s.freeSong
      ? {
          subject: `Your free song for ${s.recipientName} is approved`,
          lines: [
            `Good news: your application for a free song for ${s.recipientName} is approved.`,
            'Our musicians will start on it soon, and we will write again when it is ready.',
          ],
        }
      : {
          subject: `Your song for ${s.recipientName} is approved`,
          lines: [`We read your story and approved the song for ${s.recipientName}.`, 'Our musicians will start on it soon.'],
        };
  }
  return {
    subject: `We are writing the song for ${s.recipientName}`,
    lines: [
      `Our musicians are now writing and recording the song for ${s.recipientName}.`,
      'You will get another mail with a link to your song as soon as it is ready.',
    ],
  };
}

export function statusUpdate(to: MailAddress, s: StatusUpdateInput): ShopMail {
  const hello = s.customerName ? `Hi ${s.customerName},` : 'Hi,';
  const { subject, lines } = wording(s);
  const text = [hello, '', ...lines, ...(s.orderUrl ? ['', `Follow your order here: ${s.orderUrl}`] : [])].join('\n');
  const page = mailPage(
    subject,
    `<p>${escapeHtml(hello)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      (s.orderUrl ? `<p><a href="${escapeHtml(s.orderUrl)}" style="color:#9f1239">Follow your order</a></p>` : ''),
  );
  return { to, subject, text, page };
}
