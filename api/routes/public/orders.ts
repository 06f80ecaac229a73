// POST /api/order/init (the wizard's submit), GET /api/discount-codes/:code (the wizard's price before it) and
// GET /api/orders/:token (the order page, no login).
import type Router from '@koa/router';
import type { DiscountCodeInfo, OrderInitResponse, OrderView } from '../../../shared/api-types';
import { discountCheckSchema } from '../../../shared/schemas/discountCode';
import { orderInitSchema, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { parseForm, parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** The wizard asks once a pause in typing: plenty for a person, too few to probe codes or who has paid before. */
const DISCOUNT_CHECK_LIMIT: RateLimit = { bucket: 'discount-check', max: 60, windowMs: 3_600_000, message: 'Too many discount code checks from your connection. Please try again later.' };

export function orderRoutes(router: Router, services: Services): void {
  router.post('/api/order/init', async (ctx) => {
    const input = parseJson(ctx, orderInitSchema);
    const { orderId, created } = await services.orders.init(input, ctx.ip);
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, orderId } satisfies OrderInitResponse;
  });

  router.get('/api/discount-codes/:code', rateLimited(services.limiter, DISCOUNT_CHECK_LIMIT), async (ctx) => {
    const { email } = ctx.query;
    const input = parseForm({ code: ctx.params.code, ...(email ? { email } : {}) }, discountCheckSchema);
    const found = await services.checkDiscountCode(input);
    // The answer depends on the code's uses and the email's orders: never from a cache.
    ctx.set('Cache-Control', 'no-store');
    if (!found) throw notFound(WIZARD_MESSAGES.discountUnknown);
    ctx.body = found satisfies DiscountCodeInfo;
  });

  router.get('/api/orders/:token', async (ctx) => {
    const view = await services.orders.view(ctx.params.token!);
    if (!view) throw notFound('Order not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = view satisfies OrderView;
  });
}
