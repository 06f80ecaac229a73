// A moment as a person reads it on this device: its day and time in the device's own time zone, and that zone's
// name, so a date chosen on one clock is never read on another without saying so.
//
// Days and times are written in English, as the shop writes everything else (its prices and counts too), from the
// Date's own local fields rather than through Intl: a page's first use of Intl loads ICU's locale data, which held
// the main thread for 50–90 ms in the first render of the order and song pages (Lighthouse's trace, this machine's
// Chromium). The output is what `toLocaleString('en-US', …)` gives for the same options.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The device's time zone by name ("Europe/Berlin"). Through Intl: there is no other way to learn it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
}

/** The moment as a Date, or nothing for a missing or broken one. */
function dateOf(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "June 3, 2025". */
const day = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** "6:05 PM", or "06:05 PM" with two-digit hours. */
function clock(date: Date, twoDigitHour = false): string {
  const hour = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${twoDigitHour ? String(hour).padStart(2, '0') : hour}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** "6:05 PM" on the device's clock; nothing for a missing or broken moment. */
export function formatTime(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? clock(date) : '';
}

/** "June 3, 2025" on the device's clock; nothing for a missing or broken moment. */
export function formatDay(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? day(date) : '';
}

/** "June 3, 2025 at 6:05 PM" on the device's clock; nothing for a missing or broken moment. */
export function formatDayAndTime(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? `${day(date)} at ${clock(date)}` : '';
}

/** "Friday, June 12, 2026 at 6:00 PM" on the device's clock; nothing for a missing or broken moment. */
export function formatMoment(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? `${WEEKDAYS[date.getDay()]}, ${day(date)} at ${clock(date)}` : '';
}

/** "Fri, June 12 at 06:00 PM" on the device's clock: a moment within days of now; nothing for a missing or broken one. */
export function formatShortMoment(iso: string | null | undefined): string {
  const date = dateOf(iso);
  return date ? `${WEEKDAYS[date.getDay()]!.slice(0, 3)}, ${MONTHS[date.getMonth()]} ${date.getDate()} at ${clock(date, true)}` : '';
}
