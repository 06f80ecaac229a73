// The admin's free-song submissions: list, update (multipart status, adminNotes, and for a send songFile,
// lyricsFile, message, scheduledSendAt), delete; and the reaction reminders.
import type Router from '@koa/router';
import { z } from 'zod';
import type { AdminFreeSongSubmission } from '../../../shared/admin-api-types';
import { FREE_SONG_STATUSES } from '../../../shared/enums';
import { sendCompletedFieldsSchema } from '../../../shared/schemas/admin';
import { parseForm } from '../../http/body';
import { formFields, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';
import { songUploads, withoutBlanks } from './orders';

const updateSchema = sendCompletedFieldsSchema.extend({
  status: z.enum(FREE_SONG_STATUSES, { error: 'Unknown status' }).optional(),
  /** Ours, optional: the status the admin saw (a change made meanwhile by someone else refuses this one). */
  expectedStatus: z.enum(FREE_SONG_STATUSES, { error: 'Unknown expected status' }).optional(),
});

export function adminFreeSongRoutes(router: Router, services: Services): void {
  const { adminFreeSongs } = services;

  router.get('/api/admin/free-song-submissions', async (ctx) => {
    ctx.body = (await adminFreeSongs.list()) satisfies AdminFreeSongSubmission[];
  });

  router.patch('/api/admin/free-song-submissions/:id', songUploads(services), async (ctx) => {
    const fields = parseForm(withoutBlanks(formFields(ctx)), updateSchema);
    ctx.body = (await adminFreeSongs.update(ctx.params.id!, {
      ...fields,
      song: uploadedFile(ctx, 'songFile'),
      lyrics: uploadedFile(ctx, 'lyricsFile'),
    })) satisfies AdminFreeSongSubmission;
  });

  router.post('/api/admin/send-reaction-reminders', async (ctx) => {
    ctx.body = await services.reactionReminders.sendAll();
  });

  router.delete('/api/admin/free-song-submissions/:id', async (ctx) => {
    await adminFreeSongs.remove(ctx.params.id!);
    ctx.status = 204;
  });
}
