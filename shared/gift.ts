// A gift date (issue 25, item 4): the moment the recipient hears the song, chosen by the buyer no sooner than the
// order's promise and within a year, sent as ISO 8601 with its offset. One rule for the wizard and the server.

/** The latest moment a buyer may choose, from now. */
export const REVEAL_WITHIN_DAYS = 365;
const DAY_MS = 24 * 3_600_000;

export const GIFT_MESSAGES = {
  revealAtFormat: 'revealAt must be a date and time in ISO 8601 with its offset, like 2026-06-12T18:00:00+02:00',
  revealAtMissing: 'Please choose the date and time they should hear it',
  revealAtPast: 'This moment has already passed: please choose a later one',
  revealAtTooSoon: (hours: number) => `Please choose a moment at least ${hours} hours from now: that is how long your song takes to make`,
  revealAtTooLate: 'Please choose a moment within a year from now',
  recipientEmail: 'Please enter a valid email address for them, or leave it empty',
  giverName: 'Please tell us your name: they will see who the song is from',
  notFound: 'Gift not found',
} as const;

// 2026-06-12T18:00, with seconds and their fraction if given, then Z or an offset (+02:00 or +0200).
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/;

/** The moment an ISO 8601 date and time with its offset names; undefined without an offset or for a day that does not exist. */
export function parseRevealAt(text: string): Date | undefined {
  const m = ISO_WITH_OFFSET.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second, Math.floor(Number(m[7] ?? 0) * 1000)));
  const exists =
    wallClock.getUTCFullYear() === year &&
    wallClock.getUTCMonth() === month - 1 &&
    wallClock.getUTCDate() === day &&
    wallClock.getUTCHours() === hour &&
    wallClock.getUTCMinutes() === minute &&
    wallClock.getUTCSeconds() === second;
  const offsetHours = Number(m[10] ?? 0);
  const offsetMinutes = Number(m[11] ?? 0);
  if (!exists || offsetHours > 14 || offsetMinutes > 59) return undefined;
  const sign = m[9] === '-' ? -1 : 1;
  return new Date(wallClock.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

/** The moments a buyer may choose now: no sooner than the song's promise, no later than a year. */
export function revealWindow(now: Date, promiseHours: number): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + promiseHours * 3_600_000),
    latest: new Date(now.getTime() + REVEAL_WITHIN_DAYS * DAY_MS),
  };
}

/** What is wrong with a chosen moment, in the words the buyer reads; undefined when it can be kept. */
export function revealProblem(revealAt: Date, now: Date, promiseHours: number): string | undefined {
  const { earliest, latest } = revealWindow(now, promiseHours);
  if (revealAt.getTime() <= now.getTime()) return GIFT_MESSAGES.revealAtPast;
  if (revealAt.getTime() < earliest.getTime()) return GIFT_MESSAGES.revealAtTooSoon(promiseHours);
  if (revealAt.getTime() > latest.getTime()) return GIFT_MESSAGES.revealAtTooLate;
  return undefined;
}
