// GET /api/sample-songs: the demo songs in their display order. The list is read far more often than it changes:
// it is kept serialised and compressed until the service says it changed.
import type Router from '@koa/router';
import { encodeBody, sendEncoded, type EncodedBody } from '../../http/encoded';
import type { Services } from '../../services';

export function sampleSongRoutes(router: Router, services: Services): void {
  let cached: { version: number; body: EncodedBody } | undefined;

  router.get('/api/sample-songs', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    const version = services.sampleSongs.version();
    if (cached?.version !== version) cached = { version, body: encodeBody(Buffer.from(JSON.stringify(await services.sampleSongs.list()))) };
    sendEncoded(ctx, cached.body, 'application/json; charset=utf-8');
  });
}
