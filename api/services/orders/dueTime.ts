// When an order is due: the moment it was paid plus the hours its offer promised (rush orders store the rush
// hours in `delivery_hours`). The one place this is worked out: the admin's views, the order page and the
// guarantee all ask here.
export const HOUR_MS = 3_600_000;

export function dueAtOf(order: { paidAt: string | null; deliveryHours: number }): string | null {
  if (!order.paidAt) return null;
  return new Date(new Date(order.paidAt).getTime() + order.deliveryHours * HOUR_MS).toISOString();
}

/** Whether work finished at `at` came after the order's due time (an unpaid order is never late). */
export function isLate(order: { paidAt: string | null; deliveryHours: number }, at: Date): boolean {
  const due = dueAtOf(order);
  return due !== null && at.getTime() > new Date(due).getTime();
}
