// The thank-you page's safety net: if the provider says a session is paid but no webhook marked the
// order yet, confirm it now and send the mails before answering. It also names the order's reference, so
// the page shows the same one as the mails and the order page.
import type { SessionCheckResponse } from '../../../shared/api-types';
import { displayReference } from '../../../shared/pricing';
import type { OrderMails } from '../orders/mails';
import type { OrderService } from '../orders/orders';
import type { PaymentConfirmation } from './confirmation';
import { SESSION_ID_PATTERN, type PaymentProvider } from './provider';

export type SessionCheckReason =
  /** The provider says paid and the order was not marked: this check marked it and sent the mails. */
  | 'webhook_missed'
  /** The order was marked paid before (by the webhook, or a check running in parallel). */
  | 'already_processed'
  /** The customer has not paid this session (yet). */
  | 'not_paid'
  /** No session with this id belongs to an order of this shop. */
  | 'unknown_session';

export type SessionCheckResult = SessionCheckResponse & { reason: SessionCheckReason };

export function createSessionCheck(deps: {
  provider: PaymentProvider;
  orders: OrderService;
  confirmation: PaymentConfirmation;
  mails: OrderMails;
}) {
  const { provider, orders, confirmation, mails } = deps;
  return async function checkSession(sessionId: string): Promise<SessionCheckResult> {
    const session = SESSION_ID_PATTERN.test(sessionId) ? await provider.retrieveSession(sessionId) : undefined;
    const order = session?.orderId ? await orders.find(session.orderId) : undefined;
    if (!session || !order) return { fallback_triggered: false, emails_sent: false, reason: 'unknown_session' };
    const answer = (reason: SessionCheckReason, fallbackTriggered = false, emailsSent = false): SessionCheckResult => ({
      fallback_triggered: fallbackTriggered,
      emails_sent: emailsSent,
      reason,
      orderReference: displayReference(order.id),
      // The thank-you page promises what the order was sold with, not what the wizard's offer says today.
      deliveryHours: order.price.deliveryHours,
      rushDelivery: order.rushDelivery,
      // The confirmation mail links the same page; an unpaid order has nothing to be notified about.
      ...(reason === 'not_paid' ? {} : { orderToken: order.publicToken }),
    });
    if (order.paymentStatus !== 'pending') return answer('already_processed', false, await mails.paidMailsSent(order.id));
    if (!session.paid) return answer('not_paid');
    if (!(await confirmation.confirm(order.id))) return answer('already_processed', false, await mails.paidMailsSent(order.id));
    await confirmation.sendMailsNow();
    return answer('webhook_missed', true, await mails.paidMailsSent(order.id));
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
