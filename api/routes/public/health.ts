// GET /api/health and GET /api/config: is the shop up, and the runtime settings the PWA needs.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function healthRoutes(router: Router, services: Pick<Services, 'health' | 'publicConfig'>): void {
  on(router, endpoints.health).handle(async (ctx) => {
    const db = await services.health();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db === 'ok' ? 200 : 503;
    return { ok: db === 'ok', db };
  });

  on(router, endpoints.config).handle(async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    return services.publicConfig();
  });
}
