// A moment as a person reads it on this device: its day and time in the device's own time zone, and that zone's
// name, so a date chosen on one clock is never read on another without saying so.
//
// Days and times are written in English, as the shop writes everything else (its prices and counts too), from the
// Date's own local fields rather than through Intl: a page's first use of Intl loads ICU's locale data, which held
// the main thread for 50–90 ms in the first render of the order and song pages (Lighthouse's trace, this machine's
// Chromium). The output is what `toLocaleString('en-US', …)` gives for the same options.
//
// A page the server renders (an order's, a song's) writes its moments in UTC, saying so, until the browser has taken
// it over: the server cannot know the device's zone, and the browser's first render must match the server's HTML.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The device's time zone by name ("Europe/Berlin"). Through Intl: there is no other way to learn it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
}

/** The clock a moment is read on: the device's own, or UTC (the server's HTML: `useClockZone` in `ui/renderContext.ts`). */
export type ClockZone = 'device' | 'utc';

interface Fields {
  year: number;
  month: number;
  date: number;
  weekday: number;
  hours: number;
  minutes: number;
  zone: ClockZone;
}

function fieldsOf(date: Date, zone: ClockZone): Fields {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        date: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        zone,
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        date: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        zone,
      };
}

/** The moment's fields on that clock, or nothing for a missing or broken one. */
function dateOf(iso: string | null | undefined, zone: ClockZone): Fields | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : fieldsOf(date, zone);
}

/** "June 3, 2025". */
const day = (f: Fields) => `${MONTHS[f.month]} ${f.date}, ${f.year}`;

/** "6:05 PM", or "06:05 PM" with two-digit hours; "6:05 PM UTC" on that clock. */
function clock(f: Fields, twoDigitHour = false): string {
  const hour = f.hours % 12 || 12;
  const minutes = String(f.minutes).padStart(2, '0');
  const time = `${twoDigitHour ? String(hour).padStart(2, '0') : hour}:${minutes} ${f.hours < 12 ? 'AM' : 'PM'}`;
  return f.zone === 'utc' ? `${time} UTC` : time;
}

/** "6:05 PM" on the zone's clock; nothing for a missing or broken moment. */
export function formatTime(iso: string | null | undefined, zone: ClockZone = 'device'): string {
  const date = dateOf(iso, zone);
  return date ? clock(date) : '';
}

/** "June 3, 2025" on the zone's clock; nothing for a missing or broken moment. */
export function formatDay(iso: string | null | undefined, zone: ClockZone = 'device'): string {
  const date = dateOf(iso, zone);
  return date ? day(date) : '';
}

/** "June 3, 2025 at 6:05 PM" on the zone's clock; nothing for a missing or broken moment. */
export function formatDayAndTime(iso: string | null | undefined, zone: ClockZone = 'device'): string {
  const date = dateOf(iso, zone);
  return date ? `${day(date)} at ${clock(date)}` : '';
}

/** "Friday, June 12, 2026 at 6:00 PM" on the zone's clock; nothing for a missing or broken moment. */
export function formatMoment(iso: string | null | undefined, zone: ClockZone = 'device'): string {
  const date = dateOf(iso, zone);
  return date ? `${WEEKDAYS[date.weekday]}, ${day(date)} at ${clock(date)}` : '';
}

/** "Fri, June 12 at 06:00 PM" on the zone's clock: a moment within days of now; nothing for a missing or broken one. */
export function formatShortMoment(iso: string | null | undefined, zone: ClockZone = 'device'): string {
  const date = dateOf(iso, zone);
  return date ? `${WEEKDAYS[date.weekday]!.slice(0, 3)}, ${MONTHS[date.month]} ${date.date} at ${clock(date, true)}` : '';
}
