// The owner's setup checklist (issue 23 item 2): GET /api/admin/setup, PUT /api/admin/setup ({ hidden }),
// POST /api/admin/setup/prices-reviewed, and the two checks: POST /api/admin/setup/test-mail and …/check-stripe.
import type Router from '@koa/router';
import { setupVisibilitySchema, type SetupCheck, type SetupChecklist } from '../../../shared/setup';
import { parseJson } from '../../http/body';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export function adminSetupRoutes(router: Router, services: Services): void {
  const { setup } = services;

  router.get('/api/admin/setup', async (ctx) => {
    ctx.body = (await setup.checklist(signedInAdmin(ctx))) satisfies SetupChecklist;
  });

  router.put('/api/admin/setup', async (ctx) => {
    const { hidden } = parseJson(ctx, setupVisibilitySchema);
    ctx.body = (await setup.setHidden(signedInAdmin(ctx), hidden)) satisfies SetupChecklist;
  });

  router.post('/api/admin/setup/prices-reviewed', async (ctx) => {
    ctx.body = (await setup.confirmPrices(signedInAdmin(ctx))) satisfies SetupChecklist;
  });

  router.post('/api/admin/setup/test-mail', async (ctx) => {
    ctx.body = (await setup.sendTestMail()) satisfies SetupCheck;
  });

  router.post('/api/admin/setup/check-stripe', async (ctx) => {
    ctx.body = (await setup.checkStripe()) satisfies SetupCheck;
  });
}
