// Refunds (issue 26, item 6): from the admin (all that is left, or part, with the owner's reason), by the guarantee,
// or found in Stripe's dashboard through `charge.refunded`. Money moves once: the amount is reserved against what is
// left by one guarded statement before the provider is asked (with the refund's id as its idempotency key), a
// retried request finds its refund by the browser's request id, and a refund Stripe reports is recorded once.
import type { Kysely } from 'kysely';
import { REFUND_MESSAGES, refundTooLarge, type OrderRefund, type RefundSource } from '../../../shared/refunds';
import type { RefundRequest } from '../../../shared/schemas/refund';
import { insertJob } from '../../db/jobs';
import {
  confirmRefund,
  findRefund,
  findRefundByProviderId,
  findRefundByRequest,
  insertRefund,
  markRefundedIfWhole,
  refundState,
  releaseRefund,
  reserveRefund,
  type RefundRow,
} from '../../db/refunds';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordWebhookEvent } from '../../db/webhookEvents';
import { newId } from '../../ids';
import { currentActor, SHOP_ACTOR } from '../audit/actor';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import { NOT_FOUND } from '../delivery/deliverables';
import { conflict, invalid, notFound } from '../errors';
import type { JobQueue } from '../jobs';
import type { MailService } from '../mail/outgoing';
import { refundIssued } from '../mail/templates/refundIssued';
import type { PaymentEvent, PaymentProvider } from './provider';
import { refundViews, toView } from './refundViews';

export const REFUND_MAIL_JOB = 'order.refund-mail';
export const REFUNDED_IN_STRIPE = "Refunded in Stripe's dashboard";

interface RefundDeps {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  jobs: JobQueue;
  mail: MailService;
  audit: Pick<AuditLog, 'record'>;
  publicUrl: string;
}

type Settled = (
  trx: Kysely<Database>,
  refund: RefundRow,
  now: string,
  before: { refundedCents: number; paymentStatus: string },
) => Promise<void>;

/** A verified `charge.refunded` event: records the payment's refunds the shop does not know yet, each once. */
async function reconcileRefunds(
  deps: RefundDeps,
  settled: Settled,
  event: Extract<PaymentEvent, { outcome: 'refunded' }>,
): Promise<'applied' | 'duplicate'> {
  const { db, clock, provider } = deps;
  const found = await provider.refundsOfPayment(event.paymentId);
  const orderId = event.orderId ?? found.orderId;
  const result = await inTransaction(db, async (trx) => {
    const now = clock.now().toISOString();
    if (!(await recordWebhookEvent(trx, event.id, event.type, now))) return 'duplicate' as const;
    const order = orderId ? await refundState(trx, orderId) : undefined;
    if (!order) return 'applied' as const;
    for (const r of found.refunds) {
      if (r.status === 'failed' || r.status === 'canceled') continue;
      if (await findRefundByProviderId(trx, r.id)) continue;
      // One the shop made and is still confirming: its own record counts it.
      if (r.shopRefundId && (await findRefund(trx, r.shopRefundId))) continue;
      const state = (await refundState(trx, order.id))!;
      const amount = Math.min(r.amountCents, state.total_cents - state.refunded_cents);
      if (amount <= 0 || !(await reserveRefund(trx, order.id, amount, now))) continue;
      const refund: RefundRow = {
        id: newId(),
        order_id: order.id,
        amount_cents: amount,
        currency: order.currency,
        reason: r.reason ?? REFUNDED_IN_STRIPE,
        source: 'stripe',
        status: 'succeeded',
        request_id: null,
        provider_refund_id: r.id,
        actor_id: SHOP_ACTOR.id,
        actor_label: SHOP_ACTOR.label,
        created_at: now,
        updated_at: now,
      };
      await insertRefund(trx, refund);
      await settled(trx, refund, now, { refundedCents: state.refunded_cents, paymentStatus: state.payment_status });
    }
    return 'applied' as const;
  });
  void deps.jobs.runDue().catch(() => undefined);
  return result;
}

/** Job: the customer's mail about one refund, once. */
async function sendRefundMail(deps: RefundDeps, payload: unknown): Promise<void> {
  const { db } = deps;
  const id = (payload as { refundId?: unknown } | null)?.refundId;
  const refund = typeof id === 'string' ? await findRefund(db, id) : undefined;
  const order = refund && (await refundState(db, refund.order_id));
  if (!refund || !order || refund.status !== 'succeeded') return;
  await deps.mail.sendOnce(
    `refund:${refund.id}`,
    refundIssued(
      { name: order.customer_name ?? '', address: order.email },
      {
        customerName: order.customer_name,
        recipientName: order.recipient_name,
        amountCents: refund.amount_cents,
        currency: refund.currency,
        whole: order.payment_status === 'refunded',
        guarantee: refund.source === 'guarantee',
        orderUrl: `${deps.publicUrl}/order/${order.public_token}`,
      },
    ),
  );
}

