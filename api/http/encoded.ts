// Bodies compressed once and sent many times: the static app and hot JSON answers pick the encoding
// the client accepts without compressing per request.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context } from 'koa';

export interface EncodedBody {
  raw: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  etag: string;
}

/** `precompressed`: the same bytes compressed ahead of time (the build's .gz and .br files), used as they are. */
export function encodeBody(raw: Buffer, compress = raw.length > 512, precompressed?: { gzip: Buffer; br: Buffer }): EncodedBody {
  return {
    raw,
    gzip: compress ? (precompressed?.gzip ?? zlib.gzipSync(raw, { level: 9 })) : undefined,
    br: compress
      ? (precompressed?.br ?? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }))
      : undefined,
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
  };
}

/** Whether the client takes this encoding; cheaper than full negotiation on every request. */
export function acceptsEncoding(ctx: Context, encoding: 'br' | 'gzip'): boolean {
  const header = ctx.get('Accept-Encoding');
  if (!header.includes(encoding)) return false;
  // Only an explicit q=0 refuses an encoding the header names; checking the full grammar is rarely needed.
  return !header.includes('q=0') || ctx.acceptsEncodings(encoding, 'identity') === encoding;
}

/** Sends the body (or 304 for a matching validator) in the best encoding the client accepts; `contentType` is a full media type. */
export function sendEncoded(ctx: Context, body: EncodedBody, contentType: string, status = 200): void {
  // Straight to the response: these run on every hit of the hottest reads, and the values are known-good.
  ctx.res.setHeader('ETag', body.etag);
  ctx.res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && ctx.get('If-None-Match') === body.etag) {
    ctx.status = 304;
    return;
  }
  ctx.status = status;
  ctx.res.setHeader('Content-Type', contentType);
  if (body.br && acceptsEncoding(ctx, 'br')) {
    ctx.res.setHeader('Content-Encoding', 'br');
    ctx.body = body.br;
  } else if (body.gzip && acceptsEncoding(ctx, 'gzip')) {
    ctx.res.setHeader('Content-Encoding', 'gzip');
    ctx.body = body.gzip;
  } else {
    ctx.body = body.raw;
  }
}
