// POST /api/push/subscribe (a browser's PushSubscription plus what it is for) and DELETE /api/push/subscribe
// (its endpoint), both limited per address. The endpoint travels in the body only: URLs are logged.
import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { endpoints } from '../../../shared/api/endpoints';
import { PUSH_MESSAGES } from '../../../shared/schemas/push';
import { on } from '../../http/endpoint';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import { readRawBody } from '../../http/rawBody';
import type { Services } from '../../services';
import { AUTH_REQUIRED } from '../../services/admin/auth';
import type { RateLimit } from '../../services/rateLimits';
import type { SubscribeResult } from '../../services/push/subscriptions';

export const PUSH_LIMIT: RateLimit = { bucket: 'push-subscribe', max: 20, windowMs: 3_600_000, message: PUSH_MESSAGES.tooMany };

const REFUSALS: Record<Exclude<SubscribeResult, { ok: true }>['refusal'], () => HttpError> = {
  unauthorized: () => new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' }),
  notFound: () => notFound(PUSH_MESSAGES.notFound),
  privateEndpoint: () => badRequest(PUSH_MESSAGES.privateEndpoint, 'endpoint'),
  invalidEndpoint: () => badRequest(PUSH_MESSAGES.endpointInvalid, 'endpoint'),
};

/** The request boundary parses no DELETE body: this one reads its small JSON body itself. */
async function readDeleteBody(ctx: Context, next: Next): Promise<void> {
  if (!ctx.is('application/json')) return next();
  const text = (await readRawBody(ctx, 8 * 1024)).toString('utf8');
  try {
    (ctx.request as { body?: unknown }).body = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  await next();
}

export function pushRoutes(router: Router, services: Pick<Services, 'push' | 'limiter'>): void {
  const limit = rateLimited(services.limiter, PUSH_LIMIT);

  on(router, endpoints.pushSubscribe).handle(limit, async (ctx, { body }) => {
    const result = await services.push.subscribe(body, ctx.get('Authorization') || undefined);
    if (!result.ok) throw REFUSALS[result.refusal]();
    ctx.status = result.created ? 201 : 200;
    return { subscribed: true };
  });

  on(router, endpoints.pushUnsubscribe).handle(limit, readDeleteBody, async (ctx, { body }) => {
    await services.push.unsubscribe(body.endpoint);
    ctx.status = 204;
  });
}
