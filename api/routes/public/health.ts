// GET /api/health and GET /api/config: is the shop up, and the runtime settings the PWA needs.
import type Router from '@koa/router';
import type { Services } from '../../services';

export function healthRoutes(router: Router, services: Services): void {
  router.get('/api/health', async (ctx) => {
    const db = await services.health();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db === 'ok' ? 200 : 503;
    ctx.body = { ok: db === 'ok', db };
  });

  router.get('/api/config', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await services.publicConfig();
  });

}
