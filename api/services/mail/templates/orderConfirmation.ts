// The customer's mail once an order is paid: its reference, what happens next, when the song arrives.
import { formatAmount } from '../../../../shared/money';
import type { ChargeLine } from '../../../../shared/pricing';
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';
import { giftNoteHtml, giftNoteText, type GiftNoteInput } from './giftNote';

export interface OrderConfirmationInput {
  reference: string;
  customerName: string | null;
  recipientName: string;
  occasion: string;
  amountCents: number;
  currency: string;
  deliveryHours: number;
  orderUrl: string;
  /** What was paid for, line by line (the song, each add-on, the tip); listed when there is more than the song. */
  lines?: ChargeLine[];
  /** A gift date: when the recipient hears it, and their own link. */
  gift?: GiftNoteInput;
}

export function orderConfirmation(to: MailAddress, o: OrderConfirmationInput): ShopMail {
  const amount = formatAmount(o.amountCents, o.currency);
  const hello = o.customerName ? `Hi ${o.customerName},` : 'Hi,';
  const lines =
    o.lines && o.lines.length > 1 ? o.lines.map((line) => [line.name, formatAmount(line.amountCents, o.currency)] as const) : [];
  const subject = `Your song for ${o.recipientName} is ordered — ${o.reference}`;
  const next = [
    'Our musicians read your story and write the lyrics.',
    'We compose, record and produce the song.',
    // The promise of when is made once, below the steps.
    'You receive the MP3 and the lyrics by email.',
  ];
  const text = [
    hello,
    '',
    `Thank you! We received your payment of ${amount} for ${o.recipientName}'s song (${o.occasion}).`,
    `Order reference: ${o.reference}`,
    ...(lines.length ? ['', 'Your order:', ...lines.map(([name, amount]) => `- ${name}: ${amount}`)] : []),
    '',
    'What happens next:',
    ...next.map((line, i) => `${i + 1}. ${line}`),
    '',
    `Your song will be ready within ${o.deliveryHours} hours.`,
    ...(o.gift ? giftNoteText(o.gift, 'ordered') : []),
    '',
    `Follow your order here: ${o.orderUrl}`,
    '',
    'One round of lyric revisions is included. Just reply to this mail if you have a question.',
  ].join('\n');
  const page = mailPage(
    'Your song is on its way',
    `<p>${escapeHtml(hello)}</p>` +
      `<p>Thank you! We received your payment of <strong>${escapeHtml(amount)}</strong> for ${escapeHtml(o.recipientName)}'s song (${escapeHtml(o.occasion)}).</p>` +
      `<p>Order reference: <strong>${escapeHtml(o.reference)}</strong></p>` +
      (lines.length
        ? `<p><strong>Your order</strong></p><ul>${lines.map(([name, amount]) => `<li>${escapeHtml(name)}: ${escapeHtml(amount)}</li>`).join('')}</ul>`
        : '') +
      `<p><strong>What happens next</strong></p><ol>${next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>` +
      `<p>Your song will be ready within <strong>${o.deliveryHours} hours</strong>.</p>` +
      (o.gift ? giftNoteHtml(o.gift, 'ordered') : '') +
      `<p><a href="${escapeHtml(o.orderUrl)}" style="color:#9f1239">Follow your order</a></p>` +
      `<p style="color:#6b5b63">One round of lyric revisions is included. Just reply to this mail if you have a question.</p>`,
  );
  return { to, subject, text, page };
}
