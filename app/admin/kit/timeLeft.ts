// Time left before work is due, as the admin's lists and the production board show it (issue 26): a tone for the
// colour and always the words too (colour is never the only signal). Overdue; due within 2 hours; due later
// today (the admin's own day); later.
import { DUE_SOON_MS } from '../../../shared/desk';

export type DueTone = 'overdue' | 'soon' | 'today' | 'later';

export interface TimeLeft {
  tone: DueTone;
  /** What the chip says: "Overdue by 3 h", "Due in 45 min", "Due today 6:00 PM", "Due Fri 16 Jan, 10:00 AM". */
  label: string;
}

const MINUTE = 60_000;

/** "45 min", "3 h", "1 h 20 min", "2 d 4 h". */
export function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** undefined when there is no due time to show. */
export function timeLeft(dueAt: string | null | undefined, now: Date): TimeLeft | undefined {
  if (!dueAt) return undefined;
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return undefined;
  const left = due.getTime() - now.getTime();
  if (left <= 0) return { tone: 'overdue', label: `Overdue by ${span(-left)}` };
  if (left < DUE_SOON_MS) return { tone: 'soon', label: `Due in ${span(left)}` };
  if (due.toDateString() === now.toDateString()) return { tone: 'today', label: `Due today ${clock.format(due)}` };
  return { tone: 'later', label: `Due ${dayAndClock.format(due)}` };
}

/** The same moment once the song is sent: no urgency left, just when it was due. */
export function wasDue(dueAt: string | null | undefined): string | undefined {
  if (!dueAt || Number.isNaN(Date.parse(dueAt))) return undefined;
  return `Was due ${dayAndClock.format(new Date(dueAt))}`;
}
