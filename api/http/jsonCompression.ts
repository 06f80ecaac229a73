// Compresses JSON answers over 1 KB for clients that accept it. Only bodies Koa would serialise itself
// (objects and arrays) are touched: files, streams and pre-compressed bodies pass straight through.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { acceptsEncoding } from './encoded';

const THRESHOLD = 1024;

/** Run after the handler: serialises an object or array body, compressed when large and accepted. */
export function compressJsonBody(ctx: Context): void {
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Readable || ctx.method === 'HEAD') return;
  const json = Buffer.from(JSON.stringify(body));
  ctx.vary('Accept-Encoding');
  const big = json.length >= THRESHOLD;
  ctx.type = 'application/json; charset=utf-8';
  if (big && acceptsEncoding(ctx, 'br')) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  } else if (big && acceptsEncoding(ctx, 'gzip')) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = zlib.gzipSync(json, { level: 6 });
  } else {
    ctx.body = json;
  }
}
