// One line per request: method, path, status, milliseconds.
import type { Context, Next } from 'koa';

export function requestLog(write: (line: string) => void) {
  return async function log(ctx: Context, next: Next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      write(`${ctx.method} ${ctx.originalUrl} ${ctx.status} ${ms}ms`);
    }
  };
}
