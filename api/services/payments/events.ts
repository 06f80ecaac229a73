// Applies verified provider events to orders, each event once. Webhooks arrive late, twice, out of order
// and in parallel: recording the event id and applying it happen in one transaction, and every
// change is conditional on the order still being unpaid.
import type { Kysely } from 'kysely';
import { clearSession } from '../../db/orders';
import type { Database } from '../../db/schema';
import { recordWebhookEvent } from '../../db/webhookEvents';
import type { Clock } from '../clock';
import type { PaymentConfirmation } from './confirmation';
import type { PaymentEvent } from './provider';
import { inTransaction } from '../../db/transaction';

export function createPaymentEvents(deps: { db: Kysely<Database>; clock: Clock; confirmation: PaymentConfirmation }) {
  const { db, clock, confirmation } = deps;
  return {
    /** Answers 'duplicate' for an event id seen before: it changes nothing. */
    async apply(event: PaymentEvent): Promise<'applied' | 'duplicate'> {
      const { result, paid } = await inTransaction(db, async (trx) => {
        const now = clock.now().toISOString();
        if (!(await recordWebhookEvent(trx, event.id, event.type, now))) return { result: 'duplicate' as const, paid: false };
        if (event.outcome === 'paid' && event.orderId)
          return { result: 'applied' as const, paid: await confirmation.confirmWithin(trx, event.orderId) };
        // Expired or failed: the order stays unpaid; forget the session if it is still the current one.
        if (event.outcome === 'unpaid' && event.orderId) await clearSession(trx, event.orderId, event.sessionId, now);
        return { result: 'applied' as const, paid: false };
      });
      if (paid) confirmation.sendMailsSoon();
      return result;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
