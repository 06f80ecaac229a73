// The admin's inbox (Live Chat → Messages): GET /api/admin/contact-messages lists them newest first with the
// unread count; POST …/{id}/reply mails the sender; PATCH …/{id} sets the status; DELETE …/{id} removes one.
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';

export function adminContactMessageRoutes(router: Router, services: Pick<Services, 'inbox'>): void {
  const { inbox } = services;

  on(router, endpoints.adminContactMessages).handle(async () => inbox.list());

  on(router, endpoints.adminContactReply).handle(async (_ctx, { params, body }) => inbox.reply(params.id, body.message));

  on(router, endpoints.adminContactStatus).handle(async (_ctx, { params, body }) => inbox.setStatus(params.id, body.status));

  on(router, endpoints.adminContactDelete).handle(async (ctx, { params }) => {
    await inbox.remove(params.id);
    ctx.status = 204;
  });
}
