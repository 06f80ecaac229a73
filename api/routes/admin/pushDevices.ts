// The admin's push devices (Settings → Alerts): GET /api/admin/push/devices lists them, DELETE …/{id} forgets one.
// Subscribing is POST /api/push/subscribe with the admin target (api/routes/public/push.ts).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export const DEVICE_NOT_FOUND = 'Device not found';

export function adminPushDeviceRoutes(router: Router, services: Pick<Services, 'push'>): void {
  on(router, endpoints.adminPushDevices).handle(async (ctx) => services.push.adminDevices(signedInAdmin(ctx)));

  on(router, endpoints.adminPushDeviceDelete).handle(async (ctx, { params }) => {
    if (!(await services.push.removeAdminDevice(params.id))) throw notFound(DEVICE_NOT_FOUND);
    ctx.status = 204;
  });
}
