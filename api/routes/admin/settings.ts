// Application settings (the free-song link) and the offers editor (price and delivery per page).
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { isOfferPage, type OfferPage } from '../../../shared/offers';
import { on } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';

const SETTING_NOT_FOUND = 'Setting not found';

/** The page an offer belongs to, from the path: an unknown one is no address of ours. */
function offerPage(page: string | undefined): OfferPage {
  if (!isOfferPage(page)) throw notFound('Unknown page');
  return page;
}

export function adminSettingRoutes(router: Router, services: Pick<Services, 'settings' | 'offers'>): void {
  const { settings, offers } = services;
  // An unknown key or page is a 404 whatever the body says: judged before the body is read.
  const adminKeyOnly: RouterMiddleware = (ctx, next) => {
    if (!settings.isAdminKey(ctx.params.key!)) throw notFound(SETTING_NOT_FOUND);
    return next();
  };
  const knownPageOnly: RouterMiddleware = (ctx, next) => {
    offerPage(ctx.params.page);
    return next();
  };

  on(router, endpoints.adminSetting).handle(async (_ctx, { params }) => {
    const setting = await settings.getForAdmin(params.key);
    if (!setting) throw notFound(SETTING_NOT_FOUND);
    return setting;
  });

  on(router, endpoints.adminSettingUpdate).handle(adminKeyOnly, async (_ctx, { params, body }) =>
    settings.update(params.key, body.value, body.description),
  );

  on(router, endpoints.adminOffers).handle(async () => offers.all());

  on(router, endpoints.adminOfferUpdate).handle(knownPageOnly, async (_ctx, { params, body }) =>
    offers.update(offerPage(params.page), body),
  );
}
