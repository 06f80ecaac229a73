// The request boundary: errors reach the client as `{ error }` with a readable message (a crash never shows
// its stack), JSON bodies are read only for requests that carry one, and each request is logged once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { bodyParser } from '@koa/bodyparser';
import { requestBoundary } from './boundary';
import { HttpError } from './errors';
import { readRawBody } from './rawBody';

async function serve(handler: Koa.Middleware, init: RequestInit = {}, logRequests = false, rawBodyPaths?: ReadonlySet<string>) {
  const logged: string[] = [];
  const app = new Koa();
  app.use(
    requestBoundary({
      log: (line: string) => logged.push(line),
      logRequests,
      setSecurityHeaders: (ctx) => ctx.set('X-Content-Type-Options', 'nosniff'),
      parseJsonBody: bodyParser({ enableTypes: ['json'] }),
      ...(rawBodyPaths ? { rawBodyPaths } : {}),
    }),
  );
  app.use(handler);
  const server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/x?y=1`, init);
  server.close();
  return { res, body: (await res.json()) as { error: string } & Record<string, unknown>, logged };
}

describe('requestBoundary', () => {
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

  it('reads the JSON body of a POST and serialises the answer', async () => {
    const { res, body } = await serve(
      (ctx) => {
        ctx.body = { got: (ctx.request as { body?: unknown }).body };
      },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body).toEqual({ got: { a: 1 } });
  });

  it('leaves the body of a GET unread', async () => {
    const { body } = await serve((ctx) => {
      ctx.body = { parsed: (ctx.request as { body?: unknown }).body !== undefined };
    });
    expect(body).toEqual({ parsed: false });
  });

  it('logs one line per request with method, URL, status and time', async () => {
    const { logged } = await serve((ctx) => ctx.throw(404, 'Nope'), {}, true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^GET \/x\?y=1 404 \d+\.\dms$/);
  });

  it('leaves the body of a raw-body path to its route, byte for byte', async () => {
    const sent = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"signed": "caf\u00e9"} not json')]);
    const { res, body } = await serve(
      async (ctx) => {
        const raw = await readRawBody(ctx, 1024);
        ctx.body = { hex: raw.toString('hex'), parsed: (ctx.request as { body?: unknown }).body !== undefined };
      },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: sent },
      false,
      new Set(['/x']),
    );
    expect(res.status).toBe(200);
    expect(body).toEqual({ hex: sent.toString('hex'), parsed: false });
  });

  it('answers 413 when a raw body is over its limit', async () => {
    const { res, body } = await serve(
      async (ctx) => {
        ctx.body = { size: (await readRawBody(ctx, 10)).length };
      },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":"0123456789"}' },
      false,
      new Set(['/x']),
    );
    expect(res.status).toBe(413);
    expect(body).toEqual({ error: 'Request body is too large' });
  });
});
