// Staff accounts (issue 26): the owner's list, invitation (and a new link for one not yet accepted), change (role,
// name, disabled) and delete; and the
// invitation's accept, which sets the password (no admin token: the invitation's token is the credential).
import type Router from '@koa/router';
import { endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import type { Services } from '../../services';
import { signedInAdmin } from './auth';

export function adminStaffRoutes(router: Router, services: Pick<Services, 'staff'>): void {
  const { staff } = services;

  on(router, endpoints.adminStaff).handle(async () => staff.list());

  on(router, endpoints.adminStaffInvite).handle(async (ctx, { body }) => {
    const member = await staff.invite(body);
    ctx.status = 201;
    return member;
  });

  on(router, endpoints.adminStaffUpdate).handle(async (ctx, { params, body }) => staff.update(signedInAdmin(ctx), params.id, body));

  on(router, endpoints.adminStaffReinvite).handle(async (ctx, { params }) => staff.reinvite(signedInAdmin(ctx), params.id));

  on(router, endpoints.adminStaffDelete).handle(async (ctx, { params }) => {
    await staff.remove(signedInAdmin(ctx), params.id);
    ctx.status = 204;
  });

  on(router, endpoints.adminInvitationAccept).handle(async (_ctx, { params, body }) => staff.acceptInvitation(params.token, body.password));
}
