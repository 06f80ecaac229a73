// Server-Sent Events for one request: the headers that keep proxies from buffering or compressing it, frames
// with an id and an event name, a comment every 25 s so idle connections stay open, and cleanup on close.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

export const KEEPALIVE_MS = 25_000;

/** One event: its name, its data already serialised (JSON, so on one line), and an id for Last-Event-ID. */
export interface SseFrame {
  event: string;
  data: string;
  id?: number;
}

export interface SseStream {
  write(frame: SseFrame): void;
  /** Called once when the client goes away (or the server closes the stream). */
  onClose(cleanup: () => void): void;
  close(): void;
}

/** The event id the client last saw (the Last-Event-ID header, or `lastEventId` in the query), 0 if none. */
export function lastEventId(ctx: Context): number {
  const raw = ctx.get('Last-Event-ID') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '');
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

export function openSse(ctx: Context, options: { keepaliveMs?: number } = {}): SseStream {
  const body = new PassThrough();
  ctx.status = 200;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // nginx and similar proxies pass the stream through as it is written.
    'X-Accel-Buffering': 'no',
  });
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setTimeout(0);
  ctx.body = body;
  // A first line at once: the client knows the stream is open, and proxies flush their headers.
  body.write('retry: 3000\n\n');

  const cleanups: Array<() => void> = [];
  let closed = false;
  const keepalive = setInterval(() => body.write(': keepalive\n\n'), options.keepaliveMs ?? KEEPALIVE_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    for (const cleanup of cleanups.splice(0)) cleanup();
    body.end();
  };
  ctx.req.on('close', close);
  body.on('error', close);

  return {
    write({ event, data, id }) {
      if (closed) return;
      body.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    close,
  };
}
