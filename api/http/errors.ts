// JSON errors for every failure: `{ error, field? }`, a message people can read and, when it is about one field of the
// request, that field's name; never a stack trace to the client.
import type { Context } from 'koa';
import { Refusal, type RefusalKind } from '../services/errors';
import { redactPath, redactText } from './logRedaction';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field the error is about (`recipientName`, `addOns.0`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Messages for errors thrown by Koa and its body parsers, which carry a status but a terse message. */
const STANDARD: Record<number, string> = {
  400: 'Bad request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
  headers?: Record<string, string>;
}

/** The HTTP status of each kind of refusal a service can give. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
  upstream: 502,
};

interface Described {
  status: number;
  message: string;
  headers: Record<string, string>;
  field?: string | undefined;
}

function describe(err: unknown): Described {
  if (err instanceof HttpError) return { status: err.status, message: err.message, headers: err.headers, field: err.field };
  if (err instanceof Refusal)
    return {
      status: REFUSAL_STATUS[err.kind],
      message: err.message,
      headers: err.retryAfterSec ? { 'Retry-After': String(err.retryAfterSec) } : {},
      field: err.field,
    };
  const e = (err ?? {}) as StatusError;
  const status = e.status ?? e.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, message: 'Something went wrong on our side. Please try again.', headers: {} };
  if (e.type === 'entity.parse.failed') return { status, message: 'Request body is not valid JSON', headers: {} };
  if (status === 413) return { status, message: STANDARD[413]!, headers: {} };
  const message = e.expose && e.message ? e.message : (STANDARD[status] ?? 'Bad request');
  return { status, message, headers: e.headers ?? {} };
}

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/**
 * The disk under DATA_DIR is full, wherever it surfaced (multer writing an upload, a rename, SQLite growing its
 * files): answers where, for the log, or undefined for any other error.
 */
export function diskFullAt(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; path?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && DISK_FULL_CODES.has(e.code))
      return typeof e.path === 'string' ? `${e.code} writing ${e.path}` : `${e.code} in the database`;
  }
  return undefined;
}

/** An error's stack (or message) for the log: addresses and ids in it redacted as the request log's are. */
const describeForLog = (err: unknown) => redactText(err instanceof Error ? (err.stack ?? err.message) : String(err));

/** Answers the request with the error as `{ error, field? }`; crashes are logged with their stack, never sent. */
export function respondWithError(ctx: Context, err: unknown, log: (line: string) => void): void {
  const full = diskFullAt(err);
  if (full) {
    // 507 Insufficient Storage: the client may try again later; the owner learns which disk to free (the file's
    // path is the shop's own, under DATA_DIR: a stored file is served by its record's id, never by its name).
    log(`error ${ctx.method} ${redactPath(ctx.path)}: the disk is full (${full}); free space under DATA_DIR`);
    ctx.status = 507;
    ctx.body = {
      error: `The server's disk is full: ${ctx.is('multipart') ? 'the upload was not saved' : 'nothing was saved'}. Please try again later.`,
    };
    return;
  }
  const { status, message, headers, field } = describe(err);
  if (status >= 500) log(`error ${ctx.method} ${redactPath(ctx.path)}: ${describeForLog(err)}`);
  ctx.status = status;
  ctx.set(headers);
  ctx.body = field === undefined ? { error: message } : { error: message, field };
}

const CLIENT_GONE = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A request the client abandoned (a phone losing signal mid-upload): nothing of ours failed. */
export function isClientDisconnect(err: unknown): boolean {
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  return CLIENT_GONE.has(code) || code.startsWith('HPE_') || e.message === 'aborted';
}

/**
 * Koa's 'error' event (errors after the response started, a socket that broke): logged through the shop's
 * log as one line, except a client that went away, which is no error of the server's.
 */
export function logAppError(log: (line: string) => void) {
  return (err: unknown) => {
    if (isClientDisconnect(err)) return;
    log(`error: ${describeForLog(err)}`);
  };
}
