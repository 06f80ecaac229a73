// The shop's profile (Settings → Shop): GET /api/admin/shop-profile reads it with the fields still holding demo
// values; PUT changes any of its fields (each checked, none stored when one is wrong) and answers the same view.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminShopProfileRoutes(router: Router, services: Pick<Services, 'shopProfile'>): void {
  const { shopProfile } = services;

  on(router, endpoints.adminShopProfile).handle(async () => shopProfile.view());

  on(router, endpoints.adminShopProfileUpdate).handle(async (_ctx, { body }) => shopProfile.update(body));
}
