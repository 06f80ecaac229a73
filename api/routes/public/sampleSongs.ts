// GET /api/sample-songs: the demo songs in their display order.
import Router from '@koa/router';
import type { Services } from '../../services';

export function sampleSongRoutes(services: Services) {
  const router = new Router();

  router.get('/api/sample-songs', async (ctx) => {
    const { json, etag } = await services.sampleSongs.listJson();
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = json;
  });

  return router;
}
