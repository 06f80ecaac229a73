// JSON answers over 1 KB are compressed for clients that accept it; small ones, buffers and HEAD are left alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJsonBody } from './jsonCompression';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ i, name: `item ${i}` })) };
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx, next) => {
    await next();
    compressJsonBody(ctx);
  });
  app.use((ctx) => {
    if (ctx.path === '/big') ctx.body = big;
    else if (ctx.path === '/small') ctx.body = { ok: true };
    else ctx.body = Buffer.from('x'.repeat(5000));
  });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function get(path: string, encoding: string, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('jsonCompression', () => {
  it('compresses a large JSON body with brotli or gzip', async () => {
    const br = await get('/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(big);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(big);
  });

  it('sends it plain to clients that accept no compression', async () => {
    const res = await get('/big', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual(big);
  });

  it('leaves small JSON and binary bodies alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const buffer = await get('/file', 'br');
    expect(buffer.headers['content-encoding']).toBeUndefined();
    expect(buffer.body.length).toBe(5000);
  });
});
