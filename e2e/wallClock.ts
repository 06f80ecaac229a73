// Moments as a time zone's wall clock reads them, for the gift date's field (datetime-local) and what pages show.

/** A moment as the zone's wall clock reads it ("2026-06-12 18:00"). */
export function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The zone's day of a moment from now, as a date field writes it ("2026-06-12"). */
export const dayFromNow = (msFromNow: number, timeZone: string): string =>
  wallClock(new Date(Date.now() + msFromNow).toISOString(), timeZone).slice(0, 10);

/** The datetime-local value of the whole hour of a moment from now in the zone ("2026-06-12T18:00"). */
export const hourFromNow = (msFromNow: number, timeZone: string): string =>
  `${wallClock(new Date(Date.now() + msFromNow).toISOString(), timeZone)
    .slice(0, 13)
    .replace(' ', 'T')}:00`;
