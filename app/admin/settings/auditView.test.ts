// The audit log in words, and its filters as the API's query.
import { describe, expect, it } from 'vitest';
import { AUDIT_DATES_REVERSED, auditQuery, auditTarget, auditValue, NO_AUDIT_FILTERS } from './auditView';

describe('auditQuery', () => {
  it('sends only the filters given, with the page', () => {
    expect(auditQuery(NO_AUDIT_FILTERS, 1)).toEqual({ ok: true, query: { page: '1' } });
    expect(auditQuery({ action: 'order.refund', from: '2026-08-01', to: '2026-08-05' }, 3)).toEqual({
      ok: true,
      query: { page: '3', action: 'order.refund', from: '2026-08-01', to: '2026-08-05' },
    });
  });

  it('refuses an end date before the start date', () => {
    expect(auditQuery({ action: '', from: '2026-08-05', to: '2026-08-01' }, 1)).toEqual({ ok: false, error: AUDIT_DATES_REVERSED });
    expect(auditQuery({ action: '', from: '2026-08-05', to: '2026-08-05' }, 1).ok).toBe(true);
  });
});

describe('auditValue', () => {
  it('says text as it is, amounts in cents as money, objects as pairs, nothing as a dash', () => {
    expect(auditValue('approved')).toBe('approved');
    expect(auditValue(null)).toBe('—');
    expect(auditValue({ refundedCents: 3950, paymentStatus: 'paid', amountCents: undefined })).toBe(
      'refunded: $39.50, payment status: paid',
    );
    expect(auditValue([1, 'two'])).toBe('1, two');
    expect(auditValue(false)).toBe('false');
  });

  it('names the target shortly', () => {
    expect(auditTarget({ target: { type: 'order', id: '0123456789abcdef0123456789abcdef' } })).toBe('order #89ABCDEF');
    expect(auditTarget({ target: { type: 'setting', id: 'guarantee_enabled' } })).toBe('setting guarantee_enabled');
    expect(auditTarget({ target: null })).toBeNull();
  });
});
