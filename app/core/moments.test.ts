import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime, formatMoment, formatShortMoment, formatTime } from './moments';

// Moments on every hour of a day (midnight, noon, a.m. and p.m. hours of one and two digits), on days of one and
// two digits, in every month, so each formatter meets each branch; compared with what Intl writes in en-US.
const MOMENTS = Array.from({ length: 48 }, (_, i) => new Date(2026, i % 12, 1 + ((i * 7) % 28), i % 24, (i * 13) % 60).toISOString());

describe('moments written without Intl', () => {
  it('write a time as en-US does', () => {
    for (const iso of MOMENTS)
      expect(formatTime(iso)).toBe(new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
  });

  it('write a day as en-US does', () => {
    for (const iso of MOMENTS)
      expect(formatDay(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
  });

  it('write a day and its time as en-US does', () => {
    for (const iso of MOMENTS)
      expect(formatDayAndTime(iso)).toBe(new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }));
  });

  it('write a full moment as en-US does', () => {
    for (const iso of MOMENTS)
      expect(formatMoment(iso)).toBe(new Date(iso).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' }));
  });

  it('write a short moment as en-US does', () => {
    const options = { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;
    for (const iso of MOMENTS) expect(formatShortMoment(iso)).toBe(new Date(iso).toLocaleString('en-US', options));
  });

  it("write a moment on UTC's clock as en-US does there, saying so where it has a time", () => {
    const utc = { timeZone: 'UTC' } as const;
    for (const iso of MOMENTS) {
      const date = new Date(iso);
      expect(formatDay(iso, 'utc')).toBe(date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...utc }));
      expect(formatTime(iso, 'utc')).toBe(`${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...utc })} UTC`);
      expect(formatDayAndTime(iso, 'utc')).toBe(`${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', ...utc })} UTC`);
      expect(formatMoment(iso, 'utc')).toBe(`${date.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', ...utc })} UTC`);
      const short = { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', ...utc } as const;
      expect(formatShortMoment(iso, 'utc')).toBe(`${date.toLocaleString('en-US', short)} UTC`);
    }
  });

  it('write nothing for a missing or broken moment', () => {
    for (const format of [formatTime, formatDay, formatDayAndTime, formatMoment, formatShortMoment]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format('not a date')).toBe('');
    }
  });
});
