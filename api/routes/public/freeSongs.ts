// The free-song promotion: the spots count, applying (POST, limited per address), and the reaction page's
// details and upload (multipart `video` and `message`, refused before its bytes are read when the
// submission is unknown or its song not delivered; 50 MB enforced while streaming).
import type Router from '@koa/router';
import { z } from 'zod';
import { REACTION_LIMITS, REACTION_MESSAGES, type FreeSongCount, type FreeSongSubmitted, type ReactionDetails } from '../../../shared/schemas/freeSong';
import { parseJson } from '../../http/body';
import { formFields, multipart, uploadedFile } from '../../http/multipart';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import { REACTION_UPLOAD_LIMIT } from '../../services/freeSongs/reactions';

export function freeSongRoutes(router: Router, services: Services): void {
  const { freeSongs, reactions } = services;

  router.get('/api/free-song-submissions/count', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await freeSongs.count()) satisfies FreeSongCount;
  });

  router.post('/api/free-song-submissions', async (ctx) => {
    // The shared check names every missing field at once, so the body reaches the service whole.
    const input = parseJson(ctx, z.record(z.string(), z.unknown()));
    const { submission, created } = await freeSongs.submit(input, ctx.ip);
    ctx.status = created ? 201 : 200;
    ctx.body = submission satisfies FreeSongSubmitted;
  });

  router.get('/api/free-song-submissions/:id/reaction-details', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await reactions.details(ctx.params.id!)) satisfies ReactionDetails;
  });

  router.post(
    '/api/free-song-submissions/:id/reaction-video',
    rateLimited(services.limiter, REACTION_UPLOAD_LIMIT),
    async (ctx, next) => {
      await reactions.assertUploadable(ctx.params.id!);
      await next();
    },
    multipart({ incomingDir: services.incomingDir, files: ['video'], maxFileBytes: REACTION_LIMITS.videoBytes, tooLarge: REACTION_MESSAGES.fileSize }),
    async (ctx) => {
      const { receivedAt } = await reactions.upload(ctx.params.id!, uploadedFile(ctx, 'video'), formFields(ctx));
      ctx.status = 201;
      ctx.body = { success: true, message: REACTION_MESSAGES.success, receivedAt };
    },
  );
}
