// Admin sign-in: POST /api/admin/login (the one admin route without a token), POST /api/admin/logout,
// GET /api/admin/session; and the guard every other /api/admin/* request passes first.
import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { AdminSession } from '../../../shared/admin-api-types';
import { loginSchema } from '../../../shared/schemas/admin';
import { parseJson } from '../../http/body';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { AUTH_REQUIRED, type AdminAuth, type AuthenticatedAdmin } from '../../services/admin/auth';

const ADMIN_PREFIX = '/api/admin';
export const ADMIN_LOGIN_PATH = `${ADMIN_PREFIX}/login`;

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
    return next();
  };
  return function requireAdmin(ctx, next) {
    // Most requests are nowhere near /api/admin: a path without escapes is judged without decoding it.
    const raw = ctx.path;
    if (!raw.includes('%') && raw.slice(0, ADMIN_PREFIX.length).toLowerCase() !== ADMIN_PREFIX) return next();
    const path = normalised(raw);
    if (path !== ADMIN_PREFIX && !path.startsWith(`${ADMIN_PREFIX}/`)) return next();
    ctx.set('Cache-Control', 'no-store');
    if (path === ADMIN_LOGIN_PATH) return next();
    return authenticate(ctx, next);
  };
}

export const signedInAdmin = (ctx: Context) => ctx.state.admin as AuthenticatedAdmin;

export function adminAuthRoutes(router: Router, services: Services): void {
  router.post(ADMIN_LOGIN_PATH, async (ctx) => {
    const { password } = parseJson(ctx, loginSchema);
    ctx.body = (await services.adminAuth.login(password, ctx.ip)) satisfies AdminSession;
  });

  router.post('/api/admin/logout', async (ctx) => {
    await services.adminAuth.logout(signedInAdmin(ctx));
    ctx.status = 204;
  });

  router.get('/api/admin/session', (ctx) => {
    ctx.body = { expiresAt: signedInAdmin(ctx).expiresAt };
  });
}
