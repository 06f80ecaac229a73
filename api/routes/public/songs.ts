// The recipient's song page (no login: the delivery token is the key): GET /api/songs/:token and the
// one revision request, POST /api/songs/:token/revision.
import type Router from '@koa/router';
import type { SongView } from '../../../shared/admin-api-types';
import { revisionRequestSchema } from '../../../shared/schemas/admin';
import { parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { SONG_NOT_FOUND } from '../../services/delivery/deliveries';

export function songRoutes(router: Router, services: Services): void {
  router.get('/api/songs/:token', async (ctx) => {
    const view = await services.deliveries.view(ctx.params.token!);
    if (!view) throw notFound(SONG_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = view satisfies SongView;
  });

  router.post('/api/songs/:token/revision', async (ctx) => {
    const { note } = parseJson(ctx, revisionRequestSchema);
    ctx.status = 201;
    ctx.body = await services.deliveries.requestRevision(ctx.params.token!, note);
  });
}
