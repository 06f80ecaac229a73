// The admin's mail for each free-song application: who it is for and the story, with a link to the list.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface FreeSongNoticeInput {
  reference: string;
  name: string;
  email: string;
  recipientName: string;
  relationship: string;
  occasion: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  story: string;
  specialDetails: string;
  adminUrl: string;
}

export function freeSongNotice(to: MailAddress, s: FreeSongNoticeInput): ShopMail {
  const facts: Array<[string, string]> = [
    ['Reference', s.reference],
    ['Applicant', `${s.name} (${s.email})`],
    ['Recipient', `${s.recipientName} (${s.relationship})`],
    ['Occasion', s.occasion],
    ['Style', `${s.genre}, ${s.mood}, ${s.vocalPreference} vocals`],
  ];
  const subject = `New free-song application ${s.reference}: ${s.occasion} song for ${s.recipientName}`;
  const text = [
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Story:',
    s.story,
    '',
    'Special details:',
    s.specialDetails,
    '',
    `Review it: ${s.adminUrl}`,
  ].join('\n');
  const quote = (value: string) =>
    `<p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(value)}</p>`;
  const page = mailPage(
    'A new free-song application',
    `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
      `<p><strong>Story</strong></p>${quote(s.story)}<p><strong>Special details</strong></p>${quote(s.specialDetails)}` +
      `<p><a href="${escapeHtml(s.adminUrl)}" style="color:#9f1239">Review it in the admin area</a></p>`,
  );
  return { to, subject, text, page, replyTo: { name: s.name, address: s.email } };
}
