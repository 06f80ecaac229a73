// A route's request limit checked before its body is read (an upload is refused before its bytes arrive).
import type { Middleware } from 'koa';
import type { RateLimit, RateLimiter } from '../services/rateLimits';

/** Counts the request against `limit` for the client's address (the proxy's hop when TRUST_PROXY is set). */
export function rateLimited(limiter: RateLimiter, limit: RateLimit): Middleware {
  return async function limitRequests(ctx, next) {
    await limiter.hit(limit, ctx.ip);
    await next();
  };
}
