// GET /api/sample-songs: the demo songs in their display order. The list is read far more often than it changes:
// it is kept serialised and compressed until the service says it changed.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import type { SampleSong } from '../../../shared/api-types';
import { encodeBody, sendEncoded, type EncodedBody } from '../../http/encoded';
import { on, SENT } from '../../http/endpoint';
import type { Services } from '../../services';

export function sampleSongRoutes(router: Router, services: Pick<Services, 'sampleSongs'>): void {
  let cached: { version: number; body: EncodedBody } | undefined;

  on(router, endpoints.sampleSongs).handle(async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    const version = services.sampleSongs.version();
    if (cached?.version !== version) {
      const songs: SampleSong[] = await services.sampleSongs.list();
      cached = { version, body: encodeBody(Buffer.from(JSON.stringify(songs))) };
    }
    sendEncoded(ctx, cached.body, 'application/json; charset=utf-8');
    return SENT;
  });
}
