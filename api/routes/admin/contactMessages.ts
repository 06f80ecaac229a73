// The admin's inbox (Live Chat → Messages): GET /api/admin/contact-messages lists them newest first with the
// unread count; POST …/{id}/reply mails the sender; PATCH …/{id} sets the status; DELETE …/{id} removes one.
import type Router from '@koa/router';
import type { AdminContactInbox, AdminContactMessage } from '../../../shared/admin-api-types';
import { contactReplySchema, contactStatusSchema } from '../../../shared/schemas/inbox';
import { parseJson } from '../../http/body';
import type { Services } from '../../services';

export function adminContactMessageRoutes(router: Router, services: Services): void {
  const { inbox } = services;

  router.get('/api/admin/contact-messages', async (ctx) => {
    ctx.body = (await inbox.list()) satisfies AdminContactInbox;
  });

  router.post('/api/admin/contact-messages/:id/reply', async (ctx) => {
    const { message } = parseJson(ctx, contactReplySchema);
    ctx.body = (await inbox.reply(ctx.params.id!, message)) satisfies AdminContactMessage;
  });

  router.patch('/api/admin/contact-messages/:id', async (ctx) => {
    const { status } = parseJson(ctx, contactStatusSchema);
    ctx.body = (await inbox.setStatus(ctx.params.id!, status)) satisfies AdminContactMessage;
  });

  router.delete('/api/admin/contact-messages/:id', async (ctx) => {
    await inbox.remove(ctx.params.id!);
    ctx.status = 204;
  });
}
