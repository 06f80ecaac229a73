// The admin's mail for each paid order: everything needed to start writing the song.
import { formatAmount } from '../../../../shared/money';
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface NewOrderNoticeInput {
  reference: string;
  customerName: string | null;
  email: string;
  recipientName: string;
  useNameInLyrics: boolean;
  namePronunciation: string | null;
  occasion: string;
  mood: string;
  genre: string;
  vocalPreference: string;
  rushDelivery: boolean;
  deliveryHours: number;
  amountCents: number;
  currency: string;
  discountCode: string | null;
  story: string;
  /** The buyer's message for the recipient, if they wrote one. */
  dedication: string | null;
  /** What to make besides the song (the add-ons bought, by name). */
  addOns: string[];
  /** The buyer's tip for the musicians (in the amount). */
  tipCents: number;
}

export function newOrderNotice(to: MailAddress, o: NewOrderNoticeInput): ShopMail {
  const amount = formatAmount(o.amountCents, o.currency);
  const customer = `${o.customerName ?? '(no name given)'} <${o.email}>`;
  const recipient = o.useNameInLyrics
    ? `${o.recipientName} (name in the lyrics${o.namePronunciation ? `, said "${o.namePronunciation}"` : ''})`
    : `${o.recipientName} (name not in the lyrics)`;
  const facts: Array<[string, string]> = [
    ['Reference', o.reference],
    ['Customer', customer],
    ['Recipient', recipient],
    ['Occasion', o.occasion],
    ['Style', `${o.genre}, ${o.mood}, ${o.vocalPreference} vocals`],
    ['Rush', o.rushDelivery ? `Yes: due within ${o.deliveryHours} hours` : `No: due within ${o.deliveryHours} hours`],
    ['Add-ons', o.addOns.length ? o.addOns.join(', ') : 'None'],
    ['Amount', o.discountCode ? `${amount} (code ${o.discountCode})` : amount],
    ...(o.tipCents > 0 ? [['Tip for the musicians', formatAmount(o.tipCents, o.currency)] as [string, string]] : []),
  ];
  const subject = `New order ${o.reference}: ${amount}${o.rushDelivery ? ' RUSH' : ''} — ${o.occasion} song for ${o.recipientName}`;
  const dedication = o.dedication?.trim() ? o.dedication : null;
  const text = [
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Story:',
    o.story,
    ...(dedication ? ['', 'Their message for the recipient:', dedication] : []),
  ].join('\n');
  const page = mailPage(
    'A new song order is paid',
    `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
      `<p><strong>Story</strong></p><p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(o.story)}</p>` +
      (dedication
        ? `<p><strong>Their message for the recipient</strong></p><p style="white-space:pre-wrap;border-left:3px solid #d4a24c;padding-left:12px">${escapeHtml(dedication)}</p>`
        : ''),
  );
  return { to, subject, text, page, replyTo: { name: o.customerName ?? '', address: o.email } };
}
