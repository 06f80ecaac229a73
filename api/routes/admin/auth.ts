// Admin sign-in: POST /api/admin/login and the invitation's accept (the admin routes without a token), POST
// /api/admin/logout, GET /api/admin/session, the open sessions; and the guard every other /api/admin/* request passes first.
import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { AdminSessionExpiry } from '../../../shared/admin-api-types';
import { ADMIN_ROLES } from '../../../shared/api/adminRoles';
import { ADMIN_API_PREFIX, endpoints } from '../../../shared/api/endpoints';
import { on } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { actingAs, OWNER_ACTOR } from '../../services/audit/actor';
import { AUTH_REQUIRED, type AdminAuth, type AuthenticatedAdmin } from '../../services/admin/auth';

/** The path as the router may match it (any case, percent-escapes, a trailing slash), for the guard's decision. */
function normalised(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // an invalid escape: judged as it came
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/** The admin paths that need no token (ADMIN_ROLES says `public`), as patterns on the normalised path. */
const PUBLIC_PATHS = Object.entries(ADMIN_ROLES)
  .filter(([, rule]) => rule === 'public')
  .map(([name]) => new RegExp(`^${endpoints[name as keyof typeof ADMIN_ROLES].path.toLowerCase().replace(/:[a-z0-9_]+/gi, '[^/]+')}$`));

/** Runs before the router: anything under /api/admin except login needs a valid bearer token, even a path no route serves. */
export function adminGuard(auth: AdminAuth): Middleware {
  const authenticate = async (ctx: Context, next: Next) => {
    const admin = await auth.authenticate(ctx.get('Authorization') || undefined);
    if (!admin) throw new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' });
    ctx.state.admin = admin;
    // The shop's password acts as the owner; a staff account as itself (its name as the session knows it).
    const actor = admin.staffId ? { id: admin.staffId, label: `${admin.name || 'Staff'} (${admin.role})` } : OWNER_ACTOR;
    return actingAs(actor, next);
  };
  return function requireAdmin(ctx, next) {
    // Most requests are nowhere near /api/admin: a path without escapes is judged without decoding it.
    const raw = ctx.path;
    if (!raw.includes('%') && raw.slice(0, ADMIN_API_PREFIX.length).toLowerCase() !== ADMIN_API_PREFIX) return next();
    const path = normalised(raw);
    if (path !== ADMIN_API_PREFIX && !path.startsWith(`${ADMIN_API_PREFIX}/`)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (PUBLIC_PATHS.some((pattern) => pattern.test(path))) return next();
    return authenticate(ctx, next);
  };
}

export const signedInAdmin = (ctx: Context) => ctx.state.admin as AuthenticatedAdmin;

const sessionView = (admin: AuthenticatedAdmin): AdminSessionExpiry => ({
  expiresAt: admin.expiresAt,
  role: admin.role,
  name: admin.name,
  staffId: admin.staffId,
});

export function adminAuthRoutes(router: Router, services: Pick<Services, 'adminAuth'>): void {
  on(router, endpoints.adminLogin).handle(async (ctx, { body }) => services.adminAuth.login(body, ctx.ip));

  on(router, endpoints.adminLogout).handle(async (ctx) => {
    await services.adminAuth.logout(signedInAdmin(ctx));
    ctx.status = 204;
  });

  on(router, endpoints.adminSession).handle(async (ctx) => sessionView(signedInAdmin(ctx)));

  on(router, endpoints.adminSessions).handle(async (ctx) => services.adminAuth.sessions(signedInAdmin(ctx)));

  on(router, endpoints.adminSessionRevoke).handle(async (ctx, { params }) => {
    await services.adminAuth.revoke(signedInAdmin(ctx), params.id);
    ctx.status = 204;
  });
}
