// The applicant's mail right after applying for a free song: what happens next, and the reaction video they agreed to.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface FreeSongReceivedInput {
  name: string;
  recipientName: string;
  reference: string;
}

export function freeSongReceived(to: MailAddress, s: FreeSongReceivedInput): ShopMail {
  const subject = `We received your free-song application for ${s.recipientName}`;
  const steps = [
    'We review every story within 24–48 hours and mail you when yours is approved.',
    `Our musicians write and record the song for ${s.recipientName}.`,
    'You receive the song by mail, with a page to send us the video of their reaction.',
  ];
  const text = [
    `Hi ${s.name},`,
    '',
    `Thank you for sharing your story. Your application (${s.reference}) is in.`,
    '',
    'What happens next:',
    ...steps.map((line, i) => `${i + 1}. ${line}`),
  ].join('\n');
  const page = mailPage(
    'Your application is in',
    `<p>${escapeHtml(`Hi ${s.name},`)}</p>` +
      `<p>Thank you for sharing your story. Your application (<strong>${escapeHtml(s.reference)}</strong>) is in.</p>` +
      `<p><strong>What happens next</strong></p><ol>${steps.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>`,
  );
  return { to, subject, text, page };
}
