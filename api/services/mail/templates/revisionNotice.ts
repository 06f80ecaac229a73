// The admin's mail when a customer asks for their one lyric revision.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface RevisionNoticeInput {
  reference: string;
  kind: 'order' | 'free song';
  customerName: string | null;
  email: string;
  recipientName: string;
  note: string;
  songPageUrl: string;
}

export function revisionNotice(to: MailAddress, r: RevisionNoticeInput): ShopMail {
  const subject = `Revision requested: ${r.kind} ${r.reference} — song for ${r.recipientName}`;
  const customer = `${r.customerName ?? '(no name given)'} <${r.email}>`;
  const text = [
    `${customer} asked for a lyric revision of the song for ${r.recipientName} (${r.kind} ${r.reference}).`,
    '',
    'Their note:',
    r.note,
    '',
    `Song page: ${r.songPageUrl}`,
  ].join('\n');
  const page = mailPage(
    'A lyric revision was requested',
    `<p>${escapeHtml(customer)} asked for a lyric revision of the song for ${escapeHtml(r.recipientName)} (${escapeHtml(r.kind)} ${escapeHtml(r.reference)}).</p>` +
      `<p><strong>Their note</strong></p><p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(r.note)}</p>` +
      `<p><a href="${escapeHtml(r.songPageUrl)}" style="color:#9f1239">Open the song page</a></p>`,
  );
  return { to, subject, text, page, replyTo: { name: r.customerName ?? '', address: r.email } };
}
