// The built-in test-mode checkout (no STRIPE_SECRET_KEY): the page's session, and its Pay and Cancel buttons.
import type Router from '@koa/router';
import type { TestCheckoutSession } from '../../../shared/api-types';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

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

  router.post('/api/test-checkout/:sessionId/pay', async (ctx) => {
    ctx.body = await testCheckout().pay(ctx.params.sessionId!);
  });

  router.post('/api/test-checkout/:sessionId/cancel', async (ctx) => {
    ctx.body = await testCheckout().cancel(ctx.params.sessionId!);
  });
}
