// The gift date from the device's date-time field to the order's ISO 8601 with its offset, in whatever zone the tests run.
import { describe, expect, it } from 'vitest';
import { parseRevealAt } from '../../../../shared/gift';
import { fieldValue, localMoment, nextWholeHour, withOffset } from './giftMoment';

describe('the gift date on this device', () => {
  it('sends the field’s date and time with the device’s offset on that day, naming the same moment', () => {
    const moment = localMoment('2026-06-12T18:00')!;
    const sent = withOffset(moment);
    expect(sent).toMatch(/^2026-06-12T18:00:00[+-]\d{2}:\d{2}$/);
    expect(parseRevealAt(sent)!.getTime()).toBe(moment.getTime());
    const winter = withOffset(localMoment('2026-01-12T18:00')!);
    expect(parseRevealAt(winter)!.getTime()).toBe(localMoment('2026-01-12T18:00')!.getTime());
  });

  it('reads only a whole field value', () => {
    for (const value of ['', '2026-06-12', '2026-06-12T18', 'soon']) expect(localMoment(value)).toBeUndefined();
  });

  it('writes a moment back as the field shows it, and rounds a suggestion up to the hour', () => {
    expect(fieldValue(localMoment('2026-06-12T18:05')!)).toBe('2026-06-12T18:05');
    expect(fieldValue(nextWholeHour(localMoment('2026-06-12T18:05')!))).toBe('2026-06-12T19:00');
    expect(fieldValue(nextWholeHour(localMoment('2026-06-12T23:30')!))).toBe('2026-06-13T00:00');
    expect(fieldValue(nextWholeHour(localMoment('2026-06-12T18:00')!))).toBe('2026-06-12T18:00');
  });
});
