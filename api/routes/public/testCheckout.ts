// The built-in test-mode checkout (no STRIPE_SECRET_KEY): the page's session, and its Pay and Cancel buttons
// (limited per address: Pay mails the order's confirmation).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** One press an order, as with a real payment page; thirty an hour is far above that. */
export const TEST_CHECKOUT_LIMIT: RateLimit = { bucket: 'test-checkout', max: 30, windowMs: 3_600_000, message: WIZARD_MESSAGES.tooManyCheckouts };

export function testCheckoutRoutes(router: Router, services: Pick<Services, 'payments' | 'limiter'>): void {
  const testCheckout = () => {
    const service = services.payments.testCheckout;
    if (!service) throw notFound('Test checkout is off: this shop takes real payments through Stripe');
    return service;
  };

  on(router, endpoints.testCheckoutSession).handle(async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return testCheckout().view(params.sessionId);
  });

  const limit = rateLimited(services.limiter, TEST_CHECKOUT_LIMIT);

  on(router, endpoints.testCheckoutPay).handle(limit, async (_ctx, { params }) => testCheckout().pay(params.sessionId));

  on(router, endpoints.testCheckoutCancel).handle(limit, async (_ctx, { params }) => testCheckout().cancel(params.sessionId));
}
