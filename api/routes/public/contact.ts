// POST /api/contact: a message from the contact form.
import type Router from '@koa/router';
import { contactSchema } from '../../../shared/schemas/contact';
import { parseJson } from '../../http/body';
import type { Services } from '../../services';

export function contactRoutes(router: Router, services: Services): void {
  router.post('/api/contact', async (ctx) => {
    const message = parseJson(ctx, contactSchema);
    const id = await services.contact.submit(message);
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

}
