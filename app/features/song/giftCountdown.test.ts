// The gift page's countdown runs on the shop's clock, whatever the device's says.
import { describe, expect, it } from 'vitest';
import { shopClockOffset, timeLeft, timeLeftInWords } from './giftCountdown';

describe('the gift countdown', () => {
  const moment = '2026-06-12T16:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts days, hours, minutes and seconds to the moment', () => {
    expect(timeLeft(moment, at('2026-06-10T12:58:51.000Z'))).toEqual({ due: false, days: 2, hours: 3, minutes: 1, seconds: 9 });
    expect(timeLeft(moment, at('2026-06-12T15:59:59.500Z'))).toEqual({ due: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is due at the moment and after it, never negative', () => {
    expect(timeLeft(moment, at(moment))).toEqual({ due: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(moment, at('2026-06-13T00:00:00.000Z')).due).toBe(true);
  });

  it('moves the device’s clock by how far off the shop found it', () => {
    // The device is 5 minutes behind: its 11:55 is the shop's 12:00.
    const offset = shopClockOffset('2026-06-12T12:00:00.000Z', at('2026-06-12T11:55:00.000Z'));
    expect(offset).toBe(5 * 60_000);
    expect(timeLeft(moment, at('2026-06-12T11:55:00.000Z') + offset)).toMatchObject({ hours: 4, minutes: 0 });
    expect(shopClockOffset('not a time', 0)).toBe(0);
  });

  it('says it in words for a screen reader', () => {
    expect(timeLeftInWords({ due: false, days: 2, hours: 1, minutes: 0, seconds: 9 })).toBe('2 days, 1 hour and 9 seconds');
    expect(timeLeftInWords({ due: false, days: 0, hours: 0, minutes: 1, seconds: 0 })).toBe('1 minute');
  });
});
