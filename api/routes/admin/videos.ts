// Promo videos (spec §2 Video Templates tab, §7): the templates (list, edit, delete), the generated videos
// (list, delete), the two ways to ask for one (from a template, with AI), and what the forms can choose from.
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { VIDEO_MESSAGES } from '../../../shared/schemas/video';
import { on } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';

export function adminVideoRoutes(router: Router, services: Pick<Services, 'videoTemplates' | 'generatedVideos' | 'config'>): void {
  const { videoTemplates, generatedVideos } = services;
  // Without a key nothing else matters: say so before the request is read.
  const aiConfigured: RouterMiddleware = (_ctx, next) => {
    if (!services.config.openai) throw badRequest(VIDEO_MESSAGES.aiNotConfigured);
    return next();
  };

  on(router, endpoints.adminVideoTemplates).handle(async () => videoTemplates.list());

  on(router, endpoints.adminVideoTemplateUpdate).handle(async (_ctx, { params, body }) => videoTemplates.update(params.id, body));

  on(router, endpoints.adminVideoTemplateDelete).handle(async (ctx, { params }) => {
    await videoTemplates.remove(params.id);
    ctx.status = 204;
  });

  on(router, endpoints.adminGeneratedVideos).handle(async () => generatedVideos.list());

  on(router, endpoints.adminGeneratedVideoDelete).handle(async (ctx, { params }) => {
    await generatedVideos.remove(params.id);
    ctx.status = 204;
  });

  on(router, endpoints.adminGenerateVideo).handle(async (ctx, { body }) => {
    ctx.status = 201;
    return generatedVideos.fromTemplate(body);
  });

  on(router, endpoints.adminAiGenerateVideo).handle(aiConfigured, async (ctx, { body }) => {
    ctx.status = 201;
    return generatedVideos.withAi(body);
  });

  on(router, endpoints.adminVideoOptions).handle(async () => generatedVideos.options());
}
