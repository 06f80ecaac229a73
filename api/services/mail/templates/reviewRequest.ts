// The one mail that asks a buyer for a review, a few days after their song was delivered: a mail the reader did not
// ask for, so it carries a one-click unsubscribe (RFC 8058) and a visible link to the same.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import type { UnsubscribeLinks } from '../unsubscribe';

export interface ReviewRequestInput {
  customerName: string | null;
  recipientName: string;
  /** The order page's review form (/order/{token}#review). */
  reviewUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export function reviewRequest(to: MailAddress, r: ReviewRequestInput): ShopMail {
  const hello = r.customerName ? `Hi ${r.customerName},` : 'Hi,';
  const subject = `How did ${r.recipientName} like their song?`;
  const ask = `A few days ago we delivered the song for ${r.recipientName}. Would you tell us how it went? A rating and a few words take a minute, and they help the next person choose.`;
  const promise = 'We show your words on our site only if you say we may, with the name you choose.';
  const text = [
    hello,
    '',
    ask,
    '',
    `Leave your review: ${r.reviewUrl}`,
    '',
    promise,
    '',
    `No more mails like this: ${r.unsubscribe.pageUrl}`,
  ].join('\n');
  const page = mailPage(
    `How did ${r.recipientName} like it?`,
    `<p>${escapeHtml(hello)}</p>` +
      `<p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(r.reviewUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Leave your review</a></p>` +
      `<p style="color:#6b5b63">${escapeHtml(promise)}</p>` +
      `<p style="color:#6b5b63;font-size:13px"><a href="${escapeHtml(r.unsubscribe.pageUrl)}" style="color:#6b5b63">Unsubscribe from mails like this</a></p>`,
  );
  return { to, subject, text, page, headers: r.unsubscribe.headers };
}
