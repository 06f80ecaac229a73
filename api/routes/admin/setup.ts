// The owner's setup checklist (issue 23 item 2): GET /api/admin/setup, PUT /api/admin/setup ({ hidden }),
// POST /api/admin/setup/prices-reviewed, and the two checks: POST /api/admin/setup/test-mail and …/check-stripe.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export function adminSetupRoutes(router: Router, services: Pick<Services, 'setup'>): void {
  const { setup } = services;

  on(router, endpoints.adminSetup).handle(async (ctx) => setup.checklist(signedInAdmin(ctx)));

  on(router, endpoints.adminSetupVisibility).handle(async (ctx, { body }) => setup.setHidden(signedInAdmin(ctx), body.hidden));

  on(router, endpoints.adminSetupPricesReviewed).handle(async (ctx) => setup.confirmPrices(signedInAdmin(ctx)));

  on(router, endpoints.adminSetupTestMail).handle(async () => setup.sendTestMail());

  on(router, endpoints.adminSetupCheckStripe).handle(async () => setup.checkStripe());
}
