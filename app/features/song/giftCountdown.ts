// The gift page's countdown: the time left until the moment on the shop's clock (the device's clock moved by how
// far off the shop's answer found it), in days, hours, minutes and seconds.

export interface TimeLeft {
  /** The moment has come (by the shop's clock). */
  due: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** How far the shop's clock is ahead of this device's: its `now` against when this device received the answer. */
export function shopClockOffset(shopNow: string, receivedAt: number): number {
  const shop = Date.parse(shopNow);
  return Number.isNaN(shop) ? 0 : shop - receivedAt;
}

export function timeLeft(moment: string, shopNowMs: number): TimeLeft {
  const ms = Date.parse(moment) - shopNowMs;
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    due: !(ms > 0),
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "2 days, 3 hours, 12 minutes and 9 seconds": what a screen reader says of the countdown. */
export function timeLeftInWords(left: TimeLeft): string {
  const parts = [
    [left.days, 'day'],
    [left.hours, 'hour'],
    [left.minutes, 'minute'],
    [left.seconds, 'second'],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (words.length === 0) return 'no time';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}
