// Time left before work is due: the tone and the words the lists and the board show.
import { describe, expect, it } from 'vitest';
import { span, timeLeft, wasDue } from './timeLeft';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Early in the local day, so "later today" exists whatever the machine's time zone.
const now = new Date(2026, 0, 15, 8, 0);
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('timeLeft', () => {
  it('is overdue from the due moment on, saying by how much', () => {
    expect(timeLeft(at(0), now)).toEqual({ tone: 'overdue', label: 'Overdue by 1 min' });
    expect(timeLeft(at(-3 * HOUR), now)).toEqual({ tone: 'overdue', label: 'Overdue by 3 h' });
    expect(timeLeft(at(-26 * HOUR), now)).toEqual({ tone: 'overdue', label: 'Overdue by 1 d 2 h' });
  });

  it('is due soon under 2 hours, saying how long is left', () => {
    expect(timeLeft(at(45 * MINUTE), now)).toEqual({ tone: 'soon', label: 'Due in 45 min' });
    expect(timeLeft(at(2 * HOUR - MINUTE), now)).toEqual({ tone: 'soon', label: 'Due in 1 h 59 min' });
  });

  it('is due today from 2 hours to the end of the day, then later', () => {
    expect(timeLeft(at(2 * HOUR), now)!.tone).toBe('today');
    expect(timeLeft(at(2 * HOUR), now)!.label).toMatch(/^Due today /);
    expect(timeLeft(at(15 * HOUR), now)!.tone).toBe('today');
    expect(timeLeft(at(17 * HOUR), now)!.tone).toBe('later');
    expect(timeLeft(at(17 * HOUR), now)!.label).toMatch(/^Due (?!today)/);
  });

  it('shows nothing without a due time, or with a broken one', () => {
    expect(timeLeft(null, now)).toBeUndefined();
    expect(timeLeft(undefined, now)).toBeUndefined();
    expect(timeLeft('not a date', now)).toBeUndefined();
    expect(wasDue(null)).toBeUndefined();
    expect(wasDue(at(HOUR))).toMatch(/^Was due /);
  });

  it('writes spans in minutes, hours and days', () => {
    expect([span(10_000), span(59 * MINUTE), span(HOUR), span(90 * MINUTE), span(48 * HOUR)]).toEqual([
      '1 min',
      '59 min',
      '1 h',
      '1 h 30 min',
      '2 d',
    ]);
  });
});
