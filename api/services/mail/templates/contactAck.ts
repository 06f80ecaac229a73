// The mail a sender gets after writing through the contact form: it arrived, and when to expect an answer (the
// contact page's own promise, from the shop profile). They asked for it by writing, so it has no unsubscribe link.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ContactAckInput {
  /** The shop's name, and its promise: how soon it answers and when ("Monday to Friday, 9 AM–6 PM (Pacific Time)"). */
  shopName: string;
  responseTime: string;
  hours: string;
  name: string;
  message: string;
  faqUrl: string;
}

const QUOTE = 'white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px;color:#6b5b63';

export function contactAck(to: MailAddress, replyTo: MailAddress, m: ContactAckInput): ShopMail {
  const promise = m.hours ? `We'll answer within ${m.responseTime} (we reply ${m.hours}).` : `We'll answer within ${m.responseTime}.`;
  const text = [
    `Hi ${m.name},`,
    '',
    `Thank you for writing to ${m.shopName}: your message reached us.`,
    promise,
    '',
    'What you wrote:',
    ...m.message.split('\n').map((line) => `> ${line}`),
    '',
    `Many questions are answered in our FAQ: ${m.faqUrl}`,
    'To add something, just reply to this mail.',
  ].join('\n');
  const page = mailPage(
    'We received your message',
    `<p>${escapeHtml(`Hi ${m.name},`)}</p><p>${escapeHtml(`Thank you for writing to ${m.shopName}: your message reached us. ${promise}`)}</p>` +
      `<p style="margin-bottom:4px">What you wrote:</p><blockquote style="margin:0 0 16px;${QUOTE}">${escapeHtml(m.message)}</blockquote>` +
      `<p>Many questions are answered in our <a href="${escapeHtml(m.faqUrl)}">FAQ</a>. To add something, just reply to this mail.</p>`,
  );
  return { to, replyTo, subject: 'We received your message', text, page };
}
