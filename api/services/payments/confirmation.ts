// Confirming a payment: the one place an order becomes paid, whoever noticed first (webhook, session
// check, test-mode Pay). Parallel confirmations mark it once and queue its mails once.
import type { Kysely } from 'kysely';
import { insertJob } from '../../db/jobs';
import { markOrderPaid } from '../../db/orders';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs';
import { ORDER_PAID_MAILS_JOB } from '../orders/mails';
import { ORDER_PAID_PUSH_JOB } from '../push/triggers';
import { inTransaction } from '../../db/transaction';
import { findBoardOrder } from '../../db/desk';
import { scheduleDeskAlerts } from '../desk/alerts';

export function createPaymentConfirmation(deps: { db: Kysely<Database>; clock: Clock; jobs: JobQueue }) {
  const { db, clock, jobs } = deps;

  /** Inside the caller's transaction: marks the order paid if it was not, and stores the mails' job and the admins' push. */
  async function confirmWithin(trx: Kysely<Database>, orderId: string): Promise<boolean> {
    const now = clock.now().toISOString();
    if (!(await markOrderPaid(trx, orderId, now))) return false;
    await insertJob(trx, {
      kind: ORDER_PAID_MAILS_JOB,
      payload: JSON.stringify({ orderId }),
      runAt: now,
      uniqueKey: `order-paid:${orderId}`,
      now,
    });
    await insertJob(trx, {
      kind: ORDER_PAID_PUSH_JOB,
      payload: JSON.stringify({ orderId }),
      runAt: now,
      uniqueKey: `order-paid-push:${orderId}`,
      now,
    });
    const promise = await findBoardOrder(trx, orderId);
    if (promise) await scheduleDeskAlerts(trx, 'order', orderId, { startedAt: now, hours: promise.delivery_hours, shiftMinutes: 0 }, now);
    return true;
  }

  return {
    confirmWithin,

    /** Confirms in a transaction of its own; answers whether this call is the one that marked it paid. */
    async confirm(orderId: string): Promise<boolean> {
      const marked = await inTransaction(db, (trx) => confirmWithin(trx, orderId));
      if (marked) sendMailsSoon();
      return marked;
    },

    sendMailsSoon,

    /** Runs due jobs (the paid mails among them) and waits for them. */
    sendMailsNow: () => jobs.runDue(),
  };

  function sendMailsSoon() {
    void jobs.runDue().catch(() => undefined);
  }
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;
