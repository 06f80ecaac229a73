// The shop's profile (Settings → Shop): GET /api/admin/shop-profile reads it with the fields still holding demo
// values; PUT changes any of its fields (each checked, none stored when one is wrong) and answers the same view.
import type Router from '@koa/router';
import type { AdminShopProfile } from '../../../shared/admin-api-types';
import { shopProfileUpdateSchema } from '../../../shared/schemas/shopProfile';
import { parseJson } from '../../http/body';
import type { Services } from '../../services';

export function adminShopProfileRoutes(router: Router, services: Pick<Services, 'shopProfile'>): void {
  const { shopProfile } = services;

  router.get('/api/admin/shop-profile', async (ctx) => {
    ctx.body = (await shopProfile.view()) satisfies AdminShopProfile;
  });

  router.put('/api/admin/shop-profile', async (ctx) => {
    ctx.body = (await shopProfile.update(parseJson(ctx, shopProfileUpdateSchema))) satisfies AdminShopProfile;
  });
}
