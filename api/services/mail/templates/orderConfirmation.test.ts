// The paid-order mail: its reference, its link, and the delivery promise said once.
import { describe, expect, it } from 'vitest';
import { orderConfirmation } from './orderConfirmation';

const input = {
  reference: 'B177A7D2',
  customerName: 'Tom',
  recipientName: 'Maria',
  occasion: 'Anniversary',
  amountCents: 10_800,
  currency: 'USD',
  deliveryHours: 6,
  orderUrl: 'https://shop.example/order/j70dxXLG07WFEPoh3myswnvneVpMu9qd0E22-L86HRE',
};

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('orderConfirmation', () => {
  it('promises the delivery time once, in the text and in the HTML', () => {
    const mail = orderConfirmation({ address: 'tom@example.com' }, input);
    expect(count(mail.text, /within \d+ hours/)).toBe(1);
    expect(mail.text).toContain('Your song will be ready within 6 hours.');
    const html = (mail.page?.bodyHtml ?? '').replace(/<[^>]+>/g, '');
    expect(count(html, /within \d+ hours/)).toBe(1);
    expect(count(html, /\d+ hours/)).toBe(1);
  });

  it('names the order’s reference and links its page', () => {
    const mail = orderConfirmation({ address: 'tom@example.com' }, input);
    expect(mail.subject).toBe('Your song for Maria is ordered — B177A7D2');
    expect(mail.text).toContain('Order reference: B177A7D2');
    expect(mail.text).toContain(`Follow your order here: ${input.orderUrl}`);
    expect(mail.page?.bodyHtml).toContain(`href="${input.orderUrl}"`);
  });
});
