// The one mail sent 12 hours after a checkout that was not paid: a single-use code to come back with.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import type { UnsubscribeLinks } from '../unsubscribe';

export interface AbandonedCheckoutInput {
  customerName: string | null;
  recipientName: string;
  code: string;
  percentOff: number;
  expiresAt: string;
  resumeUrl: string;
  /** A mail the reader did not ask for: it carries a one-click unsubscribe (RFC 8058). */
  unsubscribe: UnsubscribeLinks;
}

export function abandonedCheckout(to: MailAddress, m: AbandonedCheckoutInput): ShopMail {
  const hello = m.customerName ? `Hi ${m.customerName},` : 'Hi,';
  const until = new Date(m.expiresAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const subject = `Your song for ${m.recipientName} is waiting: ${m.percentOff}% off to finish it`;
  const text = [
    hello,
    '',
    `You started a song for ${m.recipientName} but the payment was not completed.`,
    `Here is ${m.percentOff}% off to finish it: ${m.code}`,
    `The code works once, for this email address, until ${until}.`,
    '',
    `Continue here: ${m.resumeUrl}`,
    '',
    `No more mails like this: ${m.unsubscribe.pageUrl}`,
  ].join('\n');
  const page = mailPage(
    'Your song is still waiting',
    `<p>${escapeHtml(hello)}</p>` +
      `<p>You started a song for ${escapeHtml(m.recipientName)} but the payment was not completed. Here is ${m.percentOff}% off to finish it:</p>` +
      `<p style="font-size:22px;font-weight:bold;letter-spacing:2px;color:#9f1239">${escapeHtml(m.code)}</p>` +
      `<p>The code works once, for this email address, until ${escapeHtml(until)}.</p>` +
      `<p><a href="${escapeHtml(m.resumeUrl)}" style="color:#9f1239">Continue your song</a></p>` +
      `<p style="color:#6b5b63;font-size:13px"><a href="${escapeHtml(m.unsubscribe.pageUrl)}" style="color:#6b5b63">Unsubscribe from mails like this</a></p>`,
  );
  return { to, subject, text, page, headers: m.unsubscribe.headers };
}
