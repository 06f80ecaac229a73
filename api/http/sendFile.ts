// Sends a file (from disk, or a stored file in a bucket) with HTTP Range support (206), so audio and video seek
// in Safari and iOS.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';

/** Where the bytes come from: a path on disk, or anything that answers these two (a stored file). */
export interface FileSource {
  /** Size and modification time; undefined when there is no such file. */
  stat(): Promise<{ size: number; mtime: Date } | undefined>;
  /** The bytes `start` to `end` (inclusive); undefined when the file is gone. */
  open(start: number, end: number): Promise<Readable | undefined>;
}

function diskFile(filePath: string): FileSource {
  return {
    async stat() {
      const stat = await fs.promises.stat(filePath).catch(() => undefined);
      return stat?.isFile() ? stat : undefined;
    },
    async open(start, end) {
      return fs.createReadStream(filePath, { start, end });
    },
  };
}

function notFound(ctx: Context): void {
  for (const header of ['Accept-Ranges', 'ETag', 'Last-Modified', 'Cache-Control', 'Content-Disposition', 'Content-Range'])
    ctx.remove(header);
  ctx.status = 404;
  ctx.body = { error: 'File not found' };
}

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** Offered to browsers that save the file ("attachment; filename=…"), if set. */
  disposition?: string;
}

type Range = { start: number; end: number };

/** Parses a single "bytes=" range; undefined means "send everything" (no range, or one to ignore), null means unsatisfiable. */
export function parseRange(header: string | undefined, size: number): Range | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answering with the whole file is allowed and simpler.
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  // RFC 9110 §14.1.1: a last position before the first makes the range invalid, and an invalid Range is ignored.
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return null;
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

export async function sendFile(ctx: Context, file: string | FileSource, options: SendFileOptions): Promise<void> {
  const source = typeof file === 'string' ? diskFile(file) : file;
  const stat = await source.stat();
  if (!stat) return notFound(ctx);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtime.getTime()).toString(16)}"`;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', stat.mtime.toUTCString());
  ctx.set('Cache-Control', options.cacheControl);
  if (options.disposition) ctx.set('Content-Disposition', options.disposition);
  ctx.type = options.contentType;

  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }

  const ifRange = ctx.get('If-Range');
  const rangeHeader = ifRange && ifRange !== etag ? undefined : ctx.get('Range') || undefined;
  const range = parseRange(rangeHeader, stat.size);
  if (range === null) {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${stat.size}`);
    ctx.body = { error: 'Requested range not satisfiable' };
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  } else {
    ctx.status = 200;
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  // For HEAD, Koa sends the headers and no body; opening a stream would leak it.
  if (ctx.method !== 'HEAD') {
    const body = await source.open(start, end);
    // Gone between the two questions (deleted meanwhile): nothing was sent yet, so a plain 404.
    if (!body) return notFound(ctx);
    ctx.body = body;
  }
  ctx.length = end - start + 1;
}
