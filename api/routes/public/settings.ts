// GET /api/settings/:key: a public setting (404 when it has no row).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

export function settingRoutes(router: Router, services: Pick<Services, 'settings'>): void {
  on(router, endpoints.publicSetting).handle(async (ctx, { params }) => {
    const setting = await services.settings.getPublic(params.key);
    if (!setting) throw notFound('Setting not found');
    ctx.set('Cache-Control', 'no-cache');
    return setting;
  });
}
