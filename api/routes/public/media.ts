// GET /api/media/:id: a stored file (sample audio, delivered songs and lyrics), with Range support;
// `?download=1` offers it as a file under its stored, safe name.
import type Router from '@koa/router';
import { notFound } from '../../http/errors';
import { sendFile } from '../../http/sendFile';
import type { Services } from '../../services';
import { attachmentDisposition } from '../../services/uploads/fileNames';

export function mediaRoutes(router: Router, services: Services): void {
  router.get('/api/media/:id', async (ctx) => {
    const file = await services.storage.find(ctx.params.id!);
    if (!file) throw notFound('File not found');
    const download = ctx.query.download === '1';
    const ext = file.row.stored_name.split('.').pop() ?? 'bin';
    // Stored files never change under the same id.
    await sendFile(ctx, file, {
      contentType: file.row.content_type,
      cacheControl: 'public, max-age=31536000, immutable',
      ...(download ? { disposition: attachmentDisposition(file.row.original_name, ext) } : {}),
    });
  });
}
