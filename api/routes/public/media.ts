// GET /api/media/:id: a stored file, with Range support; `?download=1` offers it as a file under its stored, safe
// name. Sample audio and delivered songs and lyrics are served to anyone holding their address; every other
// file only to a signed-in admin (its token, or `expires` and `signature` from an address the admin API signed).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on, SENT } from '../../http/endpoint';
import { HttpError, notFound } from '../../http/errors';
import { sendFile } from '../../http/sendFile';
import type { Services } from '../../services';
import { attachmentDisposition } from '../../services/uploads/fileNames';

const FILE_NOT_FOUND = 'File not found';
export const LINK_EXPIRED = 'This link has expired or is not valid: open the file again from the admin page';

export function mediaRoutes(router: Router, services: Pick<Services, 'storage' | 'mediaAccess'>): void {
  on(router, endpoints.media).handle(async (ctx, { params, query }) => {
    const file = await services.storage.find(params.id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    const verdict = await services.mediaAccess.verdict(file.row.id, {
      authorization: ctx.get('Authorization') || undefined,
      expires: query.expires,
      signature: query.signature,
    });
    // Without credentials an admin-only file answers as a missing one would: its address says nothing.
    if (verdict === 'refused') throw notFound(FILE_NOT_FOUND);
    if (verdict === 'expired') throw new HttpError(403, LINK_EXPIRED);
    const download = query.download === '1';
    const ext = file.row.stored_name.split('.').pop() ?? 'bin';
    await sendFile(ctx, file, {
      contentType: file.row.content_type,
      // Stored files never change under the same id; an admin-only one is kept by no cache but the browser's own.
      cacheControl: verdict === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      ...(download ? { disposition: attachmentDisposition(file.row.original_name, ext) } : {}),
    });
    return SENT;
  });
}
