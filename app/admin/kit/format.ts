// Dates and times as the admin reads them: in the admin's own locale and time zone.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

export const formatDateTime = (iso: string | null | undefined) => {
  const value = parse(iso);
  return value ? dateTime.format(value) : '—';
};

export const formatDate = (iso: string | null | undefined) => {
  const value = parse(iso);
  return value ? date.format(value) : '—';
};

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** A chat time: the clock alone today, the day too before that. */
export const formatChatTime = (iso: string | null | undefined, now = new Date()) => {
  const value = parse(iso);
  if (!value) return '';
  return value.toDateString() === now.toDateString() ? clock.format(value) : dayAndClock.format(value);
};
