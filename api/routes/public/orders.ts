// POST /api/order/init (the wizard's submit), GET /api/discount-codes/:code (the wizard's price before it) and
// GET /api/orders/:token (the order page, no login).
import type Router from '@koa/router';
import type { DiscountCodeInfo, OrderInitResponse, OrderView } from '../../../shared/api-types';
import { discountCheckSchema } from '../../../shared/schemas/discountCode';
import { orderInitSchema, WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { parseForm, parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

export function orderRoutes(router: Router, services: Services): void {
  router.post('/api/order/init', async (ctx) => {
    const input = parseJson(ctx, orderInitSchema);
    const { orderId, created } = await services.orders.init(input);
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, orderId } satisfies OrderInitResponse;
  });

  router.get('/api/discount-codes/:code', async (ctx) => {
    const { email } = ctx.query;
    const input = parseForm({ code: ctx.params.code, ...(email ? { email } : {}) }, discountCheckSchema);
    const found = await services.payments.checkDiscountCode(input);
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
