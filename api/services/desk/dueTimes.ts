// When a piece of work is due (issue 26): the moment it became the shop's work (an order paid, a free song
// approved) plus the hours promised then (the offer's delivery or rush hours, stored with it). The one place the
// due time is counted: the admin's lists, the order page, the board, the alerts and the guarantee read it here.
// An order whose lyrics waited for the buyer's approval is due later by the minutes the shop waited (its shift).
import { HOUR_MS } from '../../../shared/desk';

const MINUTE_MS = 60_000;

export interface DuePromise {
  /** When the work started to count: paid_at of an order, approved_at of a free song (ISO); null: not yet. */
  startedAt: string | null;
  /** The hours promised for it (an order's delivery_hours already holds the rush hours of a rush order). */
  hours: number | null;
  /** Minutes the due time moved (the shop waited for the buyer's answer on the lyrics); 0 for work that never waited. */
  shiftMinutes: number;
}

/** The due moment as a Date; undefined while the work has not started or no promise is stored. */
export function dueDate({ startedAt, hours, shiftMinutes }: DuePromise): Date | undefined {
  if (!startedAt || !hours) return undefined;
  return new Date(Date.parse(startedAt) + hours * HOUR_MS + shiftMinutes * MINUTE_MS);
}

/** The due moment (ISO UTC), or null. */
export function dueAt(promise: DuePromise): string | null {
  return dueDate(promise)?.toISOString() ?? null;
}

/** An order's promise, from its row. */
export const orderPromise = (row: { paid_at: string | null; delivery_hours: number; due_shift_minutes: number }): DuePromise => ({
  startedAt: row.paid_at,
  hours: row.delivery_hours,
  shiftMinutes: row.due_shift_minutes,
});

/** A free song's promise, from its row. */
export const freeSongPromise = (row: { approved_at: string | null; delivery_hours: number | null }): DuePromise => ({
  startedAt: row.approved_at,
  hours: row.delivery_hours,
  shiftMinutes: 0,
});