/** Reserves the amount and stores the refund as pending; a request seen before answers its refund. */
async function reserve({ db, clock }: RefundDeps, orderId: string, request: RefundRequest, source: RefundSource) {
  return inTransaction(db, async (trx) => {
    if (request.requestId) {
      const seen = await findRefundByRequest(trx, orderId, request.requestId);
      if (seen) return { refund: seen, fresh: false as const };
    }
    const order = await refundState(trx, orderId);
    if (!order || order.payment_status === 'pending') throw order ? invalid(REFUND_MESSAGES.notPaid) : notFound(NOT_FOUND.order);
    const left = order.total_cents - order.refunded_cents;
    if (order.payment_status === 'refunded' || left <= 0) throw invalid(REFUND_MESSAGES.nothingLeft);
    const amount = request.amountCents ?? left;
    if (amount > left) throw invalid(refundTooLarge(left, order.currency), 'amountCents');
    const now = clock.now().toISOString();
    if (!(await reserveRefund(trx, orderId, amount, now)))
      throw conflict('Someone else refunded this order just now. Check it and try again.');
    const actor = source === 'admin' ? currentActor() : SHOP_ACTOR;
    const refund: RefundRow = {
      id: newId(),
      order_id: orderId,
      amount_cents: amount,
      currency: order.currency,
      reason: request.reason,
      source,
      status: 'pending',
      request_id: request.requestId ?? null,
      provider_refund_id: null,
      actor_id: actor.id,
      actor_label: actor.label,
      created_at: now,
      updated_at: now,
    };
    await insertRefund(trx, refund);
    const before = { refundedCents: order.refunded_cents, paymentStatus: order.payment_status };
    return { refund, fresh: true as const, sessionId: order.provider === 'stripe' ? order.provider_session_id : null, before };
  });
}

export function createRefunds(deps: RefundDeps) {
  const { db, clock, provider, audit } = deps;

  /** Inside the caller's transaction: the refund counted, recorded in the audit log, and its mail queued. */
  const settled: Settled = async (trx, refund, now, before) => {
    await markRefundedIfWhole(trx, refund.order_id, now);
    const after = await refundState(trx, refund.order_id);
    await audit.record(
      {
        action: 'order.refund',
        target: { type: 'order', id: refund.order_id },
        before,
        after: { refundedCents: after?.refunded_cents, paymentStatus: after?.payment_status, amountCents: refund.amount_cents },
        detail: refund.reason,
        actor: refund.source === 'admin' ? undefined : SHOP_ACTOR,
      },
      trx,
    );
    await insertJob(trx, {
      kind: REFUND_MAIL_JOB,
      payload: JSON.stringify({ refundId: refund.id }),
      runAt: now,
      uniqueKey: `refund-mail:${refund.id}`,
      now,
    });
  };

  return {
    /** Refunds all that is left or `amountCents` of it; answers the refund (the one made before, for a repeated request id). */
    async refund(orderId: string, request: RefundRequest, source: RefundSource = 'admin'): Promise<OrderRefund> {
      const reserved = await reserve(deps, orderId, request, source);
      if (!reserved.fresh) return toView(reserved.refund);
      const { refund, sessionId, before } = reserved;
      let providerId: string | null = null;
      if (sessionId) {
        try {
          providerId = (
            await provider.refund({ refundId: refund.id, orderId, sessionId, amountCents: refund.amount_cents, reason: refund.reason })
          ).id;
        } catch (err) {
          await inTransaction(db, (trx) => releaseRefund(trx, refund, clock.now().toISOString()));
          throw err;
        }
      }
      await inTransaction(db, async (trx) => {
        const now = clock.now().toISOString();
        // A `charge.refunded` webhook arriving meanwhile skips this refund by its id in Stripe's metadata.
        await confirmRefund(trx, refund.id, providerId, now);
        await settled(trx, refund, now, before);
      });
      void deps.jobs.runDue().catch(() => undefined);
      return toView({ ...refund, status: 'succeeded', provider_refund_id: providerId });
    },

    /** A verified `charge.refunded` event: records the payment's refunds the shop does not know yet, each once. */
    reconcile: (event: Extract<PaymentEvent, { outcome: 'refunded' }>) => reconcileRefunds(deps, settled, event),

    ofOrders: (orderIds: readonly string[]) => refundViews(db, orderIds),

    sendMail: (payload: unknown) => sendRefundMail(deps, payload),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
