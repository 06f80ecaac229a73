// The photo slideshow video on the order page (issue 25): the buyer's photos (multipart `photo`, one or several
// files, refused before their bytes are read when the order may not take them; 15 MB each, judged while they
// stream in), a photo's thumbnail, removing one, their order, and the video asked for by the buyer. Every change is
// limited per address.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { SLIDESHOW_LIMITS, SLIDESHOW_MESSAGES } from '../../../shared/schemas/slideshow';
import { on, SENT } from '../../http/endpoint';
import { multipart, uploadedFiles } from '../../http/multipart';
import { rateLimited } from '../../http/rateLimit';
import { sendFile } from '../../http/sendFile';
import type { Services } from '../../services';
import type { RateLimit } from '../../services/rateLimits';

/** Uploads per address: a phone sends a photo a request, so twenty photos and their retries fit many times over. */
export const PHOTO_UPLOAD_LIMIT: RateLimit = { bucket: 'photo-upload', max: 120, windowMs: 3_600_000, message: SLIDESHOW_MESSAGES.tooManyUploads };
/** Removals, reorders and the buyer's render request per address. */
export const PHOTO_CHANGE_LIMIT: RateLimit = { bucket: 'photo-change', max: 300, windowMs: 3_600_000, message: SLIDESHOW_MESSAGES.tooManyChanges };

export function slideshowRoutes(router: Router, services: Pick<Services, 'slideshows' | 'limiter' | 'incomingDir'>): void {
  const { slideshows } = services;
  const changeLimit = rateLimited(services.limiter, PHOTO_CHANGE_LIMIT);

  on(router, endpoints.orderPhotoUpload).handle(
    rateLimited(services.limiter, PHOTO_UPLOAD_LIMIT),
    async (ctx, next) => {
      await slideshows.assertUploadable(ctx.params.token!);
      await next();
    },
    multipart({
      incomingDir: services.incomingDir,
      files: ['photo'],
      maxCount: SLIDESHOW_LIMITS.maxPhotos,
      maxFileBytes: SLIDESHOW_LIMITS.photoBytes,
      tooLarge: SLIDESHOW_MESSAGES.fileSize,
      tooMany: SLIDESHOW_MESSAGES.tooManyAtOnce,
    }),
    async (ctx, { params }) => {
      const slideshow = await slideshows.upload(params.token, uploadedFiles(ctx, 'photo'));
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      return slideshow;
    },
  );

  on(router, endpoints.orderPhoto).handle(async (ctx, { params }) => {
    const file = await slideshows.thumbnail(params.token, params.id);
    // A photo's id never names other bytes; only this browser keeps it (it is the buyer's).
    await sendFile(ctx, file, { contentType: file.row.content_type, cacheControl: 'private, max-age=86400' });
    return SENT;
  });

  on(router, endpoints.orderPhotoDelete).handle(changeLimit, async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return slideshows.remove(params.token, params.id);
  });

  on(router, endpoints.orderPhotoOrder).handle(changeLimit, async (ctx, { params, body }) => {
    ctx.set('Cache-Control', 'no-store');
    return slideshows.reorder(params.token, body.ids);
  });

  on(router, endpoints.orderSlideshowRender).handle(changeLimit, async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return slideshows.renderForBuyer(params.token);
  });
}
