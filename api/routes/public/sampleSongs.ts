// GET /api/sample-songs: the demo songs in their display order.
import type Router from '@koa/router';
import { sendEncoded } from '../../http/encoded';
import type { Services } from '../../services';

export function sampleSongRoutes(router: Router, services: Services): void {
  router.get('/api/sample-songs', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    sendEncoded(ctx, await services.sampleSongs.listEncoded(), 'application/json; charset=utf-8');
  });

}
