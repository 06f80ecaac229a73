// GET /api/media/:id: a stored file (sample audio, delivered songs and lyrics), with Range support;
// `?download=1` offers it as a file under its stored, safe name.
import type Router from '@koa/router';
import { notFound } from '../../http/errors';
import { sendFile } from '../../http/sendFile';
import type { Services } from '../../services';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string | null, fallbackExt: string): string {
  const base = (name ?? '').replace(/[\u0000-\u001f\u007f"\\/]+/g, ' ').trim() || `download.${fallbackExt}`;
  const ascii = base.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/\s+/g, ' ').trim() || `download.${fallbackExt}`;
  const exact = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

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
