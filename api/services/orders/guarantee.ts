// The guarantee, kept by the shop itself (issue 26, item 7): an order delivered after its due time gets, once and
// on its own, its rush fee refunded (rush orders) or a discount code for a next order (others). The delivery job
// asks here before its mail, so the mail can say so; the owner can switch it off in Settings.
import type { Kysely } from 'kysely';
import type { OrderGuarantee } from '../../../shared/refunds';
import { insertSingleUseCode } from '../../db/discountCodes';
import { guaranteeFacts, setGuarantee } from '../../db/guarantee';
import { insertJob } from '../../db/jobs';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { SHOP_ACTOR } from '../audit/actor';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import { Refusal } from '../errors';
import type { Refunds } from '../payments/refunds';
import type { SettingsService } from '../settings';
import { newDiscountCode } from './discounts';
import { isLate } from './dueTime';

export const GUARANTEE_DISCOUNT = { percentOff: 20, validDays: 365 } as const;
export const GUARANTEE_REFUND_JOB = 'order.guarantee-refund';
export const GUARANTEE_REFUND_REASON = 'Guarantee: the song came after its due time, so the rush fee is refunded';

type GuaranteeColumns = { guarantee: string | null; guarantee_code: string | null; rush_fee_cents: number; currency: string };

/** The order's compensation as the views show it (an empty object when there is none). */
export function guaranteeField(row: GuaranteeColumns): { guarantee?: OrderGuarantee } {
  if (row.guarantee === 'rush_refund')
    return { guarantee: { kind: 'rush_refund', amountCents: row.rush_fee_cents, currency: row.currency } };
  if (row.guarantee === 'discount' && row.guarantee_code)
    return { guarantee: { kind: 'discount', code: row.guarantee_code, percentOff: GUARANTEE_DISCOUNT.percentOff } };
  return {};
}

export function createGuarantee(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: Pick<SettingsService, 'guaranteeEnabled'>;
  refunds: Pick<Refunds, 'refund'>;
  audit: Pick<AuditLog, 'record'>;
  log: (line: string) => void;
}) {
  const { db, clock } = deps;

  return {
    /**
     * Before the delivery mail of an order: when the song comes after its due time (and the owner keeps the
     * guarantee on), stores its compensation once and answers it; the same answer on a retried job.
     */
    async forDelivery(orderId: string): Promise<OrderGuarantee | undefined> {
      const order = await guaranteeFacts(db, orderId);
      if (!order) return undefined;
      if (order.guarantee) return guaranteeField(order).guarantee;
      const now = clock.now();
      if (
        !isLate({ paidAt: order.paid_at, deliveryHours: order.delivery_hours, dueShiftMinutes: order.due_shift_minutes }, now) ||
        !(await deps.settings.guaranteeEnabled())
      )
        return undefined;
      const rush = order.rush_delivery === 1 && order.rush_fee_cents > 0;
      const at = now.toISOString();
      await inTransaction(db, async (trx) => {
        const code = rush ? null : newDiscountCode(`SORRY${GUARANTEE_DISCOUNT.percentOff}`);
        if (!(await setGuarantee(trx, orderId, rush ? 'rush_refund' : 'discount', code, at))) return;
        if (code) {
          const expiresAt = new Date(now.getTime() + GUARANTEE_DISCOUNT.validDays * 86_400_000).toISOString();
          await insertSingleUseCode(trx, { code, percentOff: GUARANTEE_DISCOUNT.percentOff, email: order.email, expiresAt, now: at });
        } else {
          await insertJob(trx, {
            kind: GUARANTEE_REFUND_JOB,
            payload: JSON.stringify({ orderId }),
            runAt: at,
            uniqueKey: `guarantee-refund:${orderId}`,
            now: at,
          });
        }
        await deps.audit.record(
          {
            action: 'order.guarantee',
            target: { type: 'order', id: orderId },
            before: null,
            after: rush ? { refundCents: order.rush_fee_cents } : { code },
            actor: SHOP_ACTOR,
          },
          trx,
        );
      });
      return guaranteeField((await guaranteeFacts(db, orderId))!).guarantee;
    },

    /** Job: refunds the rush fee of a late rush order, once (its request id makes a retried job find the same refund). */
    async refundRushFee(payload: unknown): Promise<void> {
      const id = (payload as { orderId?: unknown } | null)?.orderId;
      const order = typeof id === 'string' ? await guaranteeFacts(db, id) : undefined;
      if (!order || order.guarantee !== 'rush_refund') return;
      try {
        await deps.refunds.refund(
          order.id,
          { amountCents: order.rush_fee_cents, reason: GUARANTEE_REFUND_REASON, requestId: `guarantee-${order.id}` },
          'guarantee',
        );
      } catch (err) {
        // Refunded in full by the owner already, or refunded by hand: nothing left for the guarantee to give back.
        if (err instanceof Refusal && err.kind === 'invalid') return deps.log(`guarantee: order ${order.id}: ${err.message}`);
        throw err;
      }
    },
  };
}

export type Guarantee = ReturnType<typeof createGuarantee>;
