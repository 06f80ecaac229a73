// The server's status rules: one step forward, rejected from any non-final state, nothing out of a final one.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enums';
import { canMovePayment, illegalMove, nextFreeSongStatuses, nextOrderStatuses } from './statusRules';

describe('order statuses', () => {
  it('go forward one step at a time', () => {
    expect(nextOrderStatuses('pending')).toContain('approved');
    expect(nextOrderStatuses('pending')).not.toContain('in_progress');
    expect(nextOrderStatuses('in_progress')).toContain('completed');
    expect(nextOrderStatuses('completed')).toContain('delivered');
  });

  it('can be rejected from every state that is not final, and never leave a final one', () => {
    for (const status of ORDER_STATUSES) {
      const final = status === 'delivered' || status === 'rejected';
      expect(nextOrderStatuses(status).includes('rejected'), status).toBe(!final);
      if (final) expect(nextOrderStatuses(status)).toEqual([]);
    }
  });

  it('never go back', () => {
    expect(nextOrderStatuses('approved')).not.toContain('pending');
    expect(nextOrderStatuses('delivered')).not.toContain('completed');
  });
});

describe('free-song statuses', () => {
  it('end with the reaction after delivery', () => {
    expect(nextFreeSongStatuses('delivered')).toEqual(['reaction_received']);
    expect(nextFreeSongStatuses('reaction_received')).toEqual([]);
  });
});

describe('payment statuses', () => {
  it('go pending → paid → refunded only', () => {
    expect(canMovePayment('pending', 'paid')).toBe(true);
    expect(canMovePayment('paid', 'refunded')).toBe(true);
    expect(canMovePayment('refunded', 'paid')).toBe(false);
    expect(canMovePayment('pending', 'refunded')).toBe(false);
  });
});

it('names both states in a refusal', () => {
  expect(illegalMove('pending', 'delivered')).toBe('Cannot change status from pending to delivered');
});
