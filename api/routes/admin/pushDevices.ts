// The admin's push devices (Settings → Alerts): GET /api/admin/push/devices lists them, DELETE …/{id} forgets one.
// Subscribing is POST /api/push/subscribe with the admin target (api/routes/public/push.ts).
import type Router from '@koa/router';
import type { AdminPushDevice } from '../../../shared/admin-api-types';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export const DEVICE_NOT_FOUND = 'Device not found';

export function adminPushDeviceRoutes(router: Router, services: Services): void {
  router.get('/api/admin/push/devices', async (ctx) => {
    ctx.body = (await services.push.adminDevices(signedInAdmin(ctx))) satisfies AdminPushDevice[];
  });

  router.delete('/api/admin/push/devices/:id', async (ctx) => {
    if (!(await services.push.removeAdminDevice(ctx.params.id!))) throw notFound(DEVICE_NOT_FOUND);
    ctx.status = 204;
  });
}
