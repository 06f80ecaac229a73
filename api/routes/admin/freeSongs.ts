// The admin's free-song submissions: list, update (multipart status, adminNotes, and for a send songFile,
// lyricsFile, message, scheduledSendAt), delete; and the reaction reminders.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';
import { songUploads } from './orders';

export function adminFreeSongRoutes(
  router: Router,
  services: Pick<Services, 'adminFreeSongs' | 'reactionReminders' | 'incomingDir'>,
): void {
  const { adminFreeSongs } = services;

  on(router, endpoints.adminFreeSongs).handle(async () => adminFreeSongs.list());

  on(router, endpoints.adminFreeSongUpdate).handle(songUploads(services), async (ctx, { params, body }) =>
    adminFreeSongs.update(params.id, { ...body, song: uploadedFile(ctx, 'songFile'), lyrics: uploadedFile(ctx, 'lyricsFile') }),
  );

  on(router, endpoints.adminReactionReminders).handle(async () => services.reactionReminders.sendAll());

  on(router, endpoints.adminFreeSongDelete).handle(async (ctx, { params }) => {
    await adminFreeSongs.remove(params.id);
    ctx.status = 204;
  });
}
