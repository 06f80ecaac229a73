// The payment provider's routes under /api/stripe (the spec's path; test mode answers create-checkout,
// session-check and checkout-url too): checkout (limited per address), the signed webhook (Stripe's servers
// call it, so no address limit), the thank-you page's session check.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import type { ApiError, SessionCheckResponse } from '../../../shared/api-types';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { on } from '../../http/endpoint';
import { rateLimited } from '../../http/rateLimit';
import { readRawBody } from '../../http/rawBody';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

const WEBHOOK_LIMIT_BYTES = 512 * 1024;
/**
 * Each one may open a session at the payment provider. A person asks once an order (again after switching rush
 * delivery or coming back from the payment page); thirty an hour is far above that.
 */
export const CHECKOUT_LIMIT: RateLimit = { bucket: 'checkout', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyCheckouts };

export function stripeRoutes(router: Router, services: Pick<Services, 'payments' | 'limiter'>): void {
  const { payments } = services;

  on(router, endpoints.createCheckout).handle(rateLimited(services.limiter, CHECKOUT_LIMIT), async (_ctx, { body }) =>
    payments.createCheckout(body),
  );

  on(router, endpoints.stripeWebhook).handle(async (ctx) => {
    const raw = await readRawBody(ctx, WEBHOOK_LIMIT_BYTES);
    const result = await payments.receiveWebhook(raw, ctx.get('stripe-signature') || undefined);
    return { received: true, duplicate: result === 'duplicate' };
  });

  on(router, endpoints.sessionCheck).handle(async (ctx, { params }) => {
    const result = await payments.checkSession(params.sessionId);
    ctx.set('Cache-Control', 'no-store');
    if (result.reason !== 'unknown_session') return result;
    // The thank-you page reads the same fields from the 404 as from a known session.
    ctx.status = 404;
    const unknown: SessionCheckResponse & ApiError = { error: 'Checkout session not found', ...result };
    return unknown;
  });

  on(router, endpoints.checkoutUrl).handle(async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return payments.checkoutUrl(params.sessionId);
  });
}
