// The refund form: dollars in, cents out, no more than what is left, a reason required, in the API's words.
import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, refundTooLarge } from '../../../shared/refunds';
import { formToRefund, isRefundable, REFUND_AMOUNT_HINT, REFUND_AMOUNT_MISSING, refundFormStart, refundMoney } from './refundForm';

describe('refundMoney', () => {
  it('counts what is left after earlier refunds, and nothing left once refunded in full', () => {
    expect(refundMoney({ price: 7900, refundedCents: 3950, paymentStatus: 'paid' })).toEqual({ paid: 7900, refunded: 3950, left: 3950 });
    expect(refundMoney({ price: 7900, refundedCents: undefined, paymentStatus: 'paid' })).toEqual({ paid: 7900, refunded: 0, left: 7900 });
    expect(refundMoney({ price: 7900, refundedCents: undefined, paymentStatus: 'refunded' }).left).toBe(0);
  });

  it('offers refunds on paid and refunded orders only', () => {
    expect(['paid', 'refunded', 'pending'].map((paymentStatus) => isRefundable({ paymentStatus }))).toEqual([true, true, false]);
  });
});

describe('formToRefund', () => {
  it('opens with all that is left and sends it in cents with the reason trimmed', () => {
    expect(refundFormStart(3950)).toEqual({ amount: '39.50', reason: '' });
    expect(refundFormStart(0)).toEqual({ amount: '', reason: '' });
    expect(formToRefund({ amount: '$39.50', reason: '  Wrong name  ' }, 7900, 'USD')).toEqual({
      ok: true,
      value: { amountCents: 3950, reason: 'Wrong name' },
    });
  });

  it('puts each error beside its field', () => {
    expect(formToRefund({ amount: '', reason: 'x' }, 7900, 'USD')).toEqual({ ok: false, errors: { amount: REFUND_AMOUNT_MISSING } });
    expect(formToRefund({ amount: 'ten', reason: 'x' }, 7900, 'USD')).toEqual({ ok: false, errors: { amount: REFUND_AMOUNT_HINT } });
    expect(formToRefund({ amount: '0', reason: 'x' }, 7900, 'USD')).toEqual({
      ok: false,
      errors: { amount: REFUND_MESSAGES.amountNotPositive },
    });
    expect(formToRefund({ amount: '79.01', reason: '   ' }, 7900, 'USD')).toEqual({
      ok: false,
      errors: { amount: refundTooLarge(7900, 'USD'), reason: REFUND_MESSAGES.reasonMissing },
    });
  });
});
