// Dispatches requests for routes without parameters by one Map lookup on the exact method and path,
// instead of @koa/router testing every route's pattern and composing a chain per request. Everything
// else (routes with parameters, a trailing slash, another letter case, an unknown path) goes on to the
// router, which still owns every route: this is an index over it, not a second list.
import type Router from '@koa/router';
import type { Middleware } from 'koa';

const PLAIN_PATH = /^[A-Za-z0-9/_.~-]+$/;

export function exactRouteDispatch(router: Router): Middleware {
  const table = new Map<string, Middleware>();
  const shared = new Set<string>();
  for (const layer of router.stack) {
    if (layer.methods.length === 0 || layer.paramNames.length > 0 || typeof layer.path !== 'string' || !PLAIN_PATH.test(layer.path))
      continue;
    // A route with its own middleware chain stays with the router, which composes it.
    if (layer.stack.length !== 1) continue;
    const handler = layer.stack[0] as Middleware;
    for (const method of layer.methods) {
      const key = `${method} ${layer.path}`;
      // Two layers on one method and path run as a chain in the router: leave those to it.
      if (table.has(key)) shared.add(key);
      table.set(key, handler);
    }
  }
  for (const key of shared) table.delete(key);

  return function exactRoute(ctx, next) {
    const handler = table.get(`${ctx.method} ${ctx.path}`);
    if (handler === undefined) return next();
    ctx.params = {};
    return handler(ctx, next);
  };
}
