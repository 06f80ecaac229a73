// GET /api/media/:id: a stored file (sample audio, delivered songs), with Range support.
import type Router from '@koa/router';
import { notFound } from '../../http/errors';
import { sendFile } from '../../http/sendFile';
import type { Services } from '../../services';

export function mediaRoutes(router: Router, services: Services): void {
  router.get('/api/media/:id', async (ctx) => {
    const file = await services.storage.find(ctx.params.id!);
    if (!file) throw notFound('File not found');
    // Stored files never change under the same id.
    await sendFile(ctx, file.path, { contentType: file.row.content_type, cacheControl: 'public, max-age=31536000, immutable' });
  });

}
