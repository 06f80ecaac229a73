// The admin's free-song submissions: list, update (multipart status, adminNotes, and for a send songFile,
// lyricsFile, message, scheduledSendAt), delete; and the reaction reminders.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';
import { ownWorkOnly, songUploads } from './orders';

export function adminFreeSongRoutes(
  router: Router,
  services: Pick<Services, 'adminFreeSongs' | 'assignments' | 'reactionReminders' | 'incomingDir'>,
): void {
  const { adminFreeSongs, assignments } = services;
  const table = 'free_song_submissions';
  /** The submission as the signed-in person may see it (a musician: their own, without the applicant's e-mail). */
  const shown = async (ctx: Context, submission: Promise<AdminFreeSongSubmission>) =>
    assignments.shownOne(signedInAdmin(ctx), table, await submission);

  on(router, endpoints.adminFreeSongs).handle(async (ctx) => assignments.shown(signedInAdmin(ctx), table, await adminFreeSongs.list()));

  on(router, endpoints.adminFreeSongUpdate).handle(ownWorkOnly(services, table), songUploads(services), async (ctx, { params, body }) =>
    shown(ctx, adminFreeSongs.update(params.id, { ...body, song: uploadedFile(ctx, 'songFile'), lyrics: uploadedFile(ctx, 'lyricsFile') })),
  );

  // Issue 26: who makes it (owner only), accepted or handed back by the assigned musician.
  on(router, endpoints.adminFreeSongAssign).handle(async (ctx, { params, body }) => {
    await assignments.assign(table, params.id, body.assigneeId, body.expectedAssigneeId);
    return shown(ctx, adminFreeSongs.get(params.id));
  });

  on(router, endpoints.adminFreeSongAccept).handle(async (ctx, { params }) => {
    await assignments.accept(signedInAdmin(ctx), table, params.id);
    return shown(ctx, adminFreeSongs.get(params.id));
  });

  on(router, endpoints.adminFreeSongHandBack).handle(async (ctx, { params }) => {
    await assignments.handBack(signedInAdmin(ctx), table, params.id);
    ctx.status = 204;
  });

  on(router, endpoints.adminReactionReminders).handle(async () => services.reactionReminders.sendAll());

  on(router, endpoints.adminFreeSongDelete).handle(async (ctx, { params }) => {
    await adminFreeSongs.remove(params.id);
    ctx.status = 204;
  });
}
