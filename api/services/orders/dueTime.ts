// When an order is due, as the guarantee and the order page ask it: the production desk's one due-time
// function (desk/dueTimes.ts: the paid moment plus the promised hours, rush orders storing the rush hours, plus the
// minutes the shop waited for the buyer's answer on the lyrics).
import { dueAt, dueDate } from '../desk/dueTimes';

export interface OrderDueFacts {
  paidAt: string | null;
  deliveryHours: number;
  dueShiftMinutes: number;
}

const promiseOf = (order: OrderDueFacts) => ({ startedAt: order.paidAt, hours: order.deliveryHours, shiftMinutes: order.dueShiftMinutes });

export function dueAtOf(order: OrderDueFacts): string | null {
  return dueAt(promiseOf(order));
}

/** Whether work finished at `at` came after the order's due time (an unpaid order is never late). */
export function isLate(order: OrderDueFacts, at: Date): boolean {
  const due = dueDate(promiseOf(order));
  return due !== undefined && at.getTime() > due.getTime();
}
