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
