// The exact-path index in front of the router answers exactly as the router alone would: same handler,
// same 404s and 405s, and every request it does not hold (parameters, a trailing slash, another case,
// a chained route) still reaches the router.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactRouteDispatch } from './exactRoutes';

function buildRouter() {
  const router = new Router();
  router.get('/api/things', (ctx) => {
    ctx.body = { route: 'list', params: ctx.params, routerPath: ctx.routerPath ?? null };
  });
  router.post('/api/things', (ctx) => {
    ctx.status = 201;
    ctx.body = { route: 'create' };
  });
  router.get('/api/things/:id', (ctx) => {
    ctx.body = { route: 'one', id: ctx.params.id };
  });
  router.get(
    '/api/chained',
    async (ctx, next) => {
      ctx.state.first = true;
      await next();
    },
    (ctx) => {
      ctx.body = { route: 'chained', first: ctx.state.first === true };
    },
  );
  router.get('/api/twice', async (ctx, next) => {
    ctx.state.before = 'first layer';
    await next();
  });
  router.get('/api/twice', (ctx) => {
    ctx.body = { route: 'twice', before: ctx.state.before ?? null };
  });
  return router;
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  const router = buildRouter();
  const app = new Koa();
  app.use(exactRouteDispatch(router));
  app.use(router.routes());
  app.use(router.allowedMethods());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    allow: res.headers.get('allow'),
    body: res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
};

describe('exactRouteDispatch', () => {
  it('runs the handler of a route without parameters for its method, with empty params', async () => {
    // routerPath is set only by the router: null shows the index answered without it.
    expect(await get('/api/things')).toMatchObject({ status: 200, body: { route: 'list', params: {}, routerPath: null } });
    expect(await get('/api/things', { method: 'POST' })).toMatchObject({ status: 201, body: { route: 'create' } });
  });

  it('answers HEAD for a GET route, as the router does', async () => {
    const res = await fetch(`${base}/api/things`, { method: 'HEAD' });
    expect(res.status).toBe(200);
  });

  it('leaves routes with parameters to the router', async () => {
    expect(await get('/api/things/42')).toMatchObject({ status: 200, body: { route: 'one', id: '42' } });
  });

  it('leaves a trailing slash or another letter case to the router, which still matches them', async () => {
    expect(await get('/api/things/')).toMatchObject({ status: 200, body: { route: 'list', routerPath: '/api/things' } });
    expect(await get('/API/Things')).toMatchObject({ status: 200, body: { route: 'list', routerPath: '/api/things' } });
  });

  it('runs a route with its own middleware chain through the router, whole', async () => {
    expect(await get('/api/chained')).toMatchObject({ status: 200, body: { route: 'chained', first: true } });
  });

  it('leaves two layers on one method and path to the router, which runs them in order', async () => {
    expect(await get('/api/twice')).toMatchObject({ status: 200, body: { route: 'twice', before: 'first layer' } });
  });

  it('keeps the router’s 405 with Allow for a known path and another method, and 404 for an unknown one', async () => {
    const wrongMethod = await get('/api/things', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect((await get('/api/nothing')).status).toBe(404);
  });
});
