// The payment provider's routes under /api/stripe (the spec's path; test mode answers create-checkout,
// session-check and checkout-url too): checkout (limited per address), the signed webhook (Stripe's servers
// call it, so no address limit), the thank-you page's session check.
import type Router from '@koa/router';
import type { CheckoutResponse } from '../../../shared/api-types';
import { checkoutRequestSchema, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { parseJson } from '../../http/body';
import { rateLimited } from '../../http/rateLimit';
import { readRawBody } from '../../http/rawBody';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
const WEBHOOK_LIMIT_BYTES = 512 * 1024;
/**
 * Each one may open a session at the payment provider. A person asks once an order (again after switching rush
 * delivery or coming back from the payment page); thirty an hour is far above that.
 */
export const CHECKOUT_LIMIT: RateLimit = { bucket: 'checkout', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyCheckouts };

export function stripeRoutes(router: Router, services: Services): void {
  const { payments } = services;

  router.post('/api/stripe/create-checkout', rateLimited(services.limiter, CHECKOUT_LIMIT), async (ctx) => {
    const request = parseJson(ctx, checkoutRequestSchema);
    ctx.body = (await payments.createCheckout(request)) satisfies CheckoutResponse;
  });

  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
    const raw = await readRawBody(ctx, WEBHOOK_LIMIT_BYTES);
    const result = await payments.receiveWebhook(raw, ctx.get('stripe-signature') || undefined);
    ctx.body = { received: true, duplicate: result === 'duplicate' };
  });

  router.get('/api/stripe/session-check/:sessionId', async (ctx) => {
    const result = await payments.checkSession(ctx.params.sessionId!);
    ctx.set('Cache-Control', 'no-store');
    if (result.reason === 'unknown_session') {
      ctx.status = 404;
      ctx.body = { error: 'Checkout session not found', ...result };
      return;
    }
    ctx.body = result;
  });

  router.get('/api/stripe/checkout-url/:sessionId', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await payments.checkoutUrl(ctx.params.sessionId!);
  });
}
