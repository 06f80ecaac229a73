// The free-song promotion: the spots count, applying (POST, limited per address), and the reaction page's
// details and upload (multipart `video` and `message`, refused before its bytes are read when the
// submission is unknown or its song not delivered; 50 MB enforced while streaming).
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints } from '../../../shared/api/endpoints';
import { REACTION_LIMITS, REACTION_MESSAGES } from '../../../shared/schemas/freeSong';
import { on } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import { multipart, uploadedFile } from '../../http/multipart';
import { rateLimited } from '../../http/rateLimit';
import type { Services } from '../../services';
import { REACTION_UPLOAD_LIMIT } from '../../services/freeSongs/reactions';

/** A missing video is named before the message is judged, as the reaction page asks for them. */
const videoRequired: Middleware = async (ctx, next) => {
  if (!uploadedFile(ctx, 'video')) throw badRequest(REACTION_MESSAGES.fileMissing, 'video');
  await next();
};

export function freeSongRoutes(router: Router, services: Pick<Services, 'freeSongs' | 'reactions' | 'limiter' | 'incomingDir'>): void {
  const { freeSongs, reactions } = services;

  on(router, endpoints.freeSongCount).handle(async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return freeSongs.count();
  });

  on(router, endpoints.freeSongSubmit).handle(async (ctx, { body }) => {
    const { submission, created } = await freeSongs.submit(body, ctx.ip);
    ctx.status = created ? 201 : 200;
    return submission;
  });

  on(router, endpoints.reactionDetails).handle(async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return reactions.details(params.id);
  });

  on(router, endpoints.reactionUpload).handle(
    rateLimited(services.limiter, REACTION_UPLOAD_LIMIT),
    async (ctx, next) => {
      await reactions.assertUploadable(ctx.params.id!);
      await next();
    },
    multipart({ incomingDir: services.incomingDir, files: ['video'], maxFileBytes: REACTION_LIMITS.videoBytes, tooLarge: REACTION_MESSAGES.fileSize }),
    videoRequired,
    async (ctx, { params, body }) => {
      const { receivedAt } = await reactions.upload(params.id, uploadedFile(ctx, 'video'), body);
      ctx.status = 201;
      return { success: true, message: REACTION_MESSAGES.success, receivedAt };
    },
  );
}
