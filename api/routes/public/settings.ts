// GET /api/settings/:key: a public setting (404 when it has no row).
import type Router from '@koa/router';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

export function settingRoutes(router: Router, services: Services): void {
  router.get('/api/settings/:key', async (ctx) => {
    const setting = await services.settings.getPublic(ctx.params.key!);
    if (!setting) throw notFound('Setting not found');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = setting;
  });

}
