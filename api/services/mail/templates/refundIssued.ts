// The customer's mail when money goes back on their order: how much, whether it is all, and when it arrives.
import { formatCents } from '../../../../shared/refunds';
import { escapeHtml, mailPage } from '../html';
import type { MailAddress } from '../headers';
import type { ShopMail } from '../outgoing';

export interface RefundIssuedInput {
  customerName: string | null;
  recipientName: string;
  amountCents: number;
  currency: string;
  /** Everything paid is now refunded. */
  whole: boolean;
  /** The guarantee's refund of the rush fee on a late song. */
  guarantee: boolean;
  orderUrl: string;
}

export function refundIssued(to: MailAddress, m: RefundIssuedInput): ShopMail {
  const hello = m.customerName ? `Hi ${m.customerName},` : 'Hi,';
  const amount = formatCents(m.amountCents, m.currency);
  const what = m.guarantee
    ? `Your song for ${m.recipientName} arrived after the time we promised, so we refunded your rush fee: ${amount}.`
    : `We refunded ${amount} of your order for ${m.recipientName}${m.whole ? ': the whole amount you paid' : ''}.`;
  const when = 'It reaches your card or bank in 5-7 business days.';
  const text = [hello, '', what, when, '', `Your order: ${m.orderUrl}`].join('\n');
  const page = mailPage(
    'Your refund',
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(when)}</p>` +
      `<p><a href="${escapeHtml(m.orderUrl)}" style="color:#9f1239">See your order</a></p>`,
  );
  return { to, subject: `Your refund of ${amount}`, text, page };
}
