// Errors reach the client as `{ error }` with a readable message; a crash never shows its stack.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { errorMiddleware, HttpError } from './errors';

async function serve(handler: Koa.Middleware) {
  const logged: string[] = [];
  const app = new Koa();
  app.use(errorMiddleware((line) => logged.push(line)));
  app.use(handler);
  const server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/x`);
  server.close();
  return { res, body: (await res.json()) as { error: string }, logged };
}

describe('errorMiddleware', () => {
  it('answers an HttpError with its status, message and headers', async () => {
    const { res, body } = await serve(() => {
      throw new HttpError(429, 'Too many attempts', { 'Retry-After': '60' });
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(body).toEqual({ error: 'Too many attempts' });
  });

  it('hides a crash behind a generic 500 and logs the stack', async () => {
    const { res, body, logged } = await serve(() => {
      throw new Error('SQLITE_CORRUPT at /srv/data/app.db');
    });
    expect(res.status).toBe(500);
    expect(body.error).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(body)).not.toContain('SQLITE');
    expect(logged.join('\n')).toContain('SQLITE_CORRUPT');
  });

  it('keeps the message of an exposed 4xx thrown by ctx.throw', async () => {
    const { res, body } = await serve((ctx) => ctx.throw(403, 'Not yours'));
    expect(res.status).toBe(403);
    expect(body).toEqual({ error: 'Not yours' });
  });
});
