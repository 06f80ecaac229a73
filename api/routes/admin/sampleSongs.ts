// The admin's sample songs: list, add (multipart title, genre, audioFile), move, delete.
import type Router from '@koa/router';
import type { SampleSong } from '../../../shared/api-types';
import { ADMIN_MESSAGES, reorderSchema, sampleSongFieldsSchema, UPLOAD_LIMIT_BYTES } from '../../../shared/schemas/admin';
import { parseForm, parseJson } from '../../http/body';
import { badRequest } from '../../http/errors';
import { formFields, multipart, uploadedFile } from '../../http/multipart';
import type { Services } from '../../services';

export function adminSampleSongRoutes(router: Router, services: Services): void {
  const { sampleSongs } = services;
  const upload = multipart({
    incomingDir: services.incomingDir,
    files: ['audioFile'],
    maxFileBytes: UPLOAD_LIMIT_BYTES,
    tooLarge: ADMIN_MESSAGES.sampleAudioSize,
  });

  router.get('/api/admin/sample-songs', async (ctx) => {
    ctx.body = (await sampleSongs.list()) satisfies SampleSong[];
  });

  // sortOrder may be sent (the spec's form does) and is ignored: a new song goes last.
  router.post('/api/admin/sample-songs', upload, async (ctx) => {
    const fields = parseForm(formFields(ctx), sampleSongFieldsSchema);
    const audio = uploadedFile(ctx, 'audioFile');
    if (!audio) throw badRequest(ADMIN_MESSAGES.sampleFieldsMissing);
    ctx.status = 201;
    ctx.body = (await sampleSongs.add(fields, audio)) satisfies SampleSong;
  });

  router.patch('/api/admin/sample-songs/:id/order', async (ctx) => {
    const { sortOrder } = parseJson(ctx, reorderSchema);
    ctx.body = (await sampleSongs.move(ctx.params.id!, sortOrder)) satisfies SampleSong[];
  });

  router.delete('/api/admin/sample-songs/:id', async (ctx) => {
    await sampleSongs.remove(ctx.params.id!);
    ctx.status = 204;
  });
}
