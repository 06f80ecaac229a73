// The buyer's mail when lyrics are ready to read on their order page (issue 26, item 4): the first draft (approve it
// or ask one change; no answer within 24 hours counts as approval; the delivery promise moves by the time the shop
// waits for them), or the revised lyrics after their change, now on their way into the song.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface LyricsDraftMailInput {
  customerName: string | null;
  recipientName: string;
  /** 1: the draft to approve; 2: the final lyrics after the buyer's change. */
  version: 1 | 2;
  orderUrl: string;
}

export function lyricsDraftMail(to: MailAddress, m: LyricsDraftMailInput): ShopMail {
  const hello = m.customerName ? `Hi ${m.customerName},` : 'Hi,';
  const lines =
    m.version === 1
      ? [
          `The lyrics of your song for ${m.recipientName} are ready to read on your order page.`,
          'You can approve them, or ask for one change.',
          'If we have no answer within 24 hours, we take it as your approval and start recording.',
          'The delivery time we promised moves by the time we wait for your answer.',
        ]
      : [
          `We rewrote the lyrics of your song for ${m.recipientName} as you asked: you can read them on your order page.`,
          'These are the final lyrics, and they are now on their way into the song.',
        ];
  const subject = m.version === 1 ? `The lyrics for ${m.recipientName} are ready for you` : `Your final lyrics for ${m.recipientName}`;
  const link = m.version === 1 ? 'Read and answer' : 'Read the lyrics';
  const text = [hello, '', ...lines, '', `Your order: ${m.orderUrl}`].join('\n');
  const page = mailPage(
    subject,
    `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(m.orderUrl)}" style="color:#9f1239">${link}</a></p>`,
  );
  return { to, subject, text, page };
}
