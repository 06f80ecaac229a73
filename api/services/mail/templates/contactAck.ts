// The mail a sender gets after writing through the contact form: it arrived, and when to expect an answer (the
// contact page's own promise, shared/support.ts). They asked for it by writing, so it has no unsubscribe link.
import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from '../../../../shared/support';
import { escapeHtml, mailLayout } from '../html';
import type { MailAddress } from '../headers';
import type { MailMessage } from '../mailer';

export interface ContactAckInput {
  name: string;
  message: string;
  faqUrl: string;
}

const QUOTE = 'white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px;color:#6b5b63';

export function contactAck(to: MailAddress, replyTo: MailAddress, m: ContactAckInput): MailMessage {
  const promise = `We'll answer within ${SUPPORT_RESPONSE_TIME} (we reply ${SUPPORT_HOURS}).`;
  const text = [
    `Hi ${m.name},`,
    '',
    'Thank you for writing to Serenade: your message reached us.',
    promise,
    '',
    'What you wrote:',
    ...m.message.split('\n').map((line) => `> ${line}`),
    '',
    `Many questions are answered in our FAQ: ${m.faqUrl}`,
    'To add something, just reply to this mail.',
  ].join('\n');
  const html = mailLayout(
    'We received your message',
    `<p>${escapeHtml(`Hi ${m.name},`)}</p><p>Thank you for writing to Serenade: your message reached us. ${escapeHtml(promise)}</p>` +
      `<p style="margin-bottom:4px">What you wrote:</p><blockquote style="margin:0 0 16px;${QUOTE}">${escapeHtml(m.message)}</blockquote>` +
      `<p>Many questions are answered in our <a href="${escapeHtml(m.faqUrl)}">FAQ</a>. To add something, just reply to this mail.</p>`,
  );
  return { to, replyTo, subject: 'We received your message', text, html };
}
