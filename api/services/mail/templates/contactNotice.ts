// The mail the shop's admin receives for each contact-form message.
import { INQUIRY_TYPE_LABELS, type InquiryType } from '../../../../shared/enums';
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface ContactNoticeInput {
  id: string;
  name: string;
  email: string;
  inquiryType: string | null;
  subject: string | null;
  message: string;
}

export function contactNotice(to: MailAddress, m: ContactNoticeInput): ShopMail {
  const topic = m.inquiryType ? (INQUIRY_TYPE_LABELS[m.inquiryType as InquiryType] ?? m.inquiryType) : 'General';
  const subject = `Contact form: ${m.subject || topic} — from ${m.name}`;
  const lines = [
    `From: ${m.name} <${m.email}>`,
    `Topic: ${topic}`,
    `Subject: ${m.subject || '(none)'}`,
    '',
    m.message,
    '',
    `Reply to this mail to answer ${m.name}.`,
    `Reference: ${m.id}`,
  ];
  const page = mailPage(
    'New message from the contact form',
    `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;<br><strong>Topic:</strong> ${escapeHtml(topic)}<br><strong>Subject:</strong> ${escapeHtml(m.subject || '(none)')}</p>` +
      `<p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(m.message)}</p>` +
      `<p style="color:#6b5b63">Reply to this mail to answer ${escapeHtml(m.name)}. Reference: ${escapeHtml(m.id)}</p>`,
  );
  return { to, subject, text: lines.join('\n'), page, replyTo: { name: m.name, address: m.email } };
}
