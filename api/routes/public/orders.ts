// POST /api/order/init (the wizard's submit) and GET /api/orders/:token (the order page, no login).
import type Router from '@koa/router';
import type { OrderInitResponse, OrderView } from '../../../shared/api-types';
import { orderInitSchema } from '../../../shared/schemas/order';
import { parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

export function orderRoutes(router: Router, services: Services): void {
  router.post('/api/order/init', async (ctx) => {
    const input = parseJson(ctx, orderInitSchema);
    const { orderId, created } = await services.orders.init(input);
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, orderId } satisfies OrderInitResponse;
  });

  router.get('/api/orders/:token', async (ctx) => {
    const view = await services.orders.view(ctx.params.token!);
    if (!view) throw notFound('Order not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = view satisfies OrderView;
  });
}
