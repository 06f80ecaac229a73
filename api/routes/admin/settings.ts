// Application settings (the free-song link) and the offers editor (price and delivery per page).
import type Router from '@koa/router';
import type { Setting } from '../../../shared/api-types';
import type { Offer, Offers } from '../../../shared/offers';
import { offerPageSchema, offerUpdateSchema, settingUpdateSchema } from '../../../shared/schemas/admin';
import { parseJson } from '../../http/body';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

const SETTING_NOT_FOUND = 'Setting not found';

export function adminSettingRoutes(router: Router, services: Services): void {
  const { settings, offers } = services;

  router.get('/api/admin/settings/:key', async (ctx) => {
    const setting = await settings.getForAdmin(ctx.params.key!);
    if (!setting) throw notFound(SETTING_NOT_FOUND);
    ctx.body = setting satisfies Setting;
  });

  router.put('/api/admin/settings/:key', async (ctx) => {
    const key = ctx.params.key!;
    if (!settings.isAdminKey(key)) throw notFound(SETTING_NOT_FOUND);
    const { value, description } = parseJson(ctx, settingUpdateSchema);
    ctx.body = (await settings.update(key, value, description)) satisfies Setting;
  });

  router.get('/api/admin/offers', async (ctx) => {
    ctx.body = (await offers.all()) satisfies Offers;
  });

  router.put('/api/admin/offers/:page', async (ctx) => {
    const page = offerPageSchema.safeParse(ctx.params.page);
    if (!page.success) throw notFound('Unknown page');
    ctx.body = (await offers.update(page.data, parseJson(ctx, offerUpdateSchema))) satisfies Offer;
  });
}
