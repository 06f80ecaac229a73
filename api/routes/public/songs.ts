// The recipient's song page (no login: the delivery token is the key): GET /api/songs/:token and the
// one revision request, POST /api/songs/:token/revision (limited per address: each mails the admin, and
// wrong tokens are guesses).
import type Router from '@koa/router';
import type { SongView } from '../../../shared/admin-api-types';
import { revisionRequestSchema } from '../../../shared/schemas/admin';
import { parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import { SONG_NOT_FOUND } from '../../services/delivery/deliveries';
import type { RateLimit } from '../../services/rateLimits';

/** A song takes one revision request (a second is refused): ten an hour leaves room for retries and a family's songs. */
export const REVISION_LIMIT: RateLimit = { bucket: 'revision', max: 10, windowMs: 3_600_000, message: 'Too many revision requests from your connection. Please try again later.' };

export function songRoutes(router: Router, services: Services): void {
  router.get('/api/songs/:token', async (ctx) => {
    const view = await services.deliveries.view(ctx.params.token!);
    if (!view) throw notFound(SONG_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = view satisfies SongView;
  });

  router.post('/api/songs/:token/revision', rateLimited(services.limiter, REVISION_LIMIT), async (ctx) => {
    const { note } = parseJson(ctx, revisionRequestSchema);
    ctx.status = 201;
    ctx.body = await services.deliveries.requestRevision(ctx.params.token!, note);
  });
}
