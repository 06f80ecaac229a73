// The shop's mail when a buyer answers the lyrics draft on their order page (issue 27's follow-up to issue 26,
// item 4): they approved it, so recording can start, or they asked for their one change, with their note. It goes
// to the owner and to the musician the order is assigned to; the same headline is the push's title.
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface LyricsAnswerNoticeInput {
  answer: 'approved' | 'change_requested';
  reference: string;
  recipientName: string;
  occasion: string;
  /** The buyer's note, with a change request. */
  note: string | null;
  /** The due time after the wait, as the owner reads it. */
  due: string;
  boardUrl: string;
}

/** The mail's subject and first line, also the push's title. */
export const lyricsAnswerHeadline = (r: Pick<LyricsAnswerNoticeInput, 'answer' | 'reference'>) =>
  r.answer === 'approved' ? `Lyrics approved: order ${r.reference}` : `Lyrics change requested: order ${r.reference}`;

export function lyricsAnswerNotice(to: MailAddress, r: LyricsAnswerNoticeInput): ShopMail {
  const headline = lyricsAnswerHeadline(r);
  const next =
    r.answer === 'approved'
      ? 'The buyer approved the lyrics: the song can be recorded.'
      : 'The buyer asked for their one change. Send the revised lyrics from the order: they are final and wait for no answer.';
  const facts: Array<[string, string]> = [
    ['Song', `${r.occasion} song for ${r.recipientName}`],
    ['Due', r.due],
  ];
  const text = [
    headline,
    '',
    next,
    ...(r.note ? ['', 'Their note:', r.note] : []),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `Production board: ${r.boardUrl}`,
  ].join('\n');
  const page = mailPage(
    headline,
    `<p>${escapeHtml(next)}</p>` +
      (r.note
        ? `<p><strong>Their note</strong></p><p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(r.note)}</p>`
        : '') +
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(r.boardUrl)}" style="color:#9f1239">Open the production board</a></p>`,
  );
  return { to, subject: `${headline} — song for ${r.recipientName}`, text, page };
}
