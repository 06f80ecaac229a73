// Reads a request body as the exact bytes sent, for signature checks (the JSON parser's text is decoded
// and may differ from what was signed); a body over the limit is a 413.
import type { Context } from 'koa';
import { HttpError } from './errors';

export async function readRawBody(ctx: Context, limitBytes: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'Request body is too large');
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
