// The gift date's one rule, shared by the wizard and the server: ISO 8601 with its offset, after the promise, within a year.
import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, parseRevealAt, revealProblem, revealWindow } from './gift';

describe('parseRevealAt', () => {
  it.each([
    ['2026-06-12T18:00:00+02:00', '2026-06-12T16:00:00.000Z'],
    ['2026-06-12T18:00+02:00', '2026-06-12T16:00:00.000Z'],
    ['2026-06-12T18:00:00.250Z', '2026-06-12T18:00:00.250Z'],
    ['2026-06-12T18:00:00-05:30', '2026-06-12T23:30:00.000Z'],
    ['2026-06-12T18:00:00+0200', '2026-06-12T16:00:00.000Z'],
    ['2028-02-29T00:30:00+01:00', '2028-02-28T23:30:00.000Z'],
  ])('reads %s as %s', (text, utc) => expect(parseRevealAt(text)?.toISOString()).toBe(utc));

  it.each([
    '2026-06-12T18:00:00',
    '2026-06-12',
    '2026-06-12 18:00:00Z',
    '2026-02-30T18:00:00Z',
    '2027-02-29T18:00:00Z',
    '2026-06-12T24:00:00Z',
    '2026-06-12T18:60:00Z',
    '2026-06-12T18:00:00+15:00',
    '2026-06-12T18:00:00+02',
    'tomorrow',
    '',
  ])('refuses %j', (text) => expect(parseRevealAt(text)).toBeUndefined());
});

describe('revealProblem', () => {
  const now = new Date('2026-01-15T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const HOUR = 3_600_000;

  it('keeps a moment from the promise up to a year', () => {
    const { earliest, latest } = revealWindow(now, 24);
    expect(revealProblem(earliest, now, 24)).toBeUndefined();
    expect(revealProblem(latest, now, 24)).toBeUndefined();
    expect(revealProblem(at(7 * HOUR), now, 6)).toBeUndefined();
  });

  it('names what is wrong: passed, sooner than the promise, more than a year away', () => {
    expect(revealProblem(now, now, 24)).toBe(GIFT_MESSAGES.revealAtPast);
    expect(revealProblem(at(-HOUR), now, 24)).toBe(GIFT_MESSAGES.revealAtPast);
    expect(revealProblem(at(24 * HOUR - 1), now, 24)).toBe(GIFT_MESSAGES.revealAtTooSoon(24));
    expect(revealProblem(at(5 * HOUR), now, 6)).toBe(
      'Please choose a moment at least 6 hours from now: that is how long your song takes to make',
    );
    expect(revealProblem(at(365 * 24 * HOUR + 1), now, 24)).toBe(GIFT_MESSAGES.revealAtTooLate);
  });
});
