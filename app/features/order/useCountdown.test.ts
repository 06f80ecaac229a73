// The order page's countdown: hours, minutes and seconds left, and overdue once the moment has passed.
import { describe, expect, it } from 'vitest';
import { remainingUntil } from './useCountdown';

describe('remainingUntil', () => {
  const due = new Date('2026-01-02T12:00:00Z');
  it('counts down in hours, minutes and seconds', () => {
    expect(remainingUntil(due, new Date('2026-01-01T12:00:00Z'))).toEqual({ overdue: false, hours: 24, minutes: 0, seconds: 0 });
    expect(remainingUntil(due, new Date('2026-01-02T06:29:15Z'))).toEqual({ overdue: false, hours: 5, minutes: 30, seconds: 45 });
  });
  it('is overdue from the due moment on, never negative', () => {
    expect(remainingUntil(due, due)).toEqual({ overdue: true, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingUntil(due, new Date('2026-01-03T00:00:00Z'))).toMatchObject({ overdue: true, hours: 0 });
  });
});
