// The customer's mail when their song is ready: a link to the song's own page (player, lyrics, downloads).
import { guaranteeSentence, type OrderGuarantee } from '../../../../shared/refunds';
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import { giftNoteHtml, giftNoteText, type GiftNoteInput } from './giftNote';

export interface SongDeliveredInput {
  customerName: string | null;
  recipientName: string;
  occasion: string;
  songPageUrl: string;
  /** The admin's note to the customer, if any. */
  message: string | null;
  /** For a free song: the page where the customer sends the reaction video they agreed to. */
  reactionUrl?: string | null;
  /** A gift date: the buyer hears it first; when the recipient does, and their own link. */
  gift?: GiftNoteInput;
  /** An order delivered after its due time: what the guarantee gave, said plainly. */
  guarantee?: OrderGuarantee | undefined;
}

export function songDelivered(to: MailAddress, s: SongDeliveredInput): ShopMail {
  const hello = s.customerName ? `Hi ${s.customerName},` : 'Hi,';
  const subject = `Your song for ${s.recipientName} is ready`;
  const text = [
    hello,
    '',
    `The song for ${s.recipientName} (${s.occasion}) is finished. Listen to it, read the lyrics and download the MP3 here:`,
    s.songPageUrl,
    ...(s.gift ? giftNoteText(s.gift, 'delivered') : []),
    ...(s.guarantee ? ['', guaranteeSentence(s.guarantee)] : []),
    ...(s.message ? ['', 'A note from our musicians:', s.message] : []),
    ...(s.reactionUrl
      ? [
          '',
          `When you play it for ${s.recipientName}, film their reaction and send us the video (MP4, MOV or AVI, up to 50 MB):`,
          s.reactionUrl,
        ]
      : []),
    '',
    'One round of lyric revisions is included: ask for it on the song page if anything should change.',
  ].join('\n');
  const page = mailPage(
    `Your song for ${s.recipientName} is ready`,
    `<p>${escapeHtml(hello)}</p>` +
      `<p>The song for ${escapeHtml(s.recipientName)} (${escapeHtml(s.occasion)}) is finished.</p>` +
      `<p><a href="${escapeHtml(s.songPageUrl)}" style="display:inline-block;background:#9f1239;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Listen to your song</a></p>` +
      (s.gift ? giftNoteHtml(s.gift, 'delivered') : '') +
      (s.guarantee ? `<p style="border-left:3px solid #9f1239;padding-left:12px">${escapeHtml(guaranteeSentence(s.guarantee))}</p>` : '') +
      (s.message
        ? `<p><strong>A note from our musicians</strong></p><p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(s.message)}</p>`
        : '') +
      (s.reactionUrl
        ? `<p><strong>Their reaction</strong></p><p>When you play it for ${escapeHtml(s.recipientName)}, film their reaction and send us the video (MP4, MOV or AVI, up to 50 MB).</p>` +
          `<p><a href="${escapeHtml(s.reactionUrl)}" style="color:#9f1239">Upload the reaction video</a></p>`
        : '') +
      `<p style="color:#6b5b63">One round of lyric revisions is included: ask for it on the song page if anything should change.</p>`,
  );
  return { to, subject, text, page };
}
