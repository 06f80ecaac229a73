// When an order is due, as the guarantee and the order page ask it: the production desk's one due-time
// function (desk/dueTimes.ts: the paid moment plus the promised hours, rush orders storing the rush hours).
import { dueAt, dueDate } from '../desk/dueTimes';

export function dueAtOf(order: { paidAt: string | null; deliveryHours: number }): string | null {
  return dueAt({ startedAt: order.paidAt, hours: order.deliveryHours });
}

/** Whether work finished at `at` came after the order's due time (an unpaid order is never late). */
export function isLate(order: { paidAt: string | null; deliveryHours: number }, at: Date): boolean {
  const due = dueDate({ startedAt: order.paidAt, hours: order.deliveryHours });
  return due !== undefined && at.getTime() > due.getTime();
}
