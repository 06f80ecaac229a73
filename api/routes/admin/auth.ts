// Admin sign-in: POST /api/admin/login (the one admin route without a token), POST /api/admin/logout,
// GET /api/admin/session; and the guard every other /api/admin/* request passes first.
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AdminSession } from '../../../shared/admin-api-types';
import { loginSchema } from '../../../shared/schemas/admin';
import { parseJson } from '../../http/body';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { AUTH_REQUIRED, type AdminAuth, type AuthenticatedAdmin } from '../../services/admin/auth';

export const ADMIN_LOGIN_PATH = '/api/admin/login';

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
  return async function requireAdmin(ctx, next) {
    const path = normalised(ctx.path);
    if (path !== '/api/admin' && !path.startsWith('/api/admin/')) return next();
    ctx.set('Cache-Control', 'no-store');
    if (path === ADMIN_LOGIN_PATH) return next();
    const admin = await auth.authenticate(ctx.get('Authorization') || undefined);
    if (!admin) throw new HttpError(401, AUTH_REQUIRED, { 'WWW-Authenticate': 'Bearer' });
    ctx.state.admin = admin;
    return next();
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
