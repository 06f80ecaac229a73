// POST /api/order/init (the wizard's submit), GET /api/discount-codes/:code (the wizard's price before it) and
// GET /api/orders/:token (the order page, no login).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { discountCheckSchema } from '../../../shared/schemas/discountCode';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { parseForm } from '../../http/body';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';
import { ORDER_NOT_FOUND } from '../../services/orders/lyricsApproval';
import { LYRICS_MESSAGES } from '../../../shared/lyrics';

/** The wizard asks once a pause in typing: plenty for a person, too few to probe codes or who has paid before. */
const DISCOUNT_CHECK_LIMIT: RateLimit = { bucket: 'discount-check', max: 60, windowMs: 3_600_000, message: 'Too many discount code checks from your connection. Please try again later.' };

/** The buyer answers a draft once (twice with the change): a few answers an hour are plenty, and no script tries tokens. */
export const LYRICS_ANSWER_LIMIT: RateLimit = { bucket: 'lyrics-answer', max: 10, windowMs: 3_600_000, message: LYRICS_MESSAGES.tooMany };

export function orderRoutes(router: Router, services: Pick<Services, 'orders' | 'checkDiscountCode' | 'limiter' | 'lyrics'>): void {
  on(router, endpoints.orderInit).handle(async (ctx, { body }) => {
    const { orderId, created } = await services.orders.init(body, ctx.ip);
    ctx.status = created ? 201 : 200;
    return { success: true, orderId };
  });

  on(router, endpoints.discountCode).handle(rateLimited(services.limiter, DISCOUNT_CHECK_LIMIT), async (ctx, { params, query }) => {
    // The code and the e-mail are checked together, by the order form's own rules.
    const input = parseForm({ code: params.code, ...(query.email ? { email: query.email } : {}) }, discountCheckSchema);
    const found = await services.checkDiscountCode(input);
    // The answer depends on the code's uses and the email's orders: never from a cache.
    ctx.set('Cache-Control', 'no-store');
    if (!found) throw notFound(WIZARD_MESSAGES.discountUnknown);
    return found;
  });

  on(router, endpoints.orderLyricsAnswer).handle(rateLimited(services.limiter, LYRICS_ANSWER_LIMIT), async (ctx, { params, body }) => {
    await services.lyrics.answer(params.token, body);
    const view = await services.orders.view(params.token);
    if (!view) throw notFound(ORDER_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    return view;
  });

  on(router, endpoints.orderView).handle(async (ctx, { params }) => {
    const view = await services.orders.view(params.token);
    if (!view) throw notFound('Order not found');
    ctx.set('Cache-Control', 'no-store');
    return view;
  });
}
