// The one middleware every request passes first: security headers, the JSON body read for requests
// that carry one, errors as `{ error }`, JSON answers serialised (and compressed), and the request log.
// Doing these in one async frame keeps a hot read like GET /api/sample-songs cheap. The logged address has its
// capabilities (order, song, chat tokens and the like) cut out: logRedaction.ts.
import type { Context, Middleware, Next } from 'koa';
import { respondWithError } from './errors';
import { compressJsonBody } from './jsonCompression';
import { redactUrl } from './logRedaction';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
const noop = async () => undefined;

export function requestBoundary(deps: {
  log: (line: string) => void;
  logRequests: boolean;
  setSecurityHeaders: (ctx: Context) => void;
  parseJsonBody: Middleware;
  /** Paths whose route reads the exact bytes itself (a signed webhook): their body is not parsed here. */
  rawBodyPaths?: ReadonlySet<string>;
}): Middleware {
  const { log, logRequests, setSecurityHeaders, parseJsonBody } = deps;
  const rawBodyPaths = deps.rawBodyPaths ?? new Set<string>();
  return async function boundary(ctx: Context, next: Next) {
    const started = logRequests ? performance.now() : 0;
    setSecurityHeaders(ctx);
    try {
      if (!BODYLESS.has(ctx.method) && !rawBodyPaths.has(ctx.path)) await parseJsonBody(ctx, noop);
      await next();
      compressJsonBody(ctx);
    } catch (err) {
      respondWithError(ctx, err, log);
    }
    if (logRequests) log(`${ctx.method} ${redactUrl(ctx.originalUrl)} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
