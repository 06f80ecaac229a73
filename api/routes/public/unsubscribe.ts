// One-click unsubscribe (RFC 8058): mail clients POST to the List-Unsubscribe address (token in the query,
// body "List-Unsubscribe=One-Click"); the /unsubscribe page reads the token's address and POSTs the same.
import type Router from '@koa/router';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

const INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBE_LIMIT: RateLimit = { bucket: 'unsubscribe', max: 30, windowMs: 3_600_000, message: 'Too many requests from your connection. Please try again later.' };

function tokenOf(query: Record<string, unknown>, body: unknown): string {
  const fromBody = body !== null && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  const token = typeof query.token === 'string' ? query.token : fromBody;
  return typeof token === 'string' ? token : '';
}

export function unsubscribeRoutes(router: Router, services: Services): void {
  const { unsubscribes } = services;

  router.get('/api/unsubscribe', async (ctx) => {
    const status = await unsubscribes.status(tokenOf(ctx.query, undefined));
    if (!status) throw notFound(INVALID);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = status;
  });

  router.post('/api/unsubscribe', rateLimited(services.limiter, UNSUBSCRIBE_LIMIT), async (ctx) => {
    const token = tokenOf(ctx.query, (ctx.request as { body?: unknown }).body);
    if (!(await unsubscribes.unsubscribe(token))) throw notFound(INVALID);
    ctx.body = { unsubscribed: true };
  });
}
