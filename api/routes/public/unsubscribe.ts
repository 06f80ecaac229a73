// One-click unsubscribe (RFC 8058): mail clients POST to the List-Unsubscribe address (token in the query,
// body "List-Unsubscribe=One-Click"); the /unsubscribe page reads the token's address and POSTs the same.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

const INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBE_LIMIT: RateLimit = { bucket: 'unsubscribe', max: 30, windowMs: 3_600_000, message: 'Too many requests from your connection. Please try again later.' };

/** The query's token, else a JSON body's (a mail client's form body carries none). */
function tokenOf(queryToken: string | undefined, body: unknown): string {
  const fromBody = body !== null && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  const token = queryToken ?? fromBody;
  return typeof token === 'string' ? token : '';
}

export function unsubscribeRoutes(router: Router, services: Pick<Services, 'unsubscribes' | 'limiter'>): void {
  const { unsubscribes } = services;

  on(router, endpoints.unsubscribeStatus).handle(async (ctx, { query }) => {
    const status = await unsubscribes.status(tokenOf(query.token, undefined));
    if (!status) throw notFound(INVALID);
    ctx.set('Cache-Control', 'no-store');
    return status;
  });

  on(router, endpoints.unsubscribe).handle(rateLimited(services.limiter, UNSUBSCRIBE_LIMIT), async (ctx, { query }) => {
    const token = tokenOf(query.token, (ctx.request as { body?: unknown }).body);
    if (!(await unsubscribes.unsubscribe(token))) throw notFound(INVALID);
    return { unsubscribed: true };
  });
}
