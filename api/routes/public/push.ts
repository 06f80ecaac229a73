// POST /api/push/subscribe (a browser's PushSubscription plus what it is for) and DELETE /api/push/subscribe
// (its endpoint), both limited per address. The endpoint travels in the body only: URLs are logged.
import type Router from '@koa/router';
import type { Context } from 'koa';
import { PUSH_MESSAGES, pushSubscribeSchema, pushUnsubscribeSchema } from '../../../shared/schemas/push';
import { parseJson } from '../../http/body';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import { readRawBody } from '../../http/rawBody';
import type { Services } from '../../services';
import { AUTH_REQUIRED } from '../../services/admin/auth';
import type { RateLimit } from '../../services/rateLimits';
import type { SubscribeResult } from '../../services/push/subscriptions';

export const PUSH_SUBSCRIBE_PATH = '/api/push/subscribe';
export const PUSH_LIMIT: RateLimit = { bucket: 'push-subscribe', max: 20, windowMs: 3_600_000, message: PUSH_MESSAGES.tooMany };

const REFUSALS: Record<Exclude<SubscribeResult, { ok: true }>['refusal'], () => HttpError> = {
  unauthorized: () => new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' }),
  notFound: () => notFound(PUSH_MESSAGES.notFound),
  privateEndpoint: () => badRequest(PUSH_MESSAGES.privateEndpoint),
  invalidEndpoint: () => badRequest(PUSH_MESSAGES.endpointInvalid),
};

/** The request boundary parses no DELETE body: this one reads its small JSON body itself. */
async function readDeleteBody(ctx: Context): Promise<void> {
  if (!ctx.is('application/json')) return;
  const text = (await readRawBody(ctx, 8 * 1024)).toString('utf8');
  try {
    (ctx.request as { body?: unknown }).body = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

export function pushRoutes(router: Router, services: Services): void {
  const limit = rateLimited(services.limiter, PUSH_LIMIT);

  router.post(PUSH_SUBSCRIBE_PATH, limit, async (ctx) => {
    const input = parseJson(ctx, pushSubscribeSchema);
    const result = await services.push.subscribe(input, ctx.get('Authorization') || undefined);
    if (!result.ok) throw REFUSALS[result.refusal]();
    ctx.status = result.created ? 201 : 200;
    ctx.body = { subscribed: true };
  });

  router.delete(PUSH_SUBSCRIBE_PATH, limit, async (ctx) => {
    await readDeleteBody(ctx);
    const { endpoint } = parseJson(ctx, pushUnsubscribeSchema);
    await services.push.unsubscribe(endpoint);
    ctx.status = 204;
  });
}
