// The payment provider's routes under /api/stripe (the spec's path; test mode answers create-checkout,
// session-check and checkout-url too): checkout, the signed webhook, the thank-you page's session check.
import type Router from '@koa/router';
import type { CheckoutResponse } from '../../../shared/api-types';
import { checkoutRequestSchema } from '../../../shared/schemas/order';
import { parseJson } from '../../http/body';
import { readRawBody } from '../../http/rawBody';
import type { Services } from '../../services';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

export function stripeRoutes(router: Router, services: Services): void {
  const { payments } = services;

  router.post('/api/stripe/create-checkout', async (ctx) => {
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
