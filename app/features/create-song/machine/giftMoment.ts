// The gift date as the buyer's device knows it: the date-time field's value ("2026-06-12T18:00", the device's own
// time zone) turned into ISO 8601 with that zone's offset at that date, which is what the order sends, and back.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** The field's value as the device's own date and time; undefined for anything else (an empty field). */
export function localMoment(value: string): Date | undefined {
  const m = LOCAL.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "2026-06-12T18:00:00+02:00": the moment in the device's zone, with that zone's offset on that day. */
export function withOffset(moment: Date): string {
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const date = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  const time = `${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
  return `${date}T${time}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The field's value for a moment ("2026-06-12T18:00"): its min and max, a first suggestion. */
export function fieldValue(moment: Date): string {
  return withOffset(moment).slice(0, 16);
}

/** The first whole hour at or after a moment: a suggestion easier to read than 16:47. */
export function nextWholeHour(moment: Date): Date {
  const next = new Date(moment);
  if (next.getMinutes() || next.getSeconds() || next.getMilliseconds()) next.setHours(next.getHours() + 1, 0, 0, 0);
  return next;
}
