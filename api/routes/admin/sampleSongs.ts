// The admin's sample songs: list, add (multipart title, genre, audioFile), move, delete.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { ADMIN_MESSAGES, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { on } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import { multipart, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';

export function adminSampleSongRoutes(router: Router, services: Pick<Services, 'sampleSongs' | 'incomingDir'>): void {
  const { sampleSongs } = services;
  const upload = multipart({
    incomingDir: services.incomingDir,
    files: ['audioFile'],
    maxFileBytes: UPLOAD_LIMIT_BYTES,
    tooLarge: ADMIN_MESSAGES.sampleAudioSize,
  });

  on(router, endpoints.adminSampleSongs).handle(async () => sampleSongs.list());

  on(router, endpoints.adminSampleSongAdd).handle(upload, async (ctx, { body }) => {
    const audio = uploadedFile(ctx, 'audioFile');
    if (!audio) throw badRequest(ADMIN_MESSAGES.sampleFieldsMissing, 'audioFile');
    ctx.status = 201;
    return sampleSongs.add(body, audio);
  });

  on(router, endpoints.adminSampleSongMove).handle(async (_ctx, { params, body }) => sampleSongs.move(params.id, body.sortOrder));

  on(router, endpoints.adminSampleSongDelete).handle(async (ctx, { params }) => {
    await sampleSongs.remove(params.id);
    ctx.status = 204;
  });
}
