// The recipient's song page (no login: the delivery token is the key): GET /api/songs/:token and the
// one revision request, POST /api/songs/:token/revision (limited per address: each mails the admin, and
// wrong tokens are guesses).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import { SONG_NOT_FOUND } from '../../services/delivery/deliveries';
import type { RateLimit } from '../../services/rateLimits';

/** A song takes one revision request (a second is refused): ten an hour leaves room for retries and a family's songs. */
export const REVISION_LIMIT: RateLimit = { bucket: 'revision', max: 10, windowMs: 3_600_000, message: 'Too many revision requests from your connection. Please try again later.' };

export function songRoutes(router: Router, services: Pick<Services, 'deliveries' | 'limiter'>): void {
  on(router, endpoints.song).handle(async (ctx, { params }) => {
    const view = await services.deliveries.view(params.token);
    if (!view) throw notFound(SONG_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    return view;
  });

  on(router, endpoints.songRevision).handle(rateLimited(services.limiter, REVISION_LIMIT), async (ctx, { params, body }) => {
    ctx.status = 201;
    return services.deliveries.requestRevision(params.token, body.note);
  });
}
