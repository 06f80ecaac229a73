// A moment as a person reads it on this device: its day and time in the device's own time zone, and that zone's
// name, so a date chosen on one clock is never read on another without saying so.

/** The device's time zone by name ("Europe/Berlin"). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
}

/** "Friday, June 12, 2026 at 6:00 PM" in the reader's locale and zone; nothing for a missing or broken moment. */
export function formatMoment(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' });
}
