// Promo videos (spec §2 Video Templates tab, §7): the templates (list, edit, delete), the generated videos
// (list, delete), the two ways to ask for one (from a template, with AI), and what the forms can choose from.
import type Router from '@koa/router';
import {
  aiVideoRequestSchema,
  templateVideoRequestSchema,
  VIDEO_MESSAGES,
  videoTemplateUpdateSchema,
  type GeneratedVideo,
  type VideoOptions,
  type VideoTemplate,
} from '../../../shared/schemas/video';
import { parseJson } from '../../http/body';
import { badRequest } from '../../http/errors';
import type { Services } from '../../services';

export function adminVideoRoutes(router: Router, services: Services): void {
  const { videoTemplates, generatedVideos } = services;

  router.get('/api/admin/video-templates', async (ctx) => {
    ctx.body = (await videoTemplates.list()) satisfies VideoTemplate[];
  });

  router.put('/api/admin/video-templates/:id', async (ctx) => {
    ctx.body = (await videoTemplates.update(ctx.params.id!, parseJson(ctx, videoTemplateUpdateSchema))) satisfies VideoTemplate;
  });

  router.delete('/api/admin/video-templates/:id', async (ctx) => {
    await videoTemplates.remove(ctx.params.id!);
    ctx.status = 204;
  });

  router.get('/api/admin/generated-videos', async (ctx) => {
    ctx.body = (await generatedVideos.list()) satisfies GeneratedVideo[];
  });

  router.delete('/api/admin/generated-videos/:id', async (ctx) => {
    await generatedVideos.remove(ctx.params.id!);
    ctx.status = 204;
  });

  router.post('/api/admin/generate-video', async (ctx) => {
    ctx.body = (await generatedVideos.fromTemplate(parseJson(ctx, templateVideoRequestSchema))) satisfies GeneratedVideo;
    ctx.status = 201;
  });

  router.post('/api/admin/ai-generate-video', async (ctx) => {
    // Without a key nothing else matters: say so first.
    if (!services.config.openai) throw badRequest(VIDEO_MESSAGES.aiNotConfigured);
    ctx.body = (await generatedVideos.withAi(parseJson(ctx, aiVideoRequestSchema))) satisfies GeneratedVideo;
    ctx.status = 201;
  });

  router.get('/api/admin/video-options', async (ctx) => {
    ctx.body = (await generatedVideos.options()) satisfies VideoOptions;
  });
}
