// The built-in test-mode checkout (no STRIPE_SECRET_KEY): the page's session, and its Pay and Cancel buttons
// (limited per address: Pay mails the order's confirmation).
import type Router from '@koa/router';
import type { TestCheckoutSession } from '../../../shared/api-types';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** One press an order, as with a real payment page; thirty an hour is far above that. */
export const TEST_CHECKOUT_LIMIT: RateLimit = { bucket: 'test-checkout', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyCheckouts };

export function testCheckoutRoutes(router: Router, services: Services): void {
  const testCheckout = () => {
    const service = services.payments.testCheckout;
    if (!service) throw notFound('Test checkout is off: this shop takes real payments through Stripe');
    return service;
  };

  router.get('/api/test-checkout/:sessionId', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await testCheckout().view(ctx.params.sessionId!)) satisfies TestCheckoutSession;
  });

  const limit = rateLimited(services.limiter, TEST_CHECKOUT_LIMIT);

  router.post('/api/test-checkout/:sessionId/pay', limit, async (ctx) => {
    ctx.body = await testCheckout().pay(ctx.params.sessionId!);
  });

  router.post('/api/test-checkout/:sessionId/cancel', limit, async (ctx) => {
    ctx.body = await testCheckout().cancel(ctx.params.sessionId!);
  });
}
