// Admin sign-in: POST /api/admin/login (the one admin route without a token), POST /api/admin/logout,
// GET /api/admin/session; and the guard every other /api/admin/* request passes first.
import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
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

/** Runs before the router: anything under /api/admin except login needs a valid bearer token, even a path no route serves. */
export function adminGuard(auth: AdminAuth): Middleware {
  const authenticate = async (ctx: Context, next: Next) => {
    const admin = await auth.authenticate(ctx.get('Authorization') || undefined);
    if (!admin) throw new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' });
    ctx.state.admin = admin;
    // Today one owner password signs everyone in; staff accounts will name the account here.
    return actingAs(OWNER_ACTOR, next);
  };
  return function requireAdmin(ctx, next) {
    // Most requests are nowhere near /api/admin: a path without escapes is judged without decoding it.
    const raw = ctx.path;
    if (!raw.includes('%') && raw.slice(0, ADMIN_API_PREFIX.length).toLowerCase() !== ADMIN_API_PREFIX) return next();
    const path = normalised(raw);
    if (path !== ADMIN_API_PREFIX && !path.startsWith(`${ADMIN_API_PREFIX}/`)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (path === endpoints.adminLogin.path) return next();
    return authenticate(ctx, next);
  };
}

export const signedInAdmin = (ctx: Context) => ctx.state.admin as AuthenticatedAdmin;

export function adminAuthRoutes(router: Router, services: Pick<Services, 'adminAuth'>): void {
  on(router, endpoints.adminLogin).handle(async (ctx, { body }) => services.adminAuth.login(body.password, ctx.ip));

  on(router, endpoints.adminLogout).handle(async (ctx) => {
    await services.adminAuth.logout(signedInAdmin(ctx));
    ctx.status = 204;
  });

  on(router, endpoints.adminSession).handle(async (ctx) => ({ expiresAt: signedInAdmin(ctx).expiresAt }));
}
